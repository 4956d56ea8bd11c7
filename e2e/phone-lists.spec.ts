// Every list on a 390×844 phone: each row a card whose figures are whole inside the screen, and no page
// wider than the screen (docs/screens.md#phone-lists). The desktop tables are the other specs' business.
import type { Locator, Page } from '@playwright/test';
import { addDays, businessToday } from '../common/business-day';
import type { Party } from '../common/schemas/parties';
import type { Payment } from '../common/schemas/payments';
import {
  createCity,
  createCrop,
  createExpense,
  createParty,
  createPurchase,
  createSale,
  createState,
  getJson,
  post,
} from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { expectNoSidewaysScroll, inr } from './support/screen';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/**
 * The rupee amounts and the marked figures (`data-figure`: stock, balances) shown in `main`: each entirely
 * inside the 390 px screen and not clipped by a scrolling or hidden-overflow
 * ancestor (the stock figure once showed "3" of 378 that way). Returns how many were checked.
 */
async function expectFiguresWhole(page: Page): Promise<number> {
  const main = page.locator('main');
  const figures = main
    .locator('[data-figure]')
    .or(main.getByText(/₹\s?[\d,]+/))
    .filter({ visible: true });
  // One round trip for all of them: a busy list holds a hundred figures, and a call each took a minute in CI.
  const found = await figures.evaluateAll(
    (nodes, width) =>
      nodes.map((node) => {
        const text = node.textContent ?? '';
        const problems: string[] = [];
        const box = node.getBoundingClientRect();
        if (box.left < 0) problems.push(`${text} starts outside the screen`);
        if (box.right > width) problems.push(`${text} ends outside the screen`);
        const range = document.createRange();
        range.selectNodeContents(node);
        const drawn = range.getBoundingClientRect();
        for (let el = node.parentElement; el; el = el.parentElement) {
          if (getComputedStyle(el).overflowX === 'visible') continue;
          const clip = el.getBoundingClientRect();
          if (drawn.left < clip.left - 0.5 || drawn.right > clip.right + 0.5) {
            problems.push(`${text} cut by ${el.tagName}.${el.className}`);
            break;
          }
        }
        return problems;
      }),
    PHONE.width,
  );
  expect(found.flat()).toEqual([]);
  return found.length;
}

/**
 * The search has landed: every card of the list holds the text searched. The figures are counted once and then
 * checked one by one, so a list still narrowing (the search is sent once typing pauses) would lose some of them.
 */
async function searched(page: Page, cardTestId: string, text: string): Promise<void> {
  await expect(page.getByTestId(cardTestId).filter({ hasNotText: text })).toHaveCount(0);
  await expect(page.getByTestId(cardTestId).first()).toBeVisible();
}

/**
 * The screen as a phone shows it: its cards, the first one's actions inside the screen, whole figures (a
 * list of names, as states and cities, has none), no sideways scroll, axe clean, screenshots.
 */
/**
 * Screens whose list does not lead: the Purchase screen's form, the Dashboard's figures and charts, the Ledger's
 * receivables and payables (lists themselves) above its entries, and Reports' tiles that choose the report.
 */
const LIST_LEADS_NOT = new Set(['purchase', 'dashboard', 'ledger', 'reports']);

