import type { Page } from '@playwright/test';
import type { Party } from '../common/schemas/parties';
import { createParty, post } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { inr, toast, typedDate } from './support/screen';
import { chooseByKeyboard, chooseOption } from './support/select';
import { hi } from '../web/i18n/hi';

// Moving in from paper and one figure everywhere (docs/screens.md#masters, #ledger, #dashboard;
// docs/money.md#receivable-and-payable): a party's opening balance from its row, its bank details on the
// form, and the Ledger's cards of one party. Data is made through the API.

async function openParties(page: Page, q: string, heading = 'Party Management') {
  await page.goto(`/parties?q=${encodeURIComponent(q)}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('records a farmer’s opening balance from the keyboard, then shows it; a second one is refused in the dialog', async ({
  signedIn: page,
  api,
}) => {
  const farmer = await createParty(api, { name: unique('Paper Farmer'), type: 'farmer' });
  await openParties(page, farmer.name);
  const action = page.getByRole('button', { name: `Opening balance of ${farmer.name}` }).first();
  await action.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Opening balance of ${farmer.name}` });
  await expect(dialog).toBeVisible();
  // A farmer starts at "we owe them"; the side is chosen with the arrow keys.
  await expect(dialog.getByRole('radio', { name: 'We owe them' })).toBeChecked();
  await expectAccessible(page);
  await screenshots(page, 'opening-balance-form');

  await dialog.getByRole('radio', { name: 'We owe them' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: 'They owe us' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'We owe them' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Amount (₹)')).toBeFocused();
  await page.keyboard.type('12345.67');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'As on' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(typedDate('2025-03-31'));
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText(`Opening balance of ${farmer.name} recorded`);
  await expect(dialog).toBeHidden();
  // Its balance on the row: we owe ₹12,345.67.
  await expect(page.getByRole('row').filter({ hasText: farmer.name })).toContainText(inr('12345.67'));

  // Opened again, it shows the one recorded, read only.
  await action.click();
  const existing = dialog.getByTestId('opening-balance-existing');
  await expect(existing).toContainText('31 Mar 2025');
  await expect(existing).toContainText(inr('12345.67'));
  await expect(existing).toContainText('We owe them');
  await expectAccessible(page);
  await screenshots(page, 'opening-balance-existing');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Two screens at once: the second save is refused (409) and said in the dialog, which stays open.
  const other = await createParty(api, { name: unique('Twice Trader'), type: 'trader' });
  await openParties(page, other.name);
  await page
    .getByRole('button', { name: `Opening balance of ${other.name}` })
    .first()
    .click();
  const otherDialog = page.getByRole('dialog', { name: `Opening balance of ${other.name}` });
  await otherDialog.getByLabel('Amount (₹)').fill('500');
  await post(api, '/api/ledger/opening-balances', { partyId: other.id, amount: '100', date: '2025-04-01' });
  await otherDialog.getByRole('button', { name: 'Record opening balance' }).click();
  await expect(otherDialog.getByRole('alert')).toHaveText(`${other.name} already has an opening balance`);
  await screenshots(page, 'opening-balance-refused');
});

