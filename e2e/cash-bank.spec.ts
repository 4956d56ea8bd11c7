import type { APIRequestContext } from '@playwright/test';
import { addDays, businessToday } from '../common/business-day';
import type { Account } from '../common/schemas/accounts';
import { createExpense, createParty, post, saveBusinessProfile } from './support/arrange';
import { clickToDownload, readCsv } from './support/downloads';
import { expect, expectAccessible, screenshots, TAKE_SCREENSHOTS, test, unique } from './support/fixtures';
import { displayDate, expectNoSidewaysScroll, inr, toast, typedDate } from './support/screen';
import { chooseOption } from './support/select';

/**
 * A bank account of its own (the e2e database is shared, and "Cash in hand" takes every spec's cash):
 * opened with ₹10,000.00; yesterday ₹2,500.50 came in; today ₹4,000.00 came in, ₹1,250.25 went to a
 * farmer and ₹300.75 paid an expense.
 */
async function arrangeBankDays(api: APIRequestContext) {
  const today = businessToday();
  const yesterday = addDays(today, -1);
  const bank = await post<Account>(api, '/api/accounts', {
    name: unique('Mandi Cooperative Bank'),
    kind: 'bank',
    openingBalance: '10000',
    openingDate: addDays(today, -7),
  });
  const trader = await createParty(api, { name: unique('Agarwal Traders'), type: 'trader' });
  const farmer = await createParty(api, { name: unique('Gurpreet Singh'), type: 'farmer' });
  const pay = (direction: 'received' | 'paid', amount: string, paymentDate: string) =>
    post<{ id: number }>(api, '/api/payments', {
      partyId: direction === 'received' ? trader.id : farmer.id,
      direction,
      amount,
      paymentDate,
      mode: direction === 'received' ? 'upi' : 'cheque',
      accountId: bank.id,
      reference: unique('REF'),
      allocations: [],
    });
  const earlier = await pay('received', '2500.50', yesterday);
  const received = await pay('received', '4000', today);
  const paid = await pay('paid', '1250.25', today);
  const expense = await createExpense(api, {
    type: 'other',
    description: 'Cheque book charges',
    amount: '300.75',
    expenseDate: today,
    accountId: bank.id,
  });
  return { today, yesterday, bank, trader, farmer, earlier, received, paid, expense };
}

