// Every screen at a laptop's 1280 px, a desktop's 1440 px and a wide 1920 px, with the longest names a business
// has and bills in lakhs: no table scrolls sideways and nothing pushes the page wider than the window
// (docs/screens.md#tables-fit-the-screen). Phones have their own flows (phone-lists.spec.ts): their lists are cards.
import type { Page } from '@playwright/test';
import { addDays, businessToday } from '../common/business-day';
import { createCrop, createExpense, createParty, createPurchase, createSale, post } from './support/arrange';
import { expect, test } from './support/fixtures';

const SCREENS = [
  '/dashboard',
  '/parties',
  '/crops',
  '/locations',
  '/purchase',
  '/purchase?status=all',
  '/sales',
  '/expenses',
  '/payments',
  '/cash-bank',
  '/inventory',
  '/ledger',
  '/outstanding',
  '/reports',
  '/users',
  '/audit',
  '/settings',
] as const;

/** Tables wider than their box and how much the page itself is wider than the window, on the screen as it is. */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tables: [...document.querySelectorAll<HTMLElement>('[data-slot="table-container"]')]
      .filter((c) => c.offsetParent !== null && c.scrollWidth > c.clientWidth + 1)
      .map((c) => {
        // Each column's header and width, to say which one grew.
        const columns = [...c.querySelectorAll('thead th')]
          .map((th) => `${th.textContent?.trim() ?? ''} ${Math.round(th.getBoundingClientRect().width)}`)
          .join(', ');
        return `${c.getAttribute('aria-label') ?? '?'}: ${c.scrollWidth} in ${c.clientWidth} (${columns})`;
      }),
  }));
}

test('every screen fits 1280 to 1920 px wide with the longest names and bills in lakhs', async ({
  signedIn: page,
  api,
}) => {
  test.setTimeout(240_000);
  const today = businessToday();
  const stamp = Date.now().toString(36);
  const crop = await createCrop(api, { name: `Pusa Basmati 1121 Steam Grade ${stamp}`, unit: 'quintal' });
  const farmer = await createParty(api, {
    name: `Shrimati Laxmibai Ramchandra Deshmukh-Patil Krishi Utpadak Sangh ${stamp}`,
    type: 'farmer',
    address:
      'Gat No. 1274, Behind Gram Panchayat Office, Village Wadgaon Sheri, Taluka Haveli, District Pune',
  });
  const trader = await createParty(api, {
    name: `Maharashtra Agro Commodities and Exports Private Ltd ${stamp}`,
    type: 'trader',
  });
  const lot = { cropId: crop.id, qualityGrade: 'A' as const };
  const purchase = await createPurchase(api, {
    ...lot,
    partyId: farmer.id,
    quantity: '987.65',
    rate: '9876.54',
    purchaseDate: addDays(today, -3),
    expenses: [{ type: 'transportation', amount: '1234567.89' }],
  });
  // Two sales of about ₹98 lakh each: the trader owes about two crore, as an exporter's account can.
  for (const days of [2, 1]) {
    await createSale(api, {
      ...lot,
      partyId: trader.id,
      quantity: '438.27',
      rate: '11234.56',
      saleDate: addDays(today, -days),
      paymentStatus: 'pending',
    });
  }
  await post(api, '/api/payments', {
    partyId: farmer.id,
    direction: 'paid',
    amount: '4567890.12',
    paymentDate: today,
    mode: 'cash',
    allocations: [{ purchaseId: purchase.id, amount: '4567890.12' }],
  });
  // By UPI into a bank account of a long name, with a long reference.
  const bank = await post<{ id: number }>(api, '/api/accounts', {
    name: `State-Bank-of-India-Krishi-Upaj-Mandi-Branch-Cash-Credit ${stamp}`,
    kind: 'bank',
    openingBalance: '0',
  });
  await post(api, '/api/payments', {
    partyId: trader.id,
    direction: 'received',
    amount: '2500000.00',
    paymentDate: today,
    mode: 'upi',
    accountId: bank.id,
    reference: 'UTR412345678901234/HDFC0001234/MAHARASHTRAAGRO',
  });
  await createExpense(api, {
    type: 'storage',
    description: 'Warehouse rent for the cold store at Wadgaon Sheri, October and November',
    amount: '2345678.90',
    expenseDate: today,
  });

  const found: string[] = [];
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of SCREENS) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lists fill after their first request: wait until no skeleton is left.
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
      const { page: wider, tables } = await overflow(page);
      if (wider > 0) found.push(`${width} ${screen}: the page is ${wider} px wider than the window`);
      for (const t of tables) found.push(`${width} ${screen}: ${t}`);
    }
    await page.goto(`/parties/${farmer.id}/statement`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
    const statement = await overflow(page);
    if (statement.page > 0) found.push(`${width} statement: the page is ${statement.page} px wider`);
    for (const t of statement.tables) found.push(`${width} statement: ${t}`);
  }
  expect(found).toEqual([]);
});
