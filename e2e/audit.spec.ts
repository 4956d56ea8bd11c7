import type { APIRequestContext } from '@playwright/test';
import { addDays, businessToday } from '../common/business-day';
import type { AuditPage } from '../common/schemas/audit';
import type { Purchase } from '../common/schemas/purchases';
import { createCrop, createParty, createPurchase, getJson, post } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { typedDate } from './support/screen';
import { chooseByKeyboard, chooseOption } from './support/select';

/** Two purchases from one farmer, 10 q @ ₹2,245: the first cancelled with a reason, the second amended to ₹2,425. */
async function arrangeCorrections(api: APIRequestContext) {
  const crop = await createCrop(api, { name: unique('Bajra'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Ramesh Kumar'), type: 'farmer' });
  const purchase = {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '10',
    rate: '2245',
    qualityGrade: 'A' as const,
    purchaseDate: addDays(businessToday(), -1),
    expenses: [],
  };
  const cancelled = await createPurchase(api, purchase);
  const res = await api.post(`/api/purchases/${cancelled.id}/cancel`, { data: { reason: 'Entered twice' } });
  expect(res.status(), await res.text()).toBe(200);
  const amended = await createPurchase(api, purchase);
  const replacement = await post<Purchase>(api, `/api/purchases/${amended.id}/amend`, {
    ...purchase,
    rate: '2425',
  });
  return { crop, farmer, cancelled, amended, replacement };
}

test('the audit trail shows a cancel and an amendment, filters by record and keeps the filter on reload', async ({
  signedIn: page,
  api,
}) => {
  const { cancelled, amended, replacement } = await arrangeCorrections(api);

  // A purchase row's History link is this deep link.
  await page.goto(`/audit?entity=purchase&entityId=${cancelled.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
  const rows = page.getByTestId('audit-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('audit-total')).toHaveText('2 changes');
  const cancelRow = rows.nth(0);
  await expect(cancelRow).toContainText('Cancelled');
  await expect(cancelRow).toContainText(`Purchase #${cancelled.id}`);
  await expect(cancelRow).toContainText('admin');
  await expect(cancelRow).toContainText(`Purchase #${cancelled.id} cancelled: Entered twice`);
  await expect(cancelRow.getByTestId('audit-changes')).toContainText('status active → cancelled');
  await expect(cancelRow.getByTestId('audit-changes')).toContainText('reason Entered twice');
  await expect(rows.nth(1)).toContainText('Created');
  await expect(rows.nth(1).getByTestId('audit-changes')).toContainText('rate ₹2,245.00');
  await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveText('Purchase');
  await expect(page.getByLabel('Record number')).toHaveValue(String(cancelled.id));
  await expectAccessible(page);

  // The other purchase, chosen from the filters by keyboard and typing.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByLabel('Record number')).toBeDisabled();
  // From the keyboard: the record type, then Tab to its number, which takes typing at once.
  const recordType = page.getByRole('combobox', { name: 'Record type' });
  await recordType.focus();
  await chooseByKeyboard(page, 'Purchase');
  await expect(recordType).toHaveText('Purchase');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Record number')).toBeFocused();
  await page.keyboard.type(String(amended.id));
  await expect(page).toHaveURL(new RegExp(`entity=purchase&entityId=${amended.id}$`));
  await expect(rows).toHaveCount(2);
  const amendRow = rows.nth(0);
  await expect(amendRow).toContainText('Amended');
  await expect(amendRow).toContainText(`corrected as #${replacement.id}`);
  await expect(amendRow.getByTestId('audit-changes')).toContainText('rate ₹2,245.00 → ₹2,425.00');
  await expect(amendRow.getByTestId('audit-changes')).not.toContainText('status');

  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('rate ₹2,245.00 → ₹2,425.00');
  await expect(page.getByLabel('Record number')).toHaveValue(String(amended.id));

  // The dates are typed dd-mm-yyyy (docs/screens.md#filters): from tomorrow there is no change, emptied both.
  const tomorrow = addDays(businessToday(), 1);
  const from = page.getByLabel('From', { exact: true });
  await from.fill(typedDate(tomorrow));
  await expect(page).toHaveURL(new RegExp(`[?&]startDate=${tomorrow}(&|$)`));
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
  await from.fill('');
  await expect(page).not.toHaveURL(/[?&]startDate=/);
  await expect(rows).toHaveCount(2);
  // Any record type again: the number goes with its type, since an id alone names no record.
  await chooseOption(page.getByRole('combobox', { name: 'Record type' }), 'All record types');
  await expect(page).not.toHaveURL(/[?&]entityId=/);
  await expect(page.getByLabel('Record number')).toBeDisabled();

  // Filtering by action across every record: the cancel is there, the amendment is not.
  await page.goto('/audit?entity=purchase&action=cancel');
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveText('Cancelled');
  await expect(rows.filter({ hasText: `Purchase #${cancelled.id} cancelled: Entered twice` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `Purchase #${amended.id} corrected` })).toHaveCount(0);
  await expect(rows.filter({ hasNotText: 'Cancelled' })).toHaveCount(0);

  // A record link opens that record's history.
  await rows
    .filter({ hasText: `Purchase #${cancelled.id} cancelled` })
    .getByRole('link', { name: `Purchase #${cancelled.id}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`entity=purchase&entityId=${cancelled.id}$`));
  await expect(rows).toHaveCount(2);
});

test('a master change shows only the fields that changed; pages of 50 go through the server', async ({
  signedIn: page,
  api,
}) => {
  const party = await createParty(api, {
    name: unique('Suresh Yadav'),
    type: 'farmer',
    contactNumber: '98765 43210',
  });
  const put = await api.put(`/api/parties/${party.id}`, {
    data: { name: party.name, type: 'farmer', contactNumber: '98765 43211', address: 'Karnal Mandi' },
  });
  expect(put.status()).toBe(200);
  // Enough crop changes for a second page of the crop trail.
  const before = await getJson<AuditPage>(api, '/api/audit?entity=crop&limit=1');
  for (let i = before.total; i < 55; i++) await createCrop(api, { name: unique('Paging crop'), unit: 'kg' });

  await page.goto(`/audit?entity=party&entityId=${party.id}`);
  const update = page.getByTestId('audit-row').first();
  await expect(update).toContainText('Updated');
  await expect(update).toContainText(`Party ${party.name} updated`);
  const changes = update.getByTestId('audit-changes');
  await expect(changes.getByRole('listitem')).toHaveCount(2);
  await expect(changes).toContainText('contact number 98765 43210 → 98765 43211');
  await expect(changes).toContainText('address none → Karnal Mandi');
  await screenshots(page, 'audit-trail');

  await page.goto('/audit?entity=crop');
  const total = (await getJson<AuditPage>(api, '/api/audit?entity=crop&limit=1')).total;
  await expect(page.getByText(`Showing 1–50 of ${total}`)).toBeVisible();
  const firstPage = await page.getByTestId('audit-row').allTextContents();
  expect(firstPage).toHaveLength(50);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Showing 51–${Math.min(100, total)} of ${total}`)).toBeVisible();
  // The page read stays on screen until the next one arrives.
  await expect(page.getByTestId('audit-row').first()).not.toHaveText(firstPage[0]!);
  const secondPage = await page.getByTestId('audit-row').allTextContents();
  expect(secondPage.some((row) => firstPage.includes(row))).toBe(false);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(`Showing 1–50 of ${total}`)).toBeVisible();
});

test('on a phone each change is a card with nothing cut off', async ({ signedIn: page, api }) => {
  const { cancelled } = await arrangeCorrections(api);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(`/audit?entity=purchase&entityId=${cancelled.id}`);
  const cards = page.getByTestId('audit-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('status active → cancelled');
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await screenshots(page, 'audit-trail-cancel');
});

test('staff see no Audit Trail in the sidebar, and the screen says it is the admins’', async ({
  page,
  api,
}) => {
  const email = `${unique('clerk').replace(/\s/g, '-')}@mandibook.test`;
  await post(api, '/api/users', {
    email,
    username: 'Clerk',
    password: 'a long staff password',
    role: 'staff',
  });

  await page.goto('/audit');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long staff password');
  await page.keyboard.press('Enter');

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible({ timeout: 30_000 });
  await expect(nav.getByRole('link', { name: 'Audit Trail' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
  await expect(page.getByText('Only admins read the audit trail')).toBeVisible();
  await expect(page.getByTestId('audit-row')).toHaveCount(0);
  await expectAccessible(page);
});
