import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, businessToday } from '../common/business-day';
import type { Payment } from '../common/schemas/payments';
import type { Purchase } from '../common/schemas/purchases';
import { hi } from '../web/i18n/hi';
import { createCrop, createParty, createPurchase, getJson, post } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { toast } from './support/screen';
import { chooseByKeyboard, chooseOption } from './support/select';

// Money on account applied from the screens (docs/screens.md#money-on-account, docs/money.md#payments). Data is made
// through the API; the clerk's part is done from the keyboard.

/**
 * A farmer paid ₹30,000.00 in advance fifteen days ago, then sold us two lots: 10 q @ ₹2,000 (₹20,000.00,
 * twelve days ago) and 4 q @ ₹1,812.50 (₹7,250.00, five days ago). ₹27,250.00 is open.
 */
async function farmerWithAdvance(api: APIRequestContext, advance = '30000', name = unique('Ramesh')) {
  const today = businessToday();
  const crop = await createCrop(api, { name: unique('Sharbati'), unit: 'quintal' });
  const farmer = await createParty(api, { name, type: 'farmer' });
  const payment = await post<Payment>(api, '/api/payments', {
    partyId: farmer.id,
    direction: 'paid',
    amount: advance,
    paymentDate: addDays(today, -15),
    mode: 'cash',
    allocations: [],
  });
  const lot = { partyId: farmer.id, cropId: crop.id, qualityGrade: 'A' as const, expenses: [] };
  const older = await createPurchase(api, {
    ...lot,
    quantity: '10',
    rate: '2000',
    purchaseDate: addDays(today, -12),
  });
  const newer = await createPurchase(api, {
    ...lot,
    quantity: '4',
    rate: '1812.50',
    purchaseDate: addDays(today, -5),
  });
  return { crop, farmer, payment, older, newer };
}

