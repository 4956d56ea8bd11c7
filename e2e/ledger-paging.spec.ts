import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, businessToday } from '../common/business-day';
import { add, sumAt } from '../common/decimal';
import { createCrop, createParty, createPurchase } from './support/arrange';
import { clickToDownload, readCsv } from './support/downloads';
import { expect, expectAccessible, ON_POSTGRESQL, test, unique } from './support/fixtures';
import { inr, typedDate } from './support/screen';
import { chooseOption } from './support/select';

// The Ledger and Parties screens page through the server (docs/screens.md#ledger, #masters; issue 14): a party
// with more entries than a page, its filter in the URL, the running balance carried across pages.

const ENTRIES = 250;
/** Dated yesterday; the rest today (so a From date of today leaves the others out). */
const YESTERDAY = 120;

/** ₹ text as the tables show it ('₹1,23,456.00', maybe with Cr after it) as a decimal string. */
function amountOf(text: string): string {
  return text.replace(/[^\d.]/g, '');
}

/** A farmer who sold us ENTRIES lots of different sizes: each purchase is one credit entry (we owe him). */
async function arrange(api: APIRequestContext) {
  const today = businessToday();
  const crop = await createCrop(api, { name: unique('Paging Bajra'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Paging Farmer'), type: 'farmer' });
  const amounts: string[] = [];
  // In small parallel batches: the server takes them as a busy counter would, not one long queue.
  for (let from = 0; from < ENTRIES; from += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, ENTRIES - from) }, (_, k) => {
        const i = from + k;
        const quantity = String(1 + (i % 5));
        const rate = String(100 + i);
        amounts.push(String((1 + (i % 5)) * (100 + i)));
        return createPurchase(api, {
          partyId: farmer.id,
          cropId: crop.id,
          qualityGrade: 'A',
          quantity,
          rate,
          purchaseDate: i < YESTERDAY ? addDays(today, -1) : today,
          expenses: [],
        });
      }),
    );
  }
  return { farmer, total: sumAt(amounts, 2), today };
}

const entriesRegion = (page: Page) => page.getByRole('region', { name: 'Ledger Entries' });
const bodyRows = (page: Page): Locator => entriesRegion(page).getByRole('table').locator('tbody tr');

