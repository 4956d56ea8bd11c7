import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { addDays, businessToday } from '../common/business-day';
import { english, msg } from '../common/messages';
import type { Sale } from '../common/schemas/sales';
import {
  createCrop,
  createExpense,
  createParty,
  createPurchase,
  createSale,
  getJson,
  post,
} from './support/arrange';
import { expect, expectAccessible, ON_POSTGRESQL, screenshots, test, unique } from './support/fixtures';
import { expectNoSidewaysScroll, inr, toast } from './support/screen';
import { chooseOption } from './support/select';

// The API's text, from its catalogue (common/messages).
const CORRECTION_FORBIDDEN_MESSAGE = english(msg('corrections.forbidden'));

// Cancel and correct from the Purchase, Sales, Expenses and Payments screens (docs/screens.md#cancel-and-correct).

/** Tabs (from wherever the focus is) until `target` has the focus: the keyboard user's way there. */
async function tabTo(page: Page, target: Locator, limit = 250): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** A crop bought from a farmer (10 q @ ₹2,000 today) and a trader to sell it to. */
async function arrangePurchase(api: APIRequestContext) {
  const crop = await createCrop(api, { name: unique('Correction Wheat'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Correction Farmer'), type: 'farmer' });
  const trader = await createParty(api, { name: unique('Correction Traders'), type: 'trader' });
  const purchase = await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '10',
    rate: '2000',
    qualityGrade: 'A',
    purchaseDate: businessToday(),
    expenses: [],
  });
  return { crop, farmer, trader, purchase };
}

test(
  'a purchase rate is corrected from the keyboard: the ledger keeps the entry, its reversal and the new one, and the stock follows',
  ON_POSTGRESQL,
  async ({ signedIn: page, api }) => {
    const { crop, farmer, purchase } = await arrangePurchase(api);
    await page.goto('/purchase');
    await expect(page.getByRole('heading', { name: 'New Purchase' })).toBeVisible();
    const item = page.getByTestId('recent-purchase').filter({ hasText: farmer.name });
    await expect(item).toHaveCount(1);

    // From the top of the page, Tab reaches the row's Correct and Enter opens the form filled with it.
    await page.getByRole('heading', { level: 1, name: 'Purchase Management' }).click();
    await tabTo(page, item.getByRole('button', { name: `Correct Purchase #${purchase.id}` }));
    await page.keyboard.press('Enter');

    const form = page.getByRole('form', { name: `Correcting Purchase #${purchase.id}` });
    await expect(form).toBeVisible();
    await expect(form.getByTestId('correction-banner')).toContainText(
      `Saving replaces Purchase #${purchase.id}`,
    );
    const farmerField = page.getByRole('combobox', { name: 'Farmer', exact: true });
    await expect(farmerField).toBeFocused();
    await expect(farmerField).toHaveText(farmer.name);
    await expect(page.getByLabel('Quantity (Quintals)')).toHaveValue('10');
    await expect(page.getByLabel('Rate (₹ per Quintal)')).toHaveValue('2000');
    await expectAccessible(page);
    await screenshots(page, 'corrections-purchase-correcting');

    // Farmer → Crop → Quantity → Rate, the new rate typed over the old one, Enter saves.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Rate (₹ per Quintal)')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2100');
    await page.keyboard.press('Enter');

    const corrected = toast(page, new RegExp(`Purchase #${purchase.id} corrected as #\\d+`));
    await expect(corrected).toBeVisible();
    const newId = Number(/corrected as #(\d+)/.exec((await corrected.textContent()) ?? '')?.[1]);
    expect(newId).toBeGreaterThan(purchase.id);
    await expect(page.getByRole('heading', { name: 'New Purchase' })).toBeVisible();
    await expect(page.getByTestId('correction-banner')).toHaveCount(0);
    // The keyboard carries on from the new purchase's first field.
    await expect(page.getByRole('combobox', { name: 'Farmer', exact: true })).toBeFocused();
    await expect(item.getByTestId('recent-purchase-total')).toHaveText('₹21,000.00');
    await expect(item).toContainText(`Corrects #${purchase.id}`);

    // All purchases, with the cancelled ones too: the old one struck through and named as amended.
    await page.goto(`/purchase?status=all&partyId=${farmer.id}`);
    const rows = page.getByTestId('purchase-row');
    await expect(rows).toHaveCount(2);
    const old = rows.filter({ hasText: `Amended as #${newId}` });
    await expect(old).toHaveAttribute('data-status', 'cancelled');
    await expect(old.getByTestId('cancelled-badge')).toHaveText('Cancelled');
    await expect(old.getByTestId('purchase-total')).toHaveText('₹20,000.00');
    await expect(old.getByTestId('purchase-total')).toHaveClass(/line-through/);
    await expect(old.getByRole('button', { name: /^(Correct|Cancel) / })).toHaveCount(0);
    await expect(old.getByRole('link', { name: `History of Purchase #${purchase.id}` })).toHaveAttribute(
      'href',
      `/audit?entity=purchase&entityId=${purchase.id}`,
    );
    const fresh = rows.filter({ hasText: `Corrects #${purchase.id}` });
    await expect(fresh).toHaveAttribute('data-status', 'active');
    await expect(fresh.getByTestId('purchase-total')).toHaveText('₹21,000.00');
    await expectAccessible(page);
    await screenshots(page, 'corrections-purchases-all');

    // The farmer's statement: the first entry, its reversal, and the corrected entry.
    await page.goto(`/parties/${farmer.id}/statement`);
    const entries = page.getByRole('table').getByRole('row');
    await expect(entries.filter({ hasText: `Cancelled: Purchase #${purchase.id}` })).toHaveCount(1);
    // The first entry and its reversal both name the purchase.
    await expect(entries.filter({ hasText: `Purchase #${purchase.id}:` })).toHaveCount(2);
    await expect(entries.filter({ hasText: `Purchase #${newId}:` })).toHaveCount(1);
    await expect(entries.filter({ hasText: `Purchase #${newId}:` })).toContainText('₹21,000.00');

    // The stock holds the corrected purchase only: 10 q valued at ₹2,100.
    await page.goto('/inventory');
    await page.getByLabel('Search by crop name').fill(crop.name);
    const stock = page.getByRole('row').filter({ hasText: crop.name });
    await expect(stock).toHaveCount(1);
    await expect(stock).toContainText(inr(2100, 0));
    await expect(stock).toContainText(inr(21000, 0));
  },
);

test('a cancelled sale leaves the active list and the cards, and shows struck through under Cancelled and All', async ({
  signedIn: page,
  api,
}) => {
  const { crop, trader } = await arrangePurchase(api);
  const sale = await createSale(api, {
    partyId: trader.id,
    cropId: crop.id,
    quantity: '4',
    rate: '2500',
    qualityGrade: 'A',
    saleDate: businessToday(),
  });
  const activeTotal = async () =>
    (await getJson<Sale[]>(api, '/api/sales')).reduce((sum, s) => sum + Number(s.totalAmount), 0);
  const before = await activeTotal();

  await page.goto('/sales');
  await expect(page.getByTestId('card-total-sales')).toContainText(inr(before));
  const row = page.getByTestId('sale-row').filter({ hasText: trader.name });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Cancel Sale #${sale.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel Sale #${sale.id}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('reversed');
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  // The reason is required: Enter with none names the field and sends nothing.
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Required')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'corrections-cancel-dialog');
  await page.keyboard.type('Entered twice');
  await page.keyboard.press('Enter');

  await expect(toast(page, `Sale #${sale.id} cancelled`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sale-row').filter({ hasText: trader.name })).toHaveCount(0);
  expect(await activeTotal()).toBe(before - 10000);
  await expect(page.getByTestId('card-total-sales')).toContainText(inr(before - 10000));

  for (const status of ['Cancelled', 'All']) {
    await chooseOption(page.getByRole('combobox', { name: 'Status', exact: true }), status);
    const cancelled = page.getByTestId('sale-row').filter({ hasText: trader.name });
    await expect(cancelled).toHaveCount(1);
    await expect(cancelled).toHaveAttribute('data-status', 'cancelled');
    await expect(cancelled.getByTestId('cancelled-badge')).toBeVisible();
    await expect(cancelled.getByTestId('cancel-reason')).toHaveText('Entered twice');
    await expect(cancelled.getByText(trader.name, { exact: true })).toHaveClass(/line-through/);
    await expect(cancelled.getByTestId('sale-row-total')).toHaveClass(/line-through/);
    await expect(cancelled.getByRole('button', { name: `Cancel Sale #${sale.id}` })).toHaveCount(0);
    // The cards still count active sales only.
    await expect(page.getByTestId('card-total-sales')).toContainText(inr(before - 10000));
  }
  await expectAccessible(page);
  await screenshots(page, 'corrections-sales-all');

  // On a phone the cancelled sale is a card, struck through, with nothing cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByTestId('sale-card').filter({ hasText: trader.name });
  await expect(card).toHaveAttribute('data-status', 'cancelled');
  await expect(card.getByTestId('cancelled-badge')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

/** A staff user (POST /api/users as the admin) and a browser context signed in as them. */
async function staffPage(api: APIRequestContext, browser: Browser, baseURL: string) {
  const email = `staff-${Date.now().toString(36)}@mandibook.test`;
  const password = 'staff-password-1234';
  await post(api, '/api/users', { email, username: unique('staff'), password, role: 'staff' });
  const context = await browser.newContext({ baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const login = await context.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { user, token } = (await login.json()) as { user: unknown; token: string };
  await context.addInitScript(
    ([u, t]) => {
      if (!window.localStorage.getItem('auth-storage')) {
        window.localStorage.setItem(
          'auth-storage',
          JSON.stringify({ state: { user: u, token: t, isAuthenticated: true }, version: 0 }),
        );
      }
    },
    [user, token] as const,
  );
  return { context, page: await context.newPage() };
}

test('a staff user may not cancel an expense dated yesterday: the refusal is shown and nothing changes', async ({
  api,
  browser,
  baseURL,
}) => {
  const description = unique('Yesterday transport');
  const expense = await createExpense(api, {
    type: 'transport',
    description,
    amount: '750',
    expenseDate: addDays(businessToday(), -1),
  });
  const { context, page } = await staffPage(api, browser, baseURL!);
  try {
    await page.goto('/expenses');
    const row = page.getByTestId('expense-row').filter({ hasText: description });
    await expect(row).toHaveCount(1);
    // History is the admins' (the audit trail is theirs).
    await expect(row.getByRole('link', { name: /^History of/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Cancel Expense #${expense.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel Expense #${expense.id}` });
    await dialog.getByLabel('Reason').fill('Wrong amount');
    await page.keyboard.press('Enter');

    await expect(dialog.getByTestId('cancel-refusal')).toHaveText(CORRECTION_FORBIDDEN_MESSAGE);
    await expect(toast(page, CORRECTION_FORBIDDEN_MESSAGE)).toBeVisible();
    await expectAccessible(page);
    // The reason keeps the focus. Esc dismisses the toast first (the newest layer), then the dialog; the
    // expense is still active.
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(toast(page, CORRECTION_FORBIDDEN_MESSAGE)).toHaveCount(0);
    await expect(row).toHaveAttribute('data-status', 'active');
    const res = await api.get(`/api/expenses/${expense.id}`);
    expect(((await res.json()) as { status: string }).status).toBe('active');
  } finally {
    await context.close();
  }
});

test('the Expenses and Payments screens offer the status filter and the row actions, desktop and phone', async ({
  signedIn: page,
  api,
}) => {
  const { farmer } = await arrangePurchase(api);
  await createExpense(api, {
    type: 'storage',
    description: unique('Godown rent for a long month of storage in the mandi yard'),
    amount: '1250.50',
    expenseDate: businessToday(),
  });
  await post(api, '/api/payments', {
    partyId: farmer.id,
    direction: 'paid',
    amount: '5000',
    paymentDate: businessToday(),
    mode: 'cash',
    allocations: [],
  });
  for (const path of ['/expenses', '/payments']) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveText('Active');
    await expect(page.getByRole('button', { name: /^Correct (Expense|Payment) #/ }).first()).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, `corrections-${path.slice(1)}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    // On a phone each record is a card whose actions are whole.
    const card = page.getByTestId(path === '/expenses' ? 'expense-card' : 'payment-card').first();
    const cancelButton = card.getByRole('button', { name: /^Cancel (Expense|Payment) #/ });
    await cancelButton.scrollIntoViewIfNeeded();
    await expect(cancelButton).toBeInViewport({ ratio: 1 });
  }
});

test('a payment is corrected: its form opens with its allocation, the bill counts what it settled as open, and the new amount settles it', async ({
  signedIn: page,
  api,
}) => {
  const { farmer, purchase } = await arrangePurchase(api);
  const payment = await post<{ id: number }>(api, '/api/payments', {
    partyId: farmer.id,
    direction: 'paid',
    amount: '5000',
    paymentDate: businessToday(),
    mode: 'cash',
    allocations: [{ purchaseId: purchase.id, amount: '5000' }],
  });
  await page.goto(`/payments?partyId=${farmer.id}`);
  await page.getByRole('button', { name: `Correct Payment #${payment.id}` }).click();
  await expect(page.getByRole('form', { name: `Correcting Payment #${payment.id}` })).toBeVisible();
  await expect(page.getByLabel('Amount (₹)')).toHaveValue('5000');
  const allocation = page.locator(`#allocation-purchase-${purchase.id}`);
  await expect(allocation).toHaveValue('5000');
  // Nothing is unallocated, and the bill's outstanding includes the 5,000 this payment settled.
  const billRow = page
    .getByRole('region', { name: 'Open bills' })
    .getByRole('row')
    .filter({ hasText: `Purchase #${purchase.id}` });
  await expect(billRow.getByRole('cell').nth(2)).toHaveText(inr(20000));
  await expectAccessible(page);

  await page.getByLabel('Amount (₹)').fill('6000');
  await expect(allocation).toHaveValue('6000.00');
  await page.getByLabel('Amount (₹)').press('Enter');
  await expect(toast(page, new RegExp(`Payment #${payment.id} corrected as #\\d+`))).toBeVisible();
  await expect(page.getByTestId('correction-banner')).toHaveCount(0);
  const bill = await getJson<{ paidAmount: string; outstanding: string }>(
    api,
    `/api/purchases/${purchase.id}`,
  );
  expect(bill).toMatchObject({ paidAmount: '6000.00', outstanding: '14000.00' });
});

test('a sale and an expense are corrected from their forms, filled with the record', async ({
  signedIn: page,
  api,
}) => {
  const { crop, trader } = await arrangePurchase(api);
  const sale = await createSale(api, {
    partyId: trader.id,
    cropId: crop.id,
    quantity: '4',
    rate: '2500',
    qualityGrade: 'A',
    paymentStatus: 'paid',
    saleDate: businessToday(),
  });
  await page.goto('/sales');
  await page.getByRole('button', { name: `Correct Sale #${sale.id}` }).click();
  const saleForm = page.getByRole('form', { name: `Correcting Sale #${sale.id}` });
  await expect(saleForm).toBeVisible();
  // Paid in full with the sale: the correction is paid in full too (a payment made with it is cancelled with it).
  await expect(page.getByLabel('Payment Status', { exact: true })).toHaveText('Paid');
  await expect(page.getByLabel('Quantity (Quintals)')).toHaveValue('4');
  // Its own 4 quintals count as in stock while it is corrected.
  await expect(page.getByText('In stock: 10 Quintals')).toBeVisible();
  await page.getByLabel('Quantity (Quintals)').fill('5');
  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(toast(page, new RegExp(`Sale #${sale.id} corrected as #\\d+`))).toBeVisible();
  const corrected = page.getByTestId('sale-row').filter({ hasText: trader.name });
  await expect(corrected).toHaveCount(1);
  await expect(corrected).toContainText(`Corrects #${sale.id}`);
  await expect(corrected).toContainText(inr(12500));

  const description = unique('Hamali for unloading');
  const expense = await createExpense(api, {
    type: 'labor',
    description,
    amount: '400',
    expenseDate: businessToday(),
  });
  await page.goto('/expenses');
  await page.getByRole('button', { name: `Correct Expense #${expense.id}` }).click();
  await expect(page.getByRole('form', { name: `Correcting Expense #${expense.id}` })).toBeVisible();
  await expect(page.locator('#expense-description')).toHaveValue(description);
  await page.getByLabel('Amount (₹)').fill('450');
  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(toast(page, new RegExp(`Expense #${expense.id} corrected as #\\d+`))).toBeVisible();
  const row = page.getByTestId('expense-row').filter({ hasText: description });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(inr(450));
  await expect(row).toContainText(`Corrects #${expense.id}`);
});
