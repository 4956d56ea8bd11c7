import type { APIRequestContext } from '@playwright/test';
import type { Purchase } from '../common/schemas/purchases';
import type { Charge, ChargeInput } from '../common/schemas/settings';
import { lotCharges as hiLot } from '../web/i18n/hi/lot-charges';
import { createCrop, createParty, getJson, post } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { toast } from './support/screen';
import { chooseByKeyboard } from './support/select';

// A lot with bags, weighing and charges recorded from the keyboard, its totals previewed as the clerk types
// (docs/posting.md#bags-and-weights, #charges; docs/posting.md#charges): the worked example of the contract, weighed.

/** The contract's schedule, all borne by the farmer. Specs share the database: each test takes it off after. */
async function mandiSchedule(api: APIRequestContext): Promise<Charge[]> {
  const terms: Array<Partial<ChargeInput> & Pick<ChargeInput, 'name' | 'basis' | 'rate'>> = [
    { name: 'Commission', nameHi: 'आढ़त', basis: 'percent', rate: '2.5', kind: 'retained' },
    { name: 'Hamali', nameHi: 'हमाली', basis: 'per_bag', rate: '12' },
    { name: 'Bardana', nameHi: 'बारदाना', basis: 'per_bag', rate: '8' },
    { name: 'Weighing', nameHi: 'तुलाई', basis: 'per_quintal', rate: '3' },
    { name: 'Market fee', nameHi: 'मंडी शुल्क', basis: 'percent', rate: '1' },
  ];
  const made: Charge[] = [];
  for (const t of terms) {
    made.push(
      await post<Charge>(api, '/api/charges', {
        appliesTo: 'purchase',
        bornBy: 'party',
        kind: 'paid_out',
        ...t,
      }),
    );
  }
  return made;
}
async function dropSchedule(api: APIRequestContext, charges: readonly Charge[]) {
  for (const c of charges) await api.delete(`/api/charges/${c.id}`);
}

