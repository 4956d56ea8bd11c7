import type { APIRequestContext, Page } from '@playwright/test';
import type { Account } from '../common/schemas/accounts';
import type { Payment } from '../common/schemas/payments';
import type { Purchase } from '../common/schemas/purchases';
import type { Sale } from '../common/schemas/sales';
import { createCrop, createParty, createPurchase, createSale, getJson } from './support/arrange';
import { expect, expectAccessible, ON_POSTGRESQL, screenshots, test, unique } from './support/fixtures';
import { expectNoSidewaysScroll, isoToday, toast, typedDate } from './support/screen';
import { chooseOption } from './support/select';

// Sales and purchases show what is paid of each bill, and "Record payment" settles an open one
// (docs/screens.md#sales, #purchase).

/** A trader and 20 quintals of a crop in stock (bought from a farmer who is not paid). */
async function arrangeStock(api: APIRequestContext) {
  const crop = await createCrop(api, { name: unique('Lokwan'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Mahesh'), type: 'farmer' });
  const trader = await createParty(api, { name: unique('Goyal Traders'), type: 'trader' });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '20',
    rate: '2000',
    purchaseDate: isoToday(),
    expenses: [],
  });
  return { crop, trader };
}

/** The next POST /api/payments, to read what the dialog sent. */
const paymentRequest = (page: Page) =>
  page.waitForRequest((r) => r.url().endsWith('/api/payments') && r.method() === 'POST');

test(
  'a pending sale is paid in two parts from its row, from the keyboard: paid, outstanding and status follow',
  ON_POSTGRESQL,
  async ({ signedIn: page, api }) => {
    test.slow();
    const { crop, trader } = await arrangeStock(api);
    // 4 q × ₹2,500 = ₹10,000.00, on credit.
    const sale = await createSale(api, {
      partyId: trader.id,
      cropId: crop.id,
      quantity: '4',
      rate: '2500',
      saleDate: isoToday(),
    });

    await page.goto('/sales');
    await page.getByLabel('Search by party or crop').fill(trader.name);
    const row = page.getByRole('row').filter({ hasText: trader.name });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Date',
      'Party',
      'Crop',
      'Quantity',
      'Rate',
      'Total Amount', // with what is paid and due beneath it
      'Payment Status',
      'Quality Grade',
      'Actions', // Correct, Cancel and History (named for screen readers)
    ]);
    const cells = row.getByRole('cell');
    const paid = row.getByTestId('sale-paid');
    const outstanding = row.getByTestId('sale-outstanding');
    await expect(row.getByTestId('sale-row-total')).toHaveText('₹10,000.00');
    await expect(paid).toHaveText('₹0.00');
    await expect(outstanding).toHaveText('₹10,000.00');
    await expect(cells.nth(6)).toHaveText('Pending');

    // From the keyboard: the row's button opens the dialog with the outstanding, cash, today.
    const record = row.getByRole('button', { name: 'Record payment' });
    await record.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Record payment received' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Money received from ${trader.name} for Sale #${sale.id}`);
    const amount = dialog.getByLabel('Amount (₹)');
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('10000.00');
    await expect(dialog.getByLabel('Payment Date')).toHaveValue(typedDate());
    await expect(dialog.getByRole('combobox', { name: 'Mode' })).toHaveText('Cash');
    await expect(dialog.getByRole('combobox', { name: 'Account' })).toHaveText('Cash in hand');
    await expect(dialog.getByTestId('dialog-outstanding')).toHaveText('₹10,000.00');
    await expect(dialog.getByTestId('dialog-allocated')).toHaveText('₹10,000.00');
    await expectAccessible(page);
    await screenshots(page, 'bills-sale-dialog');

    // The outstanding is selected: typing replaces it. Enter records ₹4,000.00 against this sale only.
    await page.keyboard.type('4000');
    await expect(dialog.getByTestId('dialog-allocated')).toHaveText('₹4,000.00');
    const first = paymentRequest(page);
    await page.keyboard.press('Enter');
    const sent = await first;
    expect(sent.postDataJSON()).toEqual({
      partyId: trader.id,
      direction: 'received',
      amount: '4000',
      paymentDate: isoToday(),
      mode: 'cash',
      accountId: expect.any(Number),
      allocations: [{ saleId: sale.id, amount: '4000.00' }],
    });
    const firstKey = await sent.headerValue('idempotency-key');
    expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
    await expect(toast(page, 'Payment recorded successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(paid).toHaveText('₹4,000.00');
    await expect(outstanding).toHaveText('₹6,000.00');
    await expect(cells.nth(6)).toHaveText('Partial');
    await expectAccessible(page);
    await screenshots(page, 'bills-sales-partial');

    // Esc closes the dialog without recording anything; the focus goes back to the row's button.
    await record.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(amount).toHaveValue('6000.00');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(record).toBeFocused();

    // The second payment settles it: paid, nothing outstanding, no button any more.
    await page.keyboard.press('Enter');
    await expect(amount).toHaveValue('6000.00');
    await expect(dialog.getByTestId('dialog-allocated')).toHaveText('₹6,000.00');
    const second = paymentRequest(page);
    await page.keyboard.press('Enter');
    const sentAgain = await second;
    expect(sentAgain.postDataJSON()).toMatchObject({
      amount: '6000.00',
      allocations: [{ saleId: sale.id, amount: '6000.00' }],
    });
    expect(await sentAgain.headerValue('idempotency-key')).not.toBe(firstKey);
    await expect(dialog).toBeHidden();
    await expect(paid).toHaveText('₹10,000.00');
    await expect(outstanding).toHaveText('₹0.00');
    await expect(cells.nth(6)).toHaveText('Paid');
    await expect(row.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

    // What the server holds agrees: two cash payments received, each allocated to this sale.
    const payments = await getJson<Payment[]>(api, `/api/payments?partyId=${trader.id}`);
    expect(payments.map((p) => [p.direction, p.amount, p.mode, p.allocations])).toEqual([
      ['received', '6000.00', 'cash', [{ saleId: sale.id, amount: '6000.00' }]],
      ['received', '4000.00', 'cash', [{ saleId: sale.id, amount: '4000.00' }]],
    ]);
    const fresh = (await getJson<Sale[]>(api, '/api/sales')).find((s) => s.id === sale.id);
    expect(fresh).toMatchObject({ paidAmount: '10000.00', outstanding: '0.00', paymentStatus: 'paid' });
    await expectAccessible(page);

    // On a phone each sale is a card with its paid and outstanding amounts, and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByTestId('sale-card').filter({ hasText: trader.name });
    await expect(card).toContainText('Paid ₹10,000.00');
    await expect(card).toContainText('Outstanding ₹0.00');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshots(page, 'bills-sales');
  },
);

test('a purchase with an amount paid now shows it; its "Record payment" settles the rest', async ({
  signedIn: page,
  api,
}) => {
  test.slow();
  const crop = await createCrop(api, { name: unique('Tur'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Shankar'), type: 'farmer' });

  await page.goto('/purchase');
  await chooseOption(page.getByRole('combobox', { name: 'Farmer', exact: true }), farmer.name);
  await chooseOption(page.getByRole('combobox', { name: 'Crop', exact: true }), crop.name);
  // 5 q × ₹1,000 = ₹5,000.00.
  await page.getByLabel('Quantity (Quintals)').fill('5');
  await page.getByLabel('Rate (₹ per Quintal)').fill('1000');
  const paidNow = page.getByLabel('Amount paid now (₹)');
  await paidNow.fill('5000.01');
  await page.getByRole('button', { name: 'Record Purchase' }).click();
  await expect(page.getByText('Must be at most the total amount ₹5,000.00')).toBeVisible();
  await expect(paidNow).toBeFocused();
  await expectAccessible(page);

  await paidNow.fill('2500');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/purchases') && r.method() === 'POST');
  await paidNow.press('Enter');
  expect((await request).postDataJSON()).toMatchObject({ partyId: farmer.id, amountPaid: '2500' });
  await expect(toast(page, 'Purchase recorded successfully')).toBeVisible();
  await expect(paidNow).toHaveValue('');

  const item = page.getByTestId('recent-purchase').filter({ hasText: farmer.name });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('recent-purchase-total')).toHaveText('₹5,000.00');
  await expect(item.getByTestId('recent-purchase-paid')).toHaveText('Paid ₹2,500.00');
  await expect(item.getByTestId('recent-purchase-outstanding')).toHaveText('Outstanding ₹2,500.00');
  await expect(item).toContainText('Partial');
  await expectAccessible(page);

  const purchase = (await getJson<Purchase[]>(api, '/api/purchases')).find((p) => p.partyId === farmer.id)!;
  const record = item.getByRole('button', { name: 'Record payment' });
  await record.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Record payment made' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Money paid to ${farmer.name} for Purchase #${purchase.id}`);
  await expect(dialog.getByLabel('Amount (₹)')).toBeFocused();
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('2500.00');
  await expectAccessible(page);
  await screenshots(page, 'bills-purchase-dialog');

  const sent = paymentRequest(page);
  await page.keyboard.press('Enter');
  expect((await sent).postDataJSON()).toMatchObject({
    partyId: farmer.id,
    direction: 'paid',
    amount: '2500.00',
    mode: 'cash',
    allocations: [{ purchaseId: purchase.id, amount: '2500.00' }],
  });
  await expect(dialog).toBeHidden();
  await expect(item.getByTestId('recent-purchase-paid')).toHaveText('Paid ₹5,000.00');
  await expect(item.getByTestId('recent-purchase-outstanding')).toHaveText('Outstanding ₹0.00');
  await expect(item).toContainText('Paid');
  await expect(item.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item.getByTestId('recent-purchase-outstanding')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshots(page, 'bills-purchases');
});

test('the dialog offers the accounts of its mode: UPI with no bank account says so, cash goes back to "Cash in hand"', async ({
  signedIn: page,
  api,
}) => {
  const crop = await createCrop(api, { name: unique('Moong'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Ganesh'), type: 'farmer' });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '4',
    rate: '1500',
    purchaseDate: isoToday(),
    expenses: [],
  });
  // The books as they are before any bank account is added.
  const cashOnly = (await getJson<Account[]>(api, '/api/accounts')).filter((a) => a.kind === 'cash');
  await page.route(/\/api\/accounts$/, (route) => route.fulfill({ json: cashOnly }));

  await page.goto('/purchase');
  const item = page.getByTestId('recent-purchase').filter({ hasText: farmer.name });
  await item.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment made' });
  const mode = dialog.locator('#bill-payment-mode');
  const account = dialog.locator('#bill-payment-account');
  const noBank = dialog.getByText('No bank accounts yet. Add one under Cash & Bank.');
  await expect(mode).toHaveText('Cash');
  await expect(account).toHaveText('Cash in hand');
  await expect(noBank).toHaveCount(0);

  await chooseOption(mode, 'UPI');
  await expect(account).toHaveText('Select account');
  await expect(noBank).toBeVisible();
  await expectAccessible(page);

  await chooseOption(mode, 'Cash');
  await expect(account).toHaveText('Cash in hand');
  await expect(noBank).toHaveCount(0);
});
