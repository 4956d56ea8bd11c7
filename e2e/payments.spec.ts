import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, businessToday } from '../common/business-day';
import type { Account } from '../common/schemas/accounts';
import type { Payment } from '../common/schemas/payments';
import { createCrop, createParty, createPurchase, createSale, getJson, post } from './support/arrange';
import { clickToDownload, readCsv } from './support/downloads';
import { expect, expectAccessible, ON_POSTGRESQL, screenshots, test, unique } from './support/fixtures';
import { displayDate, expectNoSidewaysScroll, isoToday, toast, typedDate } from './support/screen';
import { chooseByKeyboard, chooseOption } from './support/select';

/**
 * A trader who owes for two sales on credit, the older first: 3 q @ ₹2,500 (₹7,500) ten days ago and
 * 2 q @ ₹2,600 (₹5,200) five days ago; and the farmer they were bought from (20 q @ ₹2,000, unpaid).
 */
async function arrangeOpenBills(api: APIRequestContext) {
  const today = businessToday();
  const crop = await createCrop(api, { name: unique('Sharbati'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Ramesh'), type: 'farmer' });
  const trader = await createParty(api, { name: unique('Bansal Traders'), type: 'trader' });
  const purchase = await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '20',
    rate: '2000',
    qualityGrade: 'A',
    purchaseDate: addDays(today, -12),
    expenses: [],
  });
  const sold = { partyId: trader.id, cropId: crop.id, qualityGrade: 'A' } as const;
  // Recorded newest first, so that the pre-fill's order comes from the bill dates, not from the ids.
  const newer = await createSale(api, { ...sold, quantity: '2', rate: '2600', saleDate: addDays(today, -5) });
  const older = await createSale(api, {
    ...sold,
    quantity: '3',
    rate: '2500',
    saleDate: addDays(today, -10),
  });
  return { crop, farmer, trader, purchase, older, newer };
}

/** Presses Tab until `target` has the focus (a date input takes one Tab per part of the date). */
async function tabTo(page: Page, target: Locator, most = 12): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

const allocation = (page: Page, bill: string) =>
  page.getByRole('spinbutton', { name: `Allocate to ${bill}` });

test(
  'a payment received is recorded against two open bills from the keyboard; the list shows it and filters it',
  ON_POSTGRESQL,
  async ({ signedIn: page, api }) => {
    // One long flow, from recording to the phone layout: about a minute on a busy machine, the default limit.
    test.slow();
    const { trader, older, newer } = await arrangeOpenBills(api);
    const olderBill = `Sale #${older.id} of ${displayDate(older.saleDate)}`;
    const newerBill = `Sale #${newer.id} of ${displayDate(newer.saleDate)}`;

    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Record Payment' })).toBeHidden();
    await expectAccessible(page);

    const add = page.getByRole('button', { name: 'Add Payment' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Record Payment' })).toBeVisible();
    const party = page.getByRole('combobox', { name: 'Party', exact: true });
    await expect(party).toBeFocused();
    await expect(page.getByLabel('Payment Date')).toHaveValue(typedDate());
    await expect(page.getByText('Choose a party to see its open bills.')).toBeVisible();

    await chooseByKeyboard(page, `${trader.name} (Trader)`);
    // A trader pays us: the direction follows the party.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Direction', exact: true })).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Direction', exact: true })).toHaveText('Received');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Amount (₹)')).toBeFocused();

    // The open bills, oldest first, take the amount in turn.
    const bills = page.getByTestId('open-bills');
    await expect(bills.getByRole('row')).toHaveCount(4);
    await expect(bills.getByRole('row').nth(1)).toContainText(`Sale #${older.id}`);
    await expect(bills.getByRole('row').nth(1)).toContainText('₹7,500.00');
    await expect(bills.getByRole('row').nth(2)).toContainText(`Sale #${newer.id}`);
    await expect(bills.getByRole('row').nth(2)).toContainText('₹5,200.00');

    await page.keyboard.type('10000');
    await expect(allocation(page, olderBill)).toHaveValue('7500.00');
    await expect(allocation(page, newerBill)).toHaveValue('2500.00');
    await expect(page.getByTestId('unallocated')).toHaveText('₹0.00');

    // More than the bills owe: the rest stays on account as an advance.
    await typeOver(page, '15000');
    await expect(allocation(page, olderBill)).toHaveValue('7500.00');
    await expect(allocation(page, newerBill)).toHaveValue('5200.00');
    await expect(page.getByTestId('allocated-total')).toHaveText('₹12,700.00');
    await expect(page.getByTestId('unallocated')).toHaveText('₹2,300.00');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Mode', exact: true })).toHaveText('Cash');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Account', exact: true })).toHaveText('Cash in hand');
    await page.keyboard.press('Tab');
    const reference = unique('RCPT');
    await page.keyboard.type(reference);

    // The allocations are the clerk's to change.
    await tabTo(page, allocation(page, newerBill));
    await typeOver(page, '5000');
    await expect(page.getByTestId('unallocated')).toHaveText('₹2,500.00');
    await expectAccessible(page);
    await screenshots(page, 'payments-form');

    await page.keyboard.press('Enter');
    await expect(toast(page, 'Payment recorded successfully')).toBeVisible();
    // The form stays for the next payment, cleared, with the focus back on its first field.
    await expect(party).toBeFocused();
    await expect(party).toHaveText('Select party');
    await expect(page.getByLabel('Amount (₹)')).toHaveValue('');

    // What the server recorded: the allocations as edited, the rest unallocated.
    const recorded = await getJson<Payment[]>(api, `/api/payments?partyId=${trader.id}`);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      direction: 'received',
      mode: 'cash',
      reference,
      amount: '15000.00',
      unallocated: '2500.00',
      allocations: [
        { saleId: older.id, amount: '7500.00' },
        { saleId: newer.id, amount: '5000.00' },
      ],
    });

    // The saved payment settled the older bill and most of the newer: the party's open bills now show
    // only the ₹200 still owed.
    await chooseByKeyboard(page, `${trader.name} (Trader)`);
    await expect(bills.getByRole('row')).toHaveCount(3);
    await expect(bills.getByRole('row').nth(1)).toContainText(`Sale #${newer.id}`);
    await expect(bills.getByRole('row').nth(1)).toContainText('₹200.00');
    await party.focus();

    // Esc closes the form and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Record Payment' })).toBeHidden();
    await expect(add).toBeFocused();

    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row.getByRole('cell')).toHaveText([
      displayDate(),
      `${trader.name}Trader`,
      'Received',
      'CashCash in hand', // the mode over the account
      reference,
      '₹15,000.00',
      '₹2,500.00',
      '', // Correct, Cancel and History: icon buttons
    ]);

    // Filters narrow the list on the server and live in the address, so the view can be bookmarked.
    const body = page.locator('tbody');
    await chooseOption(page.getByLabel('Filter by party'), trader.name);
    await expect(body.getByRole('row')).toHaveCount(1);
    await expect(page.getByTestId('payments-total')).toHaveText('1 payment');
    await chooseOption(page.getByLabel('Filter by direction'), 'Paid');
    await expect(page.getByText('No payments match these filters')).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`partyId=${trader.id}.*direction=paid|direction=paid.*partyId=${trader.id}`),
    );
    await page.reload();
    await expect(page.getByText('No payments match these filters')).toBeVisible();
    await expect(page.getByLabel('Filter by direction')).toHaveText('Paid');
    await chooseOption(page.getByLabel('Filter by direction'), 'Received');
    await expect(body.getByRole('row')).toHaveCount(1);
    await chooseOption(page.getByLabel('Filter by mode'), 'UPI');
    await expect(page.getByText('No payments match these filters')).toBeVisible();
    await chooseOption(page.getByLabel('Filter by mode'), 'Cash');
    await expect(body.getByRole('row')).toHaveCount(1);
    // The dates are typed dd-mm-yyyy, whatever the browser's locale (docs/screens.md#filters).
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await from.fill(typedDate(addDays(isoToday(), 1)));
    await expect(page).toHaveURL(new RegExp(`[?&]startDate=${addDays(isoToday(), 1)}(&|$)`));
    await expect(page.getByText('No payments match these filters')).toBeVisible();
    await from.fill(typedDate());
    await expect(page).toHaveURL(new RegExp(`[?&]startDate=${isoToday()}(&|$)`));
    await to.fill(typedDate());
    await expect(page).toHaveURL(new RegExp(`[?&]endDate=${isoToday()}(&|$)`));
    await expect(body.getByRole('row')).toHaveCount(1);
    await page.reload();
    await expect(from).toHaveValue(typedDate());
    await expect(to).toHaveValue(typedDate());
    await expect(body.getByRole('row')).toHaveCount(1);
    await expectAccessible(page);
    await screenshots(page, 'payments');

    // On a phone each payment is a card: date, party, direction and amount whole, no sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByTestId('payment-card').filter({ hasText: reference });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    for (const text of [displayDate(), trader.name, 'Received', '₹15,000.00']) {
      await expect(card.getByText(text, { exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/payments$/);
  },
);