test(
  'a party with more entries than a page: totals, the running balance across pages, the filter kept on reload',
  ON_POSTGRESQL,
  async ({ signedIn: page, api }) => {
    test.setTimeout(180_000);
    const { farmer, total, today } = await arrange(api);

    await page.goto('/ledger');
    await expect(page.getByRole('heading', { level: 1, name: 'Ledger Management' })).toBeVisible();
    await chooseOption(page.getByRole('combobox', { name: 'Party' }), farmer.name);
    await expect(page).toHaveURL(new RegExp(`[?&]partyId=${farmer.id}(&|$)`));

    // The count and sums come from the server's summary, over every entry, not the page shown.
    const totalLine = page.getByTestId('ledger-entries-total');
    await expect(totalLine).toHaveText(`${ENTRIES} entries · Debit ${inr('0')} · Credit ${inr(total)}`);
    await expect(bodyRows(page)).toHaveCount(100);
    const pages = entriesRegion(page).getByRole('navigation', { name: 'Ledger entry pages' });
    await expect(pages).toContainText(`Showing 1–100 of ${ENTRIES}`);

    // Page 1's running balance is its credits summed (all Cr: we owe the farmer).
    const credits1 = (await bodyRows(page).locator('td:nth-child(6)').allTextContents()).map(amountOf);
    const last1 = amountOf((await bodyRows(page).last().locator('td').nth(6).textContent()) ?? '');
    expect(last1).toBe(sumAt(credits1, 2));
    await expect(bodyRows(page).last().locator('td').nth(6)).toContainText('Cr');

    const firstOfPage1 = (await bodyRows(page).first().textContent()) ?? '';
    // Page 2 held back at the network: until it comes the line says it is loading over page 1's rows, and the
    // buttons wait; "Showing 101–200" only over page 2's rows.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pageTwo = /\/api\/ledger\?.*cursor=/;
    await page.route(pageTwo, async (route) => {
      await held;
      await route.continue();
    });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText(`Loading 101–200 of ${ENTRIES}…`);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(bodyRows(page).first()).toHaveText(firstOfPage1);
    release();
    await expect(pages).toContainText(`Showing 101–200 of ${ENTRIES}`);
    await page.unroute(pageTwo);
    await expect(bodyRows(page)).toHaveCount(100);
    // The first row of page 2 carries on from the last of page 1.
    const first2 = bodyRows(page).first();
    await expect(first2).not.toHaveText(firstOfPage1);
    const credit = amountOf((await first2.locator('td').nth(5).textContent()) ?? '');
    await expect(first2.locator('td').nth(6)).toContainText(`${inr(add(last1, credit))}Cr`);

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText(`Showing 201–${ENTRIES} of ${ENTRIES}`);
    await expect(bodyRows(page)).toHaveCount(ENTRIES - 200);
    // The last entry's balance is everything we owe him.
    await expect(bodyRows(page).last().locator('td').nth(6)).toContainText(`${inr(total)}Cr`);
    await expectAccessible(page);

    // A reload keeps the filter (it is in the URL) and starts again at the first page.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Party' })).toHaveText(farmer.name);
    await expect(totalLine).toHaveText(`${ENTRIES} entries · Debit ${inr('0')} · Credit ${inr(total)}`);
    await expect(pages).toContainText(`Showing 1–100 of ${ENTRIES}`);

    // From today: only today's entries, their balances still counting yesterday's.
    await page.getByLabel('From').fill(typedDate(today));
    await expect(page).toHaveURL(new RegExp(`[?&]startDate=${today}(&|$)`));
    await expect(totalLine).toContainText(`${ENTRIES - YESTERDAY} entries`);
    await expect(pages).toContainText(`of ${ENTRIES - YESTERDAY}`);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(bodyRows(page)).toHaveCount(ENTRIES - YESTERDAY - 100);
    await expect(bodyRows(page).last().locator('td').nth(6)).toContainText(`${inr(total)}Cr`);

    // Export is the server's file of every entry the filters match, not the page shown.
    const download = await clickToDownload(page.getByRole('button', { name: 'Export' }));
    expect(download.suggestedFilename()).toBe(`ledger_report_party_${farmer.id}_${today}.csv`);
    const csv = await readCsv(download);
    const lines = csv.rows.slice(1);
    expect(lines).toHaveLength(ENTRIES - YESTERDAY);
    expect(lines.every((row) => row[0] === today && row[1] === farmer.name)).toBe(true);
    expect(lines.at(-1)?.slice(7)).toEqual([total, 'Payable']);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/partyId=/);
    await expect(page.getByRole('combobox', { name: 'Party' })).toHaveText('All Parties');
    await expectAccessible(page);
  },
);

test(
  'the Parties search is sent to the server, kept in the URL and finds the party alone',
  ON_POSTGRESQL,
  async ({ signedIn: page, api }) => {
    const name = unique('Pagingsearch Trader');
    const party = await createParty(api, { name, type: 'trader' });
    await createParty(api, { name: unique('Other Trader'), type: 'trader' });

    await page.goto('/parties');
    await expect(page.getByRole('heading', { level: 1, name: 'Party Management' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Party list pages' })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search parties by name' });
    // Typed at a person's pace: the server is asked once typing pauses.
    await search.pressSequentially(name.toLowerCase(), { delay: 20 });
    await expect(page).toHaveURL(/[?&]q=/);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(party.name);
    await expect(page.getByRole('navigation', { name: 'Party list pages' })).toContainText(
      'Showing 1–1 of 1',
    );
    await expectAccessible(page);

    // The type filter joins the search in the URL; a reload keeps both.
    await chooseOption(page.getByRole('combobox', { name: 'Filter by type' }), 'Farmer');
    await expect(page).toHaveURL(/[?&]type=farmer/);
    await expect(page.getByText('No party matches this search and these filters.')).toBeVisible();
    await chooseOption(page.getByRole('combobox', { name: 'Filter by type' }), 'Trader');
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(search).toHaveValue(name.toLowerCase());
    await expect(page.getByRole('combobox', { name: 'Filter by type' })).toHaveText('Trader');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(party.name);
    await expectAccessible(page);
  },
);