const purchaseOf = (api: APIRequestContext, id: number) => getJson<Purchase>(api, `/api/purchases/${id}`);

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, most = 30): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('Payments: a farmer’s advance is said before an amount is typed and applied to his open bills from the keyboard', async ({
  signedIn: page,
  api,
}) => {
  test.slow();
  const { farmer, payment, older, newer } = await farmerWithAdvance(api);

  await page.goto('/payments');
  await page.getByRole('button', { name: 'Add Payment' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Party', exact: true })).toBeFocused();
  await chooseByKeyboard(page, `${farmer.name} (Farmer)`);

  // Before any amount: the amount's hint and the notice above the open bills.
  await expect(page.getByText('₹30,000.00 is already on account for this party.')).toBeVisible();
  const notice = page.getByTestId('on-account-paid');
  await expect(notice).toContainText("₹30,000.00 of this farmer's earlier payments is on account: apply it");
  await expect(page.getByLabel('Amount (₹)')).toHaveValue('');
  const bills = page.getByTestId('open-bills');
  await expect(bills.getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
  await screenshots(page, 'advances-payments-form');

  // From the keyboard to the notice's button, and Enter applies it: oldest bill first.
  const apply = notice.getByRole('button', { name: 'Apply to oldest bills' });
  await tabTo(page, apply);
  await page.keyboard.press('Enter');
  await expect(toast(page, '₹27,250.00 on account applied to open bills')).toBeVisible();

  // Both bills paid; ₹2,750.00 stays on account with nothing open to take it.
  await expect(page.getByText('This party has no open bills')).toBeVisible();
  await expect(notice).toContainText(
    "₹2,750.00 of this farmer's earlier payments is on account, with no open bill to apply it to",
  );
  await expect(page.getByText('₹2,750.00 is already on account for this party.')).toBeVisible();
  expect((await purchaseOf(api, older.id)).paymentStatus).toBe('paid');
  expect((await purchaseOf(api, newer.id)).paymentStatus).toBe('paid');
  const applied = await getJson<Payment>(api, `/api/payments/${payment.id}`);
  expect(applied.allocations).toEqual([
    { purchaseId: older.id, amount: '20000.00' },
    { purchaseId: newer.id, amount: '7250.00' },
  ]);
  expect(applied.unallocated).toBe('2750.00');
});

test('Outstanding: a farmer’s advance is applied from his row from the keyboard; his oldest bill is paid', async ({
  signedIn: page,
  api,
}) => {
  test.slow();
  // ₹25,000.00 ahead of ₹27,250.00 of bills: the older bill is paid and ₹2,250.00 of the newer stays open.
  const { farmer, older, newer } = await farmerWithAdvance(api, '25000');

  await page.goto('/outstanding?side=payable');
  const row = page.getByTestId('outstanding-row').filter({ hasText: farmer.name });
  await expect(row).toContainText('₹27,250.00');
  await expect(row).toContainText('₹25,000.00');
  await expect(row).toContainText('₹2,250.00'); // net
  const apply = row.getByRole('button', {
    name: `Apply ₹25,000.00 on account of ${farmer.name} to the oldest bills`,
  });
  await expectAccessible(page);
  await screenshots(page, 'advances-outstanding');

  await tabTo(page, apply, 200);
  const applied = page.waitForResponse(
    (r) => r.url().includes('/allocations') && r.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await applied).status()).toBe(200);

  // The advance is used up: outstanding ₹2,250.00, no advance, net ₹2,250.00, and no button.
  await expect(row.getByRole('cell').nth(5)).toHaveText('₹2,250.00');
  await expect(row.getByRole('cell').nth(6)).toHaveText('-');
  await expect(apply).toHaveCount(0);
  const first = await purchaseOf(api, older.id);
  expect([first.paidAmount, first.outstanding, first.paymentStatus]).toEqual(['20000.00', '0.00', 'paid']);
  const second = await purchaseOf(api, newer.id);
  expect([second.paidAmount, second.outstanding, second.paymentStatus]).toEqual([
    '5000.00',
    '2250.00',
    'partial',
  ]);
});

test('Record payment on a purchase applies the farmer’s advance to that bill; a new purchase says what is on account', async ({
  signedIn: page,
  api,
}) => {
  test.slow();
  const { farmer, crop, newer } = await farmerWithAdvance(api, '5000');

  // A new purchase for him: the form says what he holds on account.
  await page.goto('/purchase');
  await page.getByRole('combobox', { name: 'Farmer', exact: true }).focus();
  await chooseByKeyboard(page, farmer.name);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Crop', exact: true })).toBeFocused();
  await chooseByKeyboard(page, crop.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2000');
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/purchases') && r.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await recorded).status()).toBe(201);
  const notice = page.getByTestId('on-account-paid');
  await expect(notice).toContainText("₹5,000.00 of this farmer's earlier payments is on account: apply it");
  await expectAccessible(page);
  await screenshots(page, 'advances-purchase-recorded');

  // "Record payment" on the newer lot (₹7,250.00 open): "Apply to this bill" takes ₹5,000.00 of it.
  const item = page
    .getByTestId('recent-purchase')
    .filter({ hasText: farmer.name })
    .filter({ hasText: '₹7,250.00' });
  await item.getByRole('button', { name: 'Record payment' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Record payment made' });
  await expect(dialog.getByTestId('on-account-paid')).toContainText('₹5,000.00');
  await expectAccessible(page);
  await screenshots(page, 'advances-record-payment');
  await tabTo(page, dialog.getByRole('button', { name: 'Apply to this bill' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const bill = await purchaseOf(api, newer.id);
  expect([bill.paidAmount, bill.outstanding]).toEqual(['5000.00', '2250.00']);

  // The statement shows nothing on account any more.
  await page.goto(`/parties/${farmer.id}/statement`);
  await expect(page.getByTestId('statement-party')).toHaveText(farmer.name);
  await expect(page.getByTestId('on-account-paid')).toHaveCount(0);
});

test('the touched screens in Hindi, on a laptop and a phone', async ({ api, hindiPage: page }) => {
  test.slow();
  const { farmer } = await farmerWithAdvance(api, '30000', unique('रामलाल'));

  await page.goto('/outstanding?side=payable');
  await expect(page.getByTestId('outstanding-row').filter({ hasText: farmer.name })).toContainText(
    hi.onAccount.applyShort,
  );
  await screenshots(page, 'advances-outstanding-hi');

  await page.goto('/payments');
  await page.getByRole('button', { name: hi.payments.addPayment }).click();
  await chooseOption(
    page.getByRole('combobox', { name: hi.payments.form.party, exact: true }),
    `${farmer.name} (${hi.common.partyTypes.farmer})`,
  );
  await expect(page.getByText('इस पार्टी के खाते में ₹30,000.00 पहले से जमा है।')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'advances-payments-form-hi');

  await page.goto('/purchase');
  const item = page
    .getByTestId('recent-purchase')
    .filter({ hasText: farmer.name })
    .filter({ hasText: '₹7,250.00' });
  await item.getByRole('button', { name: hi.billPayments.recordPayment }).click();
  await expect(page.getByRole('dialog').getByTestId('on-account-paid')).toContainText(hi.onAccount.applyBill);
  await screenshots(page, 'advances-record-payment-hi');
  await page.goto(`/parties/${farmer.id}/statement`);
  const notice = page.getByTestId('on-account-paid');
  await expect(page.getByTestId('statement-party')).toHaveText(farmer.name, { timeout: 30_000 });
  await expect(notice).toContainText('इस किसान के पहले के भुगतानों में से ₹30,000.00 खाते में जमा है');
  await expect(notice.getByRole('button', { name: hi.onAccount.applyOldest })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'advances-statement-hi');
});
