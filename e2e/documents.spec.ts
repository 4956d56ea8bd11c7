import { createCrop, createParty, createPurchase } from './support/arrange';
import { pdfTabOf } from './support/downloads';
import { expect, test, unique } from './support/fixtures';
import { isoToday } from './support/screen';

// Print on a purchase's row opens its farmer's slip, a PDF made on the server, in a new tab (docs/documents.md).

test("Print on a recent purchase opens the farmer's slip as a PDF in a new tab", async ({
  signedIn: page,
  api,
}) => {
  const crop = await createCrop(api, { name: unique('Wheat'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Ramesh'), type: 'farmer' });
  const purchase = await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '4',
    rate: '14357.03',
    // Today's, so that it is among the ten newest whatever this worker's earlier specs recorded.
    purchaseDate: isoToday(),
    expenses: [],
  });
  await page.goto('/purchase');
  const row = page.getByTestId('recent-purchase').filter({ hasText: farmer.name });
  const slip = page.waitForResponse((r) => r.url().endsWith(`/api/purchases/${purchase.id}/slip.pdf`));
  const tab = pdfTabOf(page);
  await row.getByRole('button', { name: `Print Purchase #${purchase.id}` }).click();
  const answer = await slip;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const shown = await tab;
  expect(shown.url).toMatch(/^blob:/);
  if (shown.bytes) expect(shown.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
