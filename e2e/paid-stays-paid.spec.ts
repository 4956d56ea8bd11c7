import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { businessToday } from '../common/business-day';
import type { Account } from '../common/schemas/accounts';
import type { Purchase } from '../common/schemas/purchases';
import { hi } from '../web/i18n/hi';
import { createCrop, createParty, createPurchase, post } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { chooseOption } from './support/select';
import { toast } from './support/screen';

// What was paid stays paid (docs/corrections.md#correct): the purchase #633 story on the Purchase
// screen from the keyboard, and the Payments form offering the corrected bill at what is left open.

/** Tabs (from wherever the focus is) until `target` has the focus: the keyboard user's way there. */
async function tabTo(page: Page, target: Locator, limit = 250): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** 25 q × ₹2,450 = ₹61,250.00 bought today, paid ₹25,000 by UPI and ₹36,250 in cash. */
async function arrange633(api: APIRequestContext, names: { crop: string; farmer: string }) {
  const crop = await createCrop(api, { name: unique(names.crop), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique(names.farmer), type: 'farmer' });
  const bank = await post<Account>(api, '/api/accounts', { name: unique('SBI Mandi'), kind: 'bank' });
  const purchase = await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '25',
    rate: '2450',
    purchaseDate: businessToday(),
    expenses: [],
  });
  const pay = { partyId: farmer.id, direction: 'paid', paymentDate: businessToday() };
  await post(api, '/api/payments', { ...pay, amount: '25000', mode: 'upi', accountId: bank.id });
  await post(api, '/api/payments', { ...pay, amount: '36250', mode: 'cash' });
  return { crop, farmer, purchase };
}

/** Focus on the rate (Farmer → Crop → Quantity → Rate), the new rate typed over the old one, Enter saves. */
async function correctRate(page: Page, rate: string): Promise<void> {
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(rate);
  await page.keyboard.press('Enter');
}

test('purchase #633: the rate corrected from the keyboard keeps ₹61,250.00 paid, ₹1,250.00 open, and Payments offers that', async ({
  signedIn: page,
  api,
}) => {
  const { farmer, purchase } = await arrange633(api, { crop: 'Paid Wheat', farmer: 'Paid Farmer' });
  await page.goto('/purchase');
  const item = page.getByTestId('recent-purchase').filter({ hasText: farmer.name });
  await expect(item.getByTestId('recent-purchase-paid')).toHaveText('Paid ₹61,250.00');

  await page.getByRole('heading', { level: 1, name: 'Purchase Management' }).click();
  await tabTo(page, item.getByRole('button', { name: `Correct Purchase #${purchase.id}` }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: `Correcting Purchase #${purchase.id}` });
  // Before saving, the banner says the earlier payments go with the bill.
  await expect(form.getByTestId('correction-will-move')).toHaveText(
    '₹61,250.00 of earlier payments moves to the corrected bill, as far as its amount has room; the rest stays on account.',
  );
  await expect(page.getByRole('combobox', { name: 'Farmer', exact: true })).toBeFocused();
  await expectAccessible(page);
  await screenshots(page, 'paid-stays-paid-banner-en');
  await correctRate(page, '2500');

  // The toast and the note above the form (a status, which stays) say what moved.
  // One match, text and all, so that a slow machine cannot miss a toast that shows for five seconds.
  const said = toast(
    page,
    new RegExp(
      `Purchase #${purchase.id} corrected as #(\\d+)[\\s\\S]*₹61,250\\.00 of earlier payments moved to #\\1\\.`,
    ),
  );
  await expect(said).toHaveCount(1);
  const note = page.getByTestId('correction-outcome');
  await expect(note).toContainText(new RegExp(`Purchase #${purchase.id} corrected as #\\d+`));
  const newId = Number(/corrected as #(\d+)/.exec((await note.textContent()) ?? '')?.[1]);
  expect(newId).toBeGreaterThan(purchase.id);
  await expect(note).toContainText(`₹61,250.00 of earlier payments moved to #${newId}.`);
  await expect(note).not.toContainText('left on account');
  // The new bill: ₹62,500.00, paid ₹61,250.00, ₹1,250.00 outstanding.
  await expect(item.getByTestId('recent-purchase-total')).toHaveText('₹62,500.00');
  await expect(item.getByTestId('recent-purchase-paid')).toHaveText('Paid ₹61,250.00');
  await expect(item.getByTestId('recent-purchase-outstanding')).toHaveText('Outstanding ₹1,250.00');
  // The toast goes; the note stays.
  await expect(said).toHaveCount(0, { timeout: 15_000 });
  await expect(note).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'paid-stays-paid-outcome-en');

  // The Payments form offers the corrected bill at what is left open, not at ₹62,500.00.
  await page.goto('/payments');
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await chooseOption(page.getByRole('combobox', { name: 'Party', exact: true }), `${farmer.name} (Farmer)`);
  const bill = page.getByTestId(`bill-purchase-${newId}`);
  // The bill's amount, and what it still asks: ₹1,250.00.
  await expect(bill).toContainText('Outstanding ₹1,250.00');
  await expect(bill.getByRole('cell')).toContainText(['₹62,500.00', '₹1,250.00']);
  await expect(page.getByTestId(`bill-purchase-${purchase.id}`)).toHaveCount(0);
});

test('the correction’s banner and note in Hindi, with money left on account', async ({
  browser,
  api,
  baseURL,
}) => {
  const { farmer, purchase } = await arrange633(api, { crop: 'गेहूँ', farmer: 'रामलाल' });
  // A user of its own: the shared e2e admin's language stays English for the other specs.
  const user = {
    email: `${unique('sudhar').replace(/\s+/g, '-').toLowerCase()}@mandibook.test`,
    password: 'hindi-e2e-password',
    username: unique('Munim'),
  };
  await post(api, '/api/users', { ...user, role: 'admin' });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('#login-email').fill(user.email);
  await page.locator('#login-password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto('/purchase');
  const item = page.getByTestId('recent-purchase').filter({ hasText: farmer.name });
  const record = `${hi.corrections.entities.purchase} #${purchase.id}`;
  await item
    .getByRole('button', { name: hi.corrections.actions.correctRecord.replace('{{record}}', record) })
    .click();
  await expect(page.getByTestId('correction-will-move')).toContainText('₹61,250.00');
  await expectAccessible(page);
  await screenshots(page, 'paid-stays-paid-banner-hi');
  // Corrected down to ₹2,400: ₹60,000.00 paid in full, ₹1,250.00 left on account.
  await expect(page.getByRole('combobox', { name: hi.purchases.form.farmer, exact: true })).toBeFocused();
  await correctRate(page, '2400');
  await expect(toast(page, '₹60,000.00')).toHaveCount(1);
  const note = page.getByTestId('correction-outcome');
  await expect(note).toContainText('₹60,000.00');
  await expect(note).toContainText('₹1,250.00');
  const fixed = (await (await api.get(`/api/purchases?partyId=${farmer.id}`)).json()) as Purchase[];
  expect(fixed.map((p) => [p.totalAmount, p.paidAmount, p.paymentStatus])).toEqual([
    ['60000.00', '60000.00', 'paid'],
  ]);
  await expectAccessible(page);
  await screenshots(page, 'paid-stays-paid-outcome-hi');
  await context.close();
});