async function arrange(api: APIRequestContext) {
  const crop = await createCrop(api, { name: unique('Wheat'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Mohan Lal'), type: 'farmer' });
  return { crop, farmer };
}

test('a weighed lot with bags and charges, from the keyboard: net quantity, each charge and net payable as typed', async ({
  signedIn: page,
  api,
}) => {
  test.slow();
  const { crop, farmer } = await arrange(api);
  const schedule = await mandiSchedule(api);
  try {
    await page.goto('/purchase');
    await expect(page.getByRole('heading', { name: 'New Purchase' })).toBeVisible();
    // The schedule's active charges are put on the new lot.
    await expect(page.getByLabel('Commission (% of value)')).toHaveValue('2.50');
    await expectAccessible(page);

    // Keyboard only from here: Alt+P starts at the farmer.
    await page.keyboard.press('Alt+P');
    await expect(page.getByRole('combobox', { name: 'Farmer', exact: true })).toBeFocused();
    await chooseByKeyboard(page, farmer.name);
    await page.keyboard.press('Tab');
    await chooseByKeyboard(page, crop.name);
    await page.keyboard.press('Tab');
    // The quantity is left empty: the weighing gives it.
    await expect(page.getByLabel('Quantity (Quintals)')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Rate (₹ per Quintal)')).toBeFocused();
    await page.keyboard.type('2425');

    // On to the bags, past grade, moisture, date, amount paid and the expense row.
    const bags = page.getByLabel('Bags', { exact: true });
    for (let i = 0; i < 14 && !(await bags.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(bags).toBeFocused();
    await page.keyboard.type('50');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Gross weight (Quintals)')).toBeFocused();
    await page.keyboard.type('25.29');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Tare per bag (kg)')).toBeFocused();
    await page.keyboard.type('0.58');
    await expect(page.getByTestId('lot-net-quantity')).toHaveText(
      'Net quantity 25 Quintals (tare 0.29, moisture 0)',
    );
    await expect(page.getByLabel('Quantity (Quintals)')).toBeDisabled();

    // docs/posting.md#charges' worked example, to the paisa.
    const amountOf = (c: Charge) => page.getByTestId(`lot-charge-amount-${c.id}`);
    const [commission, hamali, bardana, weighing, marketFee] = schedule as [
      Charge,
      Charge,
      Charge,
      Charge,
      Charge,
    ];
    await expect(amountOf(commission)).toHaveText('₹1,515.63');
    await expect(amountOf(hamali)).toHaveText('₹600.00');
    await expect(amountOf(bardana)).toHaveText('₹400.00');
    await expect(amountOf(weighing)).toHaveText('₹75.00');
    await expect(amountOf(marketFee)).toHaveText('₹606.25');
    await expect(page.getByTestId('purchase-subtotal')).toHaveText('₹60,625.00');
    await expect(page.getByTestId('lot-deductions')).toHaveText('₹3,196.88');
    await expect(page.getByTestId('lot-net-payable')).toHaveText('₹57,428.12');
    await expect(page.getByTestId('lot-paid-out')).toHaveText('₹1,681.25');
    await expect(page.getByTestId('purchase-final')).toHaveText('₹59,109.37');

    // A rate changed for this lot, a charge dropped and put back, all from the keyboard.
    await page.keyboard.press('Tab'); // standard moisture
    await page.keyboard.press('Tab');
    const hamaliRate = page.getByLabel('Hamali (₹ per bag)');
    for (let i = 0; i < 8 && !(await hamaliRate.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(hamaliRate).toBeFocused();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('10');
    await expect(amountOf(hamali)).toHaveText('₹500.00');
    await expect(page.getByTestId('lot-net-payable')).toHaveText('₹57,528.12');
    // Bardana comes before Hamali (the schedule is by name): back to its remove button.
    const removeBardana = page.getByRole('button', { name: 'Remove Bardana' });
    for (let i = 0; i < 4 && !(await removeBardana.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(removeBardana).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Bardana (₹ per bag)')).toHaveCount(0);
    await expect(page.getByTestId('lot-net-payable')).toHaveText('₹57,928.12');
    // A retained charge's removal aside, the landed cost is the value less the commission kept.
    await expect(page.getByTestId('purchase-final')).toHaveText('₹59,109.37');
    await screenshots(page, 'lot-charges-purchase-en');

    const request = page.waitForRequest((r) => r.url().endsWith('/api/purchases') && r.method() === 'POST');
    // The focus went on to the next charge's rate; Enter records the lot.
    await expect(page.getByLabel('Commission (% of value)')).toBeFocused();
    await page.keyboard.press('Enter');
    const sent = (await request).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ bags: '50', grossWeight: '25.29', tarePerBagKg: '0.58' });
    expect(sent).not.toHaveProperty('quantity');
    expect(sent.charges).toEqual([
      { chargeId: commission.id, rate: '2.50' },
      { chargeId: hamali.id, rate: '10' },
      { chargeId: marketFee.id, rate: '1.00' },
      { chargeId: weighing.id, rate: '3.00' },
    ]);
    await expect(toast(page, 'Purchase recorded successfully')).toBeVisible();

    const recorded = await getJson<Purchase[]>(api, `/api/purchases?partyId=${farmer.id}`);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      quantity: '25.000',
      bags: 50,
      grossWeight: '25.290',
      tareDeduction: '0.290',
      totalAmount: '60625.00',
      deductions: '2696.88',
      netPayable: '57928.12',
      paidOutAmount: '1181.25',
      finalAmount: '59109.37',
    });
    // The form starts over, with the schedule's charges again.
    await expect(page.getByLabel('Bags', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Bardana (₹ per bag)')).toHaveValue('8.00');
  } finally {
    await dropSchedule(api, schedule);
  }
});

test('the lot panel in Hindi, on a laptop and a phone', async ({ api, hindiPage: page }) => {
  test.slow();
  const { crop } = await arrange(api);
  const schedule = await mandiSchedule(api);
  try {
    await page.goto('/purchase');
    await expect(page.getByText(hiLot.charges, { exact: true })).toBeVisible();
    await expect(page.getByLabel('आढ़त (क़ीमत का %)')).toHaveValue('2.50');
    await page.getByRole('combobox', { name: 'फसल', exact: true }).focus();
    await chooseByKeyboard(page, crop.name);
    await page.getByLabel('भाव (₹ प्रति क्विंटल)').fill('2425');
    await page.getByLabel(hiLot.bags, { exact: true }).fill('50');
    await page.getByLabel('कुल वज़न (क्विंटल)').fill('25.29');
    await page.getByLabel(hiLot.tarePerBag).fill('0.58');
    await expect(page.getByTestId('lot-net-payable')).toHaveText('₹57,428.12');
    await expectAccessible(page);
    await screenshots(page, 'lot-charges-purchase-hi');
  } finally {
    await dropSchedule(api, schedule);
  }
});