test('the book of a day: opening, lines, in, out and closing; previous day and back; a bank account added from the keyboard; export; print', async ({
  signedIn: page,
  api,
}) => {
  test.slow();
  const { today, yesterday, bank, trader, farmer, received, paid } = await arrangeBankDays(api);
  const business = await saveBusinessProfile(api);
  const card = (id: string) => page.getByTestId(`${id}-value`);

  await page.goto('/cash-bank');
  await expect(page.getByRole('heading', { level: 1, name: 'Cash & Bank' })).toBeVisible();
  // "Cash in hand" and today, until another account or day is chosen.
  const picker = page.getByRole('combobox', { name: 'Account' });
  await expect(picker).toHaveText('Cash in hand (Cash)');
  await expect(page.getByTestId('book-heading')).toHaveText(`Cash in hand: ${displayDate(today)}`);

  await chooseOption(picker, `${bank.name} (Bank)`);
  await expect(page.getByTestId('book-heading')).toHaveText(`${bank.name}: ${displayDate(today)}`);
  // 10,000.00 + 2,500.50 (yesterday) = 12,500.50; in 4,000.00; out 1,250.25 + 300.75 = 1,551.00;
  // closing 12,500.50 + 4,000.00 − 1,551.00 = 14,949.50.
  await expect(card('book-opening')).toHaveText(inr('12500.50'));
  await expect(card('book-money-in')).toHaveText(inr('4000'));
  await expect(card('book-money-out')).toHaveText(inr('1551'));
  await expect(card('book-closing')).toHaveText(inr('14949.50'));

  const lines = page.getByTestId('book-line');
  await expect(lines).toHaveCount(3);
  // In the order they were recorded, each with the running balance.
  await expect(lines.nth(0)).toContainText(`Payment received #${received.id}`);
  await expect(lines.nth(0).getByRole('cell')).toHaveText([
    '1',
    new RegExp(`^Payment.*Payment received #${received.id}`),
    trader.name,
    inr('4000'),
    '-',
    inr('16500.50'),
  ]);
  await expect(lines.nth(1).getByRole('cell')).toHaveText([
    '2',
    new RegExp(`^Payment.*Payment made #${paid.id}`),
    farmer.name,
    '-',
    inr('1250.25'),
    inr('15250.25'),
  ]);
  await expect(lines.nth(2).getByRole('cell')).toHaveText([
    '3',
    'ExpenseCheque book charges',
    '-',
    '-',
    inr('300.75'),
    inr('14949.50'),
  ]);
  await expect(page.getByTestId('book-opening-row')).toContainText(inr('12500.50'));
  await expect(page.getByTestId('book-day-total')).toContainText(
    `${inr('4000')}${inr('1551')}${inr('14949.50')}`,
  );
  await expectAccessible(page);

  // The day before, and back.
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByTestId('book-heading')).toHaveText(`${bank.name}: ${displayDate(yesterday)}`);
  await expect(page.getByLabel('From')).toHaveValue(typedDate(yesterday));
  await expect(card('book-opening')).toHaveText(inr('10000'));
  await expect(card('book-money-in')).toHaveText(inr('2500.50'));
  await expect(card('book-money-out')).toHaveText(inr('0'));
  await expect(card('book-closing')).toHaveText(inr('12500.50'));
  await expect(lines).toHaveCount(1);
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByTestId('book-heading')).toHaveText(`${bank.name}: ${displayDate(today)}`);
  await expect(card('book-opening')).toHaveText(inr('12500.50'));
  await expect(lines).toHaveCount(3);

  // A range: both days, and the opening before the first.
  await page.getByLabel('From').fill(typedDate(yesterday));
  await expect(page).toHaveURL(new RegExp(`[?&]from=${yesterday}(&|$)`));
  await expect(page.getByTestId('book-day')).toHaveCount(2);
  await expect(card('book-opening')).toHaveText(inr('10000'));
  await expect(card('book-money-in')).toHaveText(inr('6500.50'));
  await expect(card('book-closing')).toHaveText(inr('14949.50'));

  // Export: the book on screen, each day opened and closed.
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  const download = await clickToDownload(exportButton);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^book_mandi-cooperative-bank-.+_${yesterday}_to_${today}\\.csv$`),
  );
  const csv = await readCsv(download);
  expect(csv.raw.startsWith('\uFEFF')).toBe(true);
  expect(csv.rows).toEqual([
    ['Date', 'Kind', 'Reference', 'Party', 'Description', 'Money In', 'Money Out', 'Balance'],
    [yesterday, '', '', '', 'Opening balance', '', '', '10000.00'],
    [
      yesterday,
      'Payment',
      expect.stringMatching(/^#\d+$/),
      trader.name,
      expect.any(String),
      '2500.50',
      '0.00',
      '12500.50',
    ],
    [yesterday, '', '', '', 'Closing balance', '2500.50', '0.00', '12500.50'],
    [today, '', '', '', 'Opening balance', '', '', '12500.50'],
    [today, 'Payment', `#${received.id}`, trader.name, expect.any(String), '4000.00', '0.00', '16500.50'],
    [today, 'Payment', `#${paid.id}`, farmer.name, expect.any(String), '0.00', '1250.25', '15250.25'],
    [
      today,
      'Expense',
      expect.stringMatching(/^#\d+$/),
      '',
      'Cheque book charges',
      '0.00',
      '300.75',
      '14949.50',
    ],
    [today, '', '', '', 'Closing balance', '4000.00', '1551.00', '14949.50'],
  ]);

  await screenshots(page, 'cash-bank');

  // Printed: the book alone, without the sidebar, the header, the toolbar or the buttons.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Cash & Bank' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Previous day' })).toBeHidden();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('book-heading')).toBeVisible();
  await expect(page.getByTestId('book-day')).toHaveCount(2);
  await expect(page.getByRole('table').first()).toBeVisible();
  // The business profile on top, as on the day's PDF.
  await expect(page.getByTestId('print-business')).toContainText(business.name);
  await expect(page.getByTestId('print-business')).toContainText(`GSTIN: ${business.gstin}`);
  if (TAKE_SCREENSHOTS) {
    await page.screenshot({ path: 'e2e/screenshots/cash-bank-print.png', fullPage: true });
    await page.pdf({ path: 'e2e/screenshots/cash-bank-print.pdf', format: 'A4' });
  }
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('print-business')).toBeHidden();

  // A phone: a row per line, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  // The day's four figures fold on a phone's screen, but not on paper printed from it.
  await expect(page.getByTestId('book-closing')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('book-closing')).toBeVisible();
  await expect(page.getByTestId('summary-toggle')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('book-line-card')).toHaveCount(4);
  await expect(page.getByTestId('book-line-card').last()).toContainText(`Out ${inr('300.75')}`);
  await expect(page.getByTestId('book-line-card').last()).toContainText(`Balance ${inr('14949.50')}`);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // A bank account from the keyboard: Enter saves it and the book shows it (a new account: nothing yet).
  const add = page.getByRole('button', { name: 'Add Account' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('Account Name')).toBeFocused();
  const name = unique('HDFC Current');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Kind' })).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: 'Kind' })).toHaveText('Bank');
  await page.getByLabel('Opening Balance (₹)').focus();
  await page.keyboard.type('-2500.50');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Account added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await expect(picker).toHaveText(`${name} (Bank)`);
  await expect(card('book-opening')).toHaveText(inr('-2500.50'));
  await expect(page.getByTestId('book-empty')).toContainText(
    'No money moved in or out of this account in this range.',
  );
  const made = (await (await api.get('/api/accounts')).json()) as Account[];
  expect(made.find((a) => a.name === name)).toMatchObject({ kind: 'bank', openingBalance: '-2500.50' });

  // Esc closes the edit dialog without saving, and the focus goes back to its button.
  const edit = page.getByRole('button', { name: 'Edit Account' });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Account' })).toBeVisible();
  await expect(page.getByLabel('Account Name')).toHaveValue(name);
  await page.keyboard.type(' changed');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Edit Account' })).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(picker).toHaveText(`${name} (Bank)`);
  await expectAccessible(page);
});

test('a day without a line says so, and "Cash in hand" is the book shown first', async ({
  signedIn: page,
}) => {
  // A day long before anything this run records.
  await page.goto('/cash-bank?from=2001-01-01&to=2001-01-01');
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveText('Cash in hand (Cash)');
  await expect(page.getByTestId('book-heading')).toHaveText(`Cash in hand: ${displayDate('2001-01-01')}`);
  await expect(page.getByTestId('book-empty')).toContainText(
    'No money moved in or out of this account on this day.',
  );
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expectAccessible(page);
});
