import type { APIRequestContext } from '@playwright/test';
import { round } from '../common/decimal';
import type { Sale } from '../common/schemas/sales';
import type { Charge, ChargeInput } from '../common/schemas/settings';
import { createCrop, createParty, createPurchase, getJson, post } from './support/arrange';
import { pdfTabOf } from './support/downloads';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { toast } from './support/screen';
import { chooseByKeyboard } from './support/select';

// A sale with bags and the charges the buyer bears, recorded from the keyboard with its bill previewed as
// the clerk types (docs/posting.md#charges: the buyer's bill is the value plus the charges the buyer bears),
// then its bill printed: a PDF made on the server (docs/documents.md).

/** A mandi's sale charges, each borne by the buyer; taken off the schedule after the test (specs share it). */
async function saleSchedule(api: APIRequestContext): Promise<Charge[]> {
  const terms: Array<Partial<ChargeInput> & Pick<ChargeInput, 'name' | 'basis' | 'rate'>> = [
    { name: unique('Market fee'), nameHi: 'मंडी शुल्क', basis: 'percent', rate: '1' },
    { name: unique('Loading'), nameHi: 'लदाई', basis: 'per_bag', rate: '10' },
    { name: unique('Brokerage'), nameHi: 'दलाली', basis: 'per_quintal', rate: '4', kind: 'retained' },
  ];
  const made: Charge[] = [];
  for (const t of terms) {
    made.push(
      await post<Charge>(api, '/api/charges', { appliesTo: 'sale', bornBy: 'party', kind: 'paid_out', ...t }),
    );
  }
  return made;
}

test('a sale with bags and the buyer’s charges from the keyboard, its bill previewed and printed', async ({
  signedIn: page,
  api,
}) => {
  test.slow();
  const crop = await createCrop(api, { name: unique('Wheat'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Mohan Lal'), type: 'farmer' });
  const trader = await createParty(api, { name: unique('Agarwal Traders'), type: 'trader' });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '40',
    rate: '2000',
    purchaseDate: '2026-04-01',
    expenses: [],
    charges: [],
  });
  const schedule = await saleSchedule(api);
  const [marketFee, loading, brokerage] = schedule as [Charge, Charge, Charge];
  try {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Alt+S: the Sales screen with its form open, the customer focused.
    await page.keyboard.press('Alt+S');
    await expect(page.getByRole('heading', { name: 'Record New Sale' })).toBeVisible();
    await expect(page.getByLabel('Customer')).toBeFocused();
    // The schedule's active sale charges are put on the new lot.
    const rateOf = (c: Charge, basis: string) => page.getByLabel(`${c.name} (${basis})`);
    await expect(rateOf(marketFee, '% of value')).toHaveValue('1.00');
    await expect(rateOf(loading, '₹ per bag')).toHaveValue('10.00');
    await expect(rateOf(brokerage, '₹ per quintal')).toHaveValue('4.00');

    await chooseByKeyboard(page, `${trader.name} (Trader)`);
    await page.keyboard.press('Tab');
    await chooseByKeyboard(page, crop.name);
    await expect(page.getByText('In stock: 40 Quintals')).toBeVisible();
    const quantity = page.getByLabel('Quantity (Quintals)');
    for (let i = 0; i < 3 && !(await quantity.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(quantity).toBeFocused();
    await page.keyboard.type('25');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Rate (₹ per Quintal)')).toBeFocused();
    await page.keyboard.type('2425');

    // On to the bags, past the payment status and the date.
    const bags = page.getByLabel('Bags', { exact: true });
    for (let i = 0; i < 8 && !(await bags.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(bags).toBeFocused();
    await page.keyboard.type('50');

    // 25 q × ₹2,425.00 = ₹60,625.00; market fee 1 % ₹606.25, loading 50 × ₹10 = ₹500.00, brokerage
    // 25 q × ₹4 = ₹100.00 (kept by us): the buyer bears ₹1,206.25, the bill is ₹61,831.25; the market fee
    // and the loading, ₹1,106.25, are paid out of Cash in hand.
    const amountOf = (c: Charge) => page.getByTestId(`lot-charge-amount-${c.id}`);
    await expect(amountOf(marketFee)).toHaveText('₹606.25');
    await expect(amountOf(loading)).toHaveText('₹500.00');
    await expect(amountOf(brokerage)).toHaveText('₹100.00');
    await expect(page.getByTestId('lot-value')).toHaveText('₹60,625.00');
    await expect(page.getByTestId('lot-buyer-charges')).toHaveText('₹1,206.25');
    await expect(page.getByTestId('lot-bill-amount')).toHaveText('₹61,831.25');
    await expect(page.getByTestId('lot-paid-out')).toHaveText('₹1,106.25');

    // The loading's rate for this lot changed from the keyboard: ₹12 a bag, ₹600.00.
    const loadingRate = rateOf(loading, '₹ per bag');
    for (let i = 0; i < 6 && !(await loadingRate.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(loadingRate).toBeFocused();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('12');
    await expect(amountOf(loading)).toHaveText('₹600.00');
    await expect(page.getByTestId('lot-buyer-charges')).toHaveText('₹1,306.25');
    await expect(page.getByTestId('lot-bill-amount')).toHaveText('₹61,931.25');
    await expect(page.getByTestId('lot-paid-out')).toHaveText('₹1,206.25');
    await expectAccessible(page);
    await screenshots(page, 'sale-charges-form');

    // Enter in a field records the sale.
    const request = page.waitForRequest((r) => r.url().endsWith('/api/sales') && r.method() === 'POST');
    await page.keyboard.press('Enter');
    // The body carries the bags and exactly the charges shown, each at its rate for this lot.
    const sent = (await request).postDataJSON() as {
      bags: unknown;
      charges: Array<{ chargeId: number; rate?: string }>;
    };
    expect(String(sent.bags)).toBe('50');
    expect(
      sent.charges
        .map((c) => [c.chargeId, round(c.rate ?? 'no rate sent', 2)])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [marketFee.id, '1.00'],
      [loading.id, '12.00'],
      [brokerage.id, '4.00'],
    ]);
    await expect(toast(page, 'Sale recorded successfully')).toBeVisible();

    const [sale] = await getJson<Sale[]>(api, `/api/sales?partyId=${trader.id}`);
    expect(sale).toMatchObject({
      quantity: '25.000',
      bags: 50,
      totalAmount: '60625.00',
      billAmount: '61931.25',
      paidOutAmount: '1206.25',
      outstanding: '61931.25',
      paymentStatus: 'pending',
    });
    expect(sale!.documentNumber).toMatch(/^S\/\d{4}-\d{2}\/\d{4,}$/);

    // Print on its row, from the keyboard: the bill, a PDF from the server, in a new tab.
    const print = page
      .getByRole('row')
      .filter({ hasText: trader.name })
      .getByRole('button', { name: `Print Sale #${sale!.id}` });
    const bill = page.waitForResponse((r) => r.url().endsWith(`/api/sales/${sale!.id}/bill.pdf`));
    const tab = pdfTabOf(page);
    await print.focus();
    await page.keyboard.press('Enter');
    const answer = await bill;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect((await tab).url).toMatch(/^blob:/);
    // The tab holds the answer as a blob, so the bytes are read again through the API: a real PDF.
    const pdf = await (await api.get(`/api/sales/${sale!.id}/bill.pdf`)).body();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1_000);
  } finally {
    for (const c of schedule) await api.delete(`/api/charges/${c.id}`);
  }
});