test('stores a party’s bank details from the form and offers them when paying by UPI', async ({
  signedIn: page,
  api,
}) => {
  const name = unique('Bank Farmer');
  await page.goto('/parties');
  await page.getByRole('button', { name: 'Add Party' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Party' });
  await dialog.getByLabel('Party Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Farmer' }).click();
  await dialog.getByLabel('Account Number').fill('12345');
  await dialog.getByLabel('IFSC').fill('sbin1001234');
  await dialog.getByLabel('UPI ID').fill('ramlal');
  await dialog.getByRole('button', { name: 'Create Party' }).click();
  await expect(dialog.getByText('Account number must be 9 to 18 digits')).toBeVisible();
  await expect(dialog.getByText(/IFSC must be 11 characters/)).toBeVisible();
  await expect(dialog.getByText('UPI id must be name@handle (ramlal@okaxis)')).toBeVisible();
  await screenshots(page, 'party-form-bank-errors');

  await dialog.getByLabel('Account Number').fill('3012 4567 8901');
  await dialog.getByLabel('IFSC').fill('sbin0001234');
  await dialog.getByLabel('UPI ID').fill('ramlal@okaxis');
  await expectAccessible(page);
  await screenshots(page, 'party-form-bank');
  await dialog.getByLabel('UPI ID').press('Enter');
  await expect(toast(page)).toContainText('Party created successfully');
  const [party] = (await (await api.get(`/api/parties?q=${encodeURIComponent(name)}`)).json()) as Party[];
  expect(party).toMatchObject({
    bankAccountNumber: '301245678901',
    ifsc: 'SBIN0001234',
    upiId: 'ramlal@okaxis',
  });

  // Edited, the form shows them.
  await page.goto(`/parties?q=${encodeURIComponent(name)}`);
  await page
    .getByRole('button', { name: `Edit ${name}` })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Party' });
  await expect(edit.getByLabel('IFSC')).toHaveValue('SBIN0001234');
  await expect(edit.getByLabel('Account Number')).toHaveValue('301245678901');
  await page.keyboard.press('Escape');

  // Paying him by UPI offers his UPI id as the reference; it is filled only when taken.
  await page.goto('/payments');
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await page.getByRole('combobox', { name: 'Party', exact: true }).focus();
  await chooseByKeyboard(page, `${name} (Farmer)`);
  await expect(page.getByRole('combobox', { name: 'Direction', exact: true })).toHaveText('Paid');
  await chooseOption(page.getByRole('combobox', { name: 'Mode', exact: true }), 'UPI');
  const suggestion = page.getByTestId('pay-to-suggestion');
  await expect(suggestion).toContainText('ramlal@okaxis');
  await expect(page.getByLabel('Reference')).toHaveValue('');
  await screenshots(page, 'payment-pay-to-suggestion');
  await suggestion.getByRole('button', { name: 'Use ramlal@okaxis' }).click();
  await expect(page.getByLabel('Reference')).toHaveValue('ramlal@okaxis');
  await expect(suggestion).toBeHidden();
  // By bank: the account and IFSC.
  await chooseOption(page.getByRole('combobox', { name: 'Mode', exact: true }), 'Bank transfer');
  await expect(suggestion.getByRole('button')).toHaveText('Use A/c 301245678901 IFSC SBIN0001234');
});

test('the Ledger’s cards are the chosen party’s own', async ({ signedIn: page, api }) => {
  const farmer = await createParty(api, { name: unique('Ledger Farmer'), type: 'farmer' });
  await post(api, '/api/ledger/opening-balances', {
    partyId: farmer.id,
    amount: '-2500.50',
    date: '2025-04-01',
  });
  await page.goto('/ledger');
  await expect(page.getByTestId('ledger-card-parties')).toBeVisible();
  await page.goto(`/ledger?partyId=${farmer.id}`);
  await expect(page.getByTestId('ledger-cards-party')).toHaveText(`Figures of ${farmer.name}`);
  await expect(page.getByTestId('ledger-card-debit-value')).toHaveText(inr('0'));
  await expect(page.getByTestId('ledger-card-credit-value')).toHaveText(inr('2500.50'));
  await expect(page.getByTestId('ledger-card-credit')).toContainText(`Money we owe ${farmer.name}`);
  await expect(page.getByTestId('ledger-card-net-value')).toHaveText(inr('2500.50'));
  await expect(page.getByTestId('ledger-card-entries-value')).toHaveText('1');
  await expectAccessible(page);
  await screenshots(page, 'ledger-party-cards');
  await page.goto('/dashboard');
  await expect(page.getByTestId('outstanding-counts-what')).toBeVisible();
  await screenshots(page, 'dashboard-outstanding-line');
});

test('in Hindi: the opening balance dialog, the bank details on the party form and the Ledger’s party cards', async ({
  api,
  hindiPage: page,
}) => {
  const farmer = await createParty(api, {
    name: unique('रामलाल चौधरी'),
    type: 'farmer',
    bankAccountNumber: '301245678901',
    ifsc: 'SBIN0001234',
    upiId: 'ramlal@okaxis',
  });
  await openParties(page, farmer.name, hi.parties.title);
  await page
    .getByRole('button', { name: hi.parties.rowActions.opening.replace('{{name}}', farmer.name) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', {
    name: hi.parties.opening.title.replace('{{name}}', farmer.name),
  });
  await expect(dialog.getByRole('radio', { name: hi.parties.opening.weOwe })).toBeChecked();
  await expectAccessible(page);
  await screenshots(page, 'opening-balance-form-hi');
  await dialog.getByLabel(hi.parties.opening.amount).fill('2500.50');
  await dialog.getByRole('button', { name: hi.parties.opening.save }).click();
  await expect(toast(page, hi.parties.opening.saved.replace('{{name}}', farmer.name))).toHaveCount(1);

  await page
    .getByRole('button', { name: hi.parties.rowActions.edit.replace('{{name}}', farmer.name) })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: hi.parties.form.editTitle });
  await expect(form.getByLabel(hi.parties.form.bankAccountNumber)).toHaveValue('301245678901');
  await expect(form.getByLabel(hi.parties.form.upiId)).toHaveValue('ramlal@okaxis');
  await expectAccessible(page);
  await screenshots(page, 'party-form-bank-hi');
  await page.keyboard.press('Escape');

  await page.goto(`/ledger?partyId=${farmer.id}`);
  await expect(page.getByTestId('ledger-cards-party')).toHaveText(
    hi.ledger.cards.partyOf.replace('{{name}}', farmer.name),
  );
  await expect(page.getByTestId('ledger-card-credit-value')).toHaveText(inr('2500.50'));
  await expect(page.getByTestId('ledger-card-credit')).toContainText(
    hi.ledger.cards.partyCreditCaption.replace('{{name}}', farmer.name),
  );
  await expectAccessible(page);
  await screenshots(page, 'ledger-party-cards-hi');
});