async function checkScreen(page: Page, name: string, cards: Locator, hasFigures = true): Promise<void> {
  await expect(cards.first()).toBeVisible();
  if (!LIST_LEADS_NOT.has(name)) {
    // The list's box starts on the first screen, its heading and a first line showing: summary cards and filters
    // above it fold (docs/screens.md#phone-lists).
    const top = await cards
      .first()
      .evaluate(
        (card) => (card.closest('[data-slot="card"]') ?? card).getBoundingClientRect().top + window.scrollY,
      );
    expect(top, `${name}: the list starts ${Math.round(top)} px down`).toBeLessThan(PHONE.height - 60);
  }
  const actions = cards.first().locator('button:visible, a:visible');
  for (let i = 0; i < (await actions.count()); i++) {
    const box = (await actions.nth(i).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  const figures = await expectFiguresWhole(page);
  if (hasFigures) expect(figures).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshots(page, `phone-lists-${name}`);
}

/**
 * A list's filters on a phone: all but the lead fold behind one button that says how many of them are set, open
 * from the start when one is (docs/screens.md#phone-lists). Left folded, for the list's own check after it.
 */
async function expectFiltersFold(page: Page, group: string, folded: string, set = 0): Promise<void> {
  const filters = page.getByRole('group', { name: group });
  const toggle = filters.getByTestId('filters-toggle');
  const hidden = filters.getByRole('combobox', { name: folded, exact: true });
  await expect(toggle).toContainText(set > 0 ? `Filters · ${set} set` : /^Filters/);
  if (set > 0) {
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(hidden).toBeVisible();
    await toggle.click();
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(hidden).toBeHidden();
  await toggle.click();
  await expect(hidden).toBeVisible();
  await toggle.click();
  await expect(hidden).toBeHidden();
}

test('every list is a column of cards on a phone, each figure whole and nothing scrolling sideways', async ({
  signedIn: page,
  api,
}) => {
  test.setTimeout(360_000);
  const today = businessToday();
  const state = await createState(api, unique('Uttar Pradesh Purvanchal Region'));
  const city = await createCity(api, { name: unique('Azadpur Mandi'), stateId: state.id });
  const crop = await createCrop(api, {
    name: unique('Wheat Sharbati'),
    unit: 'quintal',
    basePrice: '2450.50',
  });
  const farmer = await createParty(api, {
    name: unique('Shri Ramchandra Agro Commodities Private Limited, Azadpur'),
    type: 'farmer',
    contactNumber: '+91 98765 43210',
    address: 'Khasra 114, Village Alipur, Tehsil Narela',
    stateId: state.id,
    cityId: city.id,
  });
  const trader = await createParty(api, {
    name: unique('Maharashtra Rajya Sahakari Krishi Vipanan Mahasangh Maryadit'),
    type: 'trader',
  });
  // Large figures on purpose: a crore-sized total is the widest an amount gets on these screens.
  const purchase = await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    qualityGrade: 'A',
    quantity: '5378.5',
    rate: '2375.75',
    purchaseDate: addDays(today, -2),
    expenses: [{ type: 'transportation', amount: '12500' }],
    amountPaid: '100000',
  });
  const sale = await createSale(api, {
    partyId: trader.id,
    cropId: crop.id,
    qualityGrade: 'A',
    quantity: '1200',
    rate: '2610.25',
    saleDate: addDays(today, -1),
  });
  const expense = await createExpense(api, {
    type: 'labor',
    description: 'Hammali and tulai for the Azadpur lot, 5,378 bags unloaded, stitched and weighed',
    amount: '123456.78',
    expenseDate: today,
  });
  const payment = await post<Payment>(api, '/api/payments', {
    partyId: trader.id,
    direction: 'received',
    amount: '1500000',
    paymentDate: today,
    mode: 'cash',
    allocations: [],
  });

  await page.goto('/parties');
  await page.getByRole('searchbox', { name: 'Search parties by name' }).fill(farmer.name);
  await searched(page, 'party-card', farmer.name);
  const partyCard = page.getByTestId('party-card').filter({ hasText: farmer.name });
  const { balance } = (await getJson<Party[]>(api, '/api/parties')).find((p) => p.id === farmer.id)!;
  await expect(partyCard.locator('[data-figure]')).toHaveText(inr(balance));
  await expect(partyCard.getByRole('link', { name: `Statement of ${farmer.name}` })).toBeVisible();
  await expect(partyCard.getByRole('button', { name: `Edit ${farmer.name}` })).toBeVisible();
  await expect(partyCard.getByRole('button', { name: `Delete ${farmer.name}` })).toBeVisible();
  // The long name wraps onto more lines rather than widening the card.
  const nameBox = await partyCard.getByText(farmer.name).boundingBox();
  expect(nameBox!.height).toBeGreaterThan(30);
  await checkScreen(page, 'parties', partyCard);

  await page.goto('/crops');
  await page.getByRole('searchbox', { name: 'Search crops by name' }).fill(crop.name);
  await searched(page, 'crop-card', crop.name);
  const cropCard = page.getByTestId('crop-card').filter({ hasText: crop.name });
  await expect(cropCard).toContainText(inr('2450.50'));
  await expect(cropCard.getByRole('button', { name: `Edit ${crop.name}` })).toBeVisible();
  await checkScreen(page, 'crops', cropCard);

  await page.goto('/locations');
  const stateCard = page.getByTestId('state-card').filter({ hasText: state.name });
  await expect(stateCard.getByRole('button', { name: `Delete ${state.name}` })).toBeVisible();
  await checkScreen(page, 'states', stateCard, false);
  await page.getByRole('tab', { name: 'Cities' }).click();
  const cityCard = page.getByTestId('city-card').filter({ hasText: city.name });
  await expect(cityCard).toContainText(state.name);
  await expect(cityCard.getByRole('button', { name: `Edit ${city.name}` })).toBeVisible();
  await checkScreen(page, 'cities', cityCard, false);

  await page.goto('/inventory');
  await page.getByLabel('Search by crop name').fill(crop.name);
  await searched(page, 'inventory-card', crop.name);
  const stockCard = page.getByTestId('inventory-card').filter({ hasText: crop.name });
  // 5,378.5 bought less 1,200 sold: the whole figure, never cut to its first digit.
  await expect(stockCard.locator('[data-figure]').first()).toHaveText(/^4,178\.5\d*\s*Quintal/);
  await checkScreen(page, 'inventory', stockCard);

  // All purchases, filtered to this farmer (Recent purchases are the business's newest ten, which other specs'
  // purchases may have pushed this one out of; checkScreen still checks their figures on the page).
  await page.goto(`/purchase?partyId=${farmer.id}`);
  const purchaseCard = page.getByTestId('purchase-card').filter({ hasText: farmer.name });
  await expect(purchaseCard).toContainText(inr(purchase.totalAmount));
  await expect(purchaseCard.getByRole('button', { name: `Cancel Purchase #${purchase.id}` })).toBeVisible();
  await expectFiltersFold(page, 'Filter purchases', 'Filter by crop');
  await checkScreen(page, 'purchase', purchaseCard);

  await page.goto('/sales');
  await page.getByLabel('Search by party or crop').fill(crop.name);
  await searched(page, 'sale-card', crop.name);
  const saleCard = page.getByTestId('sale-card').filter({ hasText: trader.name });
  await expect(saleCard).toContainText(inr(sale.totalAmount));
  await expectFiltersFold(page, 'Filter sales', 'Filter by crop');
  await checkScreen(page, 'sales', saleCard);

  await page.goto('/expenses');
  const expenseCard = page.getByTestId('expense-card').filter({ hasText: expense.description });
  await expect(expenseCard).toContainText(inr(expense.amount));
  await expectFiltersFold(page, 'Filter expenses', 'Filter by type');
  await checkScreen(page, 'expenses', expenseCard);

  await page.goto(`/payments?partyId=${trader.id}`);
  const paymentCard = page.getByTestId('payment-card').filter({ hasText: trader.name });
  await expect(paymentCard).toContainText(inr(payment.amount));
  await expectFiltersFold(page, 'Payment filters', 'Filter by mode');
  await checkScreen(page, 'payments', paymentCard);

  await page.goto('/cash-bank');
  const bookCard = page.getByTestId('book-line-card').filter({ hasText: trader.name });
  await expect(bookCard).toContainText(inr(payment.amount));
  await checkScreen(page, 'cash-bank', bookCard);

  await page.goto('/ledger');
  const ledgerCard = page.getByTestId('ledger-card').first();
  await checkScreen(page, 'ledger', ledgerCard);
  const receivables = page.getByRole('list', { name: 'Receivables' });
  await expect(receivables.getByText(trader.name)).toBeVisible();

  await page.goto(`/parties/${farmer.id}/statement`);
  await checkScreen(page, 'statement', page.getByTestId('statement-card').first());

  await page.goto('/outstanding?side=payable');
  await checkScreen(
    page,
    'outstanding',
    page.getByTestId('outstanding-card').filter({ hasText: farmer.name }),
  );

  await page.goto('/reports');
  const reportCard = page.getByTestId('report-card').filter({ hasText: trader.name });
  await expect(reportCard).toContainText(inr(sale.totalAmount));
  await checkScreen(page, 'reports', reportCard);

  await page.goto(`/audit?entity=purchase&entityId=${purchase.id}`);
  // The record's id is set (a History link's): the filters start open.
  await expectFiltersFold(page, 'Filter the audit trail', 'User', 1);
  await checkScreen(page, 'audit', page.getByTestId('audit-card').first(), false);

  await page.goto('/users');
  await checkScreen(page, 'users', page.getByTestId('user-card').first(), false);

  // The dashboard's lists (Recent Transactions) follow the same rule; its charts keep their own axes.
  await page.goto('/dashboard');
  await checkScreen(page, 'dashboard', page.getByRole('main').getByText(trader.name).first());
});