test('a payment to a farmer by UPI needs a bank account; Export downloads the filtered payments', async ({
  signedIn: page,
  api,
}) => {
  const { farmer, purchase } = await arrangeOpenBills(api);
  // Two bank accounts, so that the form cannot pick the only one by itself.
  const bank = await post<{ id: number; name: string }>(api, '/api/accounts', {
    name: unique('HDFC Current'),
    kind: 'bank',
  });
  await post(api, '/api/accounts', { name: unique('SBI Savings'), kind: 'bank' });

  await page.goto('/payments');
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await chooseOption(page.getByRole('combobox', { name: 'Party', exact: true }), `${farmer.name} (Farmer)`);
  // We pay a farmer: the direction follows, and the open bills are the purchases.
  await expect(page.getByRole('combobox', { name: 'Direction', exact: true })).toHaveText('Paid');
  const purchaseBill = `Purchase #${purchase.id} of ${displayDate(purchase.purchaseDate)}`;
  await expect(allocation(page, purchaseBill)).toBeVisible();
  await page.getByLabel('Amount (₹)').fill('12000.5');
  await expect(allocation(page, purchaseBill)).toHaveValue('12000.50');
  await expect(page.getByTestId('unallocated')).toHaveText('₹0.00');

  await chooseOption(page.getByRole('combobox', { name: 'Mode', exact: true }), 'UPI');
  await page.getByLabel('Reference').fill('UTR123456789');
  await page.getByLabel('Reference').press('Enter');
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await chooseOption(page.getByRole('combobox', { name: 'Account', exact: true }), bank.name);
  await page.getByLabel('Reference').press('Enter');
  await expect(toast(page, 'Payment recorded successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  const row = page.getByRole('row').filter({ hasText: 'UTR123456789' }).filter({ hasText: farmer.name });
  await expect(row.getByRole('cell')).toHaveText([
    displayDate(),
    `${farmer.name}Farmer`,
    'Paid',
    `UPI${bank.name}`, // the mode over the account
    'UTR123456789',
    '₹12,000.50',
    '-',
    '', // Correct, Cancel and History: icon buttons
  ]);

  await chooseOption(page.getByLabel('Filter by account'), bank.name);
  await expect(page.locator('tbody').getByRole('row')).toHaveCount(1);
  const download = await clickToDownload(page.getByRole('button', { name: 'Export' }));
  expect(download.suggestedFilename()).toBe(`payments_report_${isoToday()}.csv`);
  const { raw, lines } = await readCsv(download);
  expect(raw.startsWith('\uFEFF')).toBe(true);
  expect(lines).toEqual([
    '"Date","Party","Direction","Mode","Account","Reference","Amount","Allocated","Unallocated","Notes"',
    `"${isoToday()}","${farmer.name}","Paid","UPI","${bank.name}","UTR123456789","12000.50","12000.50","0.00",""`,
    '',
  ]);
});

test('with no payments the empty state asks to record one; loading shows skeletons', async ({
  signedIn: page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payments?*', async (route) => {
    await held;
    await route.fulfill({ json: { items: [], total: 0, nextCursor: null } });
  });
  await page.goto('/payments');
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
  release();
  await expect(page.getByText('No payments recorded yet')).toBeVisible();
  await expect(page.getByText('Click "Add Payment" to record the first one')).toBeVisible();
  await expect(page.getByTestId('payments-total')).toHaveText('0 payments');
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await expectAccessible(page);
  await screenshots(page, 'payments-empty');
});

test('an opening balance is the first open bill, on the day of a sale too, and a payment settles it', async ({
  signedIn: page,
  api,
}) => {
  const { trader, older, newer } = await arrangeOpenBills(api);
  // What the trader owed when the paper books moved in, dated the day of the older sale: it comes first.
  const opening = await post<{ id: number; transactionDate: string }>(api, '/api/ledger/opening-balances', {
    partyId: trader.id,
    amount: '3250.75',
    date: older.saleDate,
  });
  const openingBill = `Opening balance of ${displayDate(older.saleDate)}`;
  const olderBill = `Sale #${older.id} of ${displayDate(older.saleDate)}`;

  await page.goto('/payments');
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await chooseOption(page.getByRole('combobox', { name: 'Party', exact: true }), `${trader.name} (Trader)`);
  const bills = page.getByTestId('open-bills');
  await expect(bills.getByRole('row')).toHaveCount(5);
  await expect(bills.getByRole('row').nth(1)).toContainText('Opening balance');
  await expect(bills.getByRole('row').nth(1)).toContainText('₹3,250.75');
  await expect(bills.getByRole('row').nth(2)).toContainText(`Sale #${older.id}`);
  await expect(bills.getByRole('row').nth(3)).toContainText(`Sale #${newer.id}`);

  // ₹4,000: the opening balance's ₹3,250.75 first, ₹749.25 of the older sale.
  await page.getByLabel('Amount (₹)').fill('4000');
  await expect(allocation(page, openingBill)).toHaveValue('3250.75');
  await expect(allocation(page, olderBill)).toHaveValue('749.25');
  await expect(page.getByTestId('unallocated')).toHaveText('₹0.00');
  await expectAccessible(page);
  await screenshots(page, 'payments-opening-bill');
  await page.getByLabel('Amount (₹)').press('Enter');
  await expect(toast(page, 'Payment recorded successfully')).toBeVisible();

  const recorded = await getJson<Payment[]>(api, `/api/payments?partyId=${trader.id}`);
  expect(recorded).toHaveLength(1);
  expect(recorded[0]!.allocations).toEqual([
    { openingBalanceId: opening.id, amount: '3250.75' },
    { saleId: older.id, amount: '749.25' },
  ]);

  // Settled, the opening balance leaves the open bills; the older sale shows what is left (₹7,500 − ₹749.25).
  await chooseOption(page.getByRole('combobox', { name: 'Party', exact: true }), `${trader.name} (Trader)`);
  await expect(bills.getByRole('row')).toHaveCount(4);
  await expect(bills.getByRole('row').nth(1)).toContainText(`Sale #${older.id}`);
  await expect(bills.getByRole('row').nth(1)).toContainText('₹6,750.75');
  await expect(bills.getByText('Opening balance')).toHaveCount(0);
});

test('the form offers the accounts of its mode: a bank account only for bank, UPI and cheque, "Cash in hand" for cash', async ({
  signedIn: page,
  api,
}) => {
  const bank = await post<{ id: number; name: string }>(api, '/api/accounts', {
    name: unique('Axis Current'),
    kind: 'bank',
  });
  const accounts = await getJson<Account[]>(api, '/api/accounts');
  // First the books with no bank account, then with this one only: the form picks it by itself.
  let offered = accounts.filter((a) => a.kind === 'cash');
  await page.route(/\/api\/accounts$/, (route) => route.fulfill({ json: offered }));

  await page.goto('/payments');
  await page.getByRole('button', { name: 'Add Payment' }).click();
  const mode = page.locator('#payment-mode');
  const account = page.locator('#payment-account');
  const noBank = page.getByText('No bank accounts yet. Add one under Cash & Bank.');
  await expect(mode).toHaveText('Cash');
  await expect(account).toHaveText('Cash in hand');
  await chooseOption(mode, 'Cheque');
  await expect(account).toHaveText('Select account');
  await expect(noBank).toBeVisible();
  await chooseOption(mode, 'Cash');
  await expect(account).toHaveText('Cash in hand');
  await expect(noBank).toHaveCount(0);

  offered = [...offered, accounts.find((a) => a.id === bank.id)!];
  await page.reload();
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await chooseOption(mode, 'Bank transfer');
  await expect(account).toHaveText(bank.name);
  // Another bank mode keeps the bank account chosen; cash cannot use it.
  await chooseOption(mode, 'UPI');
  await expect(account).toHaveText(bank.name);
  await chooseOption(mode, 'Cash');
  await expect(account).toHaveText('Cash in hand');
  await expectAccessible(page);
});
