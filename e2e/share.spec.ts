import { createCrop, createParty, createPurchase } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { isoToday } from './support/screen';

// Sharing a slip by link (docs/sharing.md): made from a Recent Purchases row from the keyboard, opened by a
// browser that never signed in, then revoked.

async function arrangeSlip(api: Parameters<typeof createParty>[0]) {
  const farmer = await createParty(api, {
    name: unique('Ramesh Patidar'),
    type: 'farmer',
    contactNumber: '98765 43210',
  });
  const crop = await createCrop(api, { name: unique('Wheat'), unit: 'quintal' });
  const purchase = await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '10',
    rate: '2425',
    purchaseDate: isoToday(),
    expenses: [],
  });
  return { farmer, purchase };
}

test("a party's statement is shared for the period shown", async ({ signedIn: page, api, browser }) => {
  const { farmer } = await arrangeSlip(api);
  await page.goto(`/parties/${farmer.id}/statement`);
  const share = page.getByRole('button', { name: 'Share', exact: true });
  // Share waits for the statement to load (a disabled button takes no focus, and Enter would go nowhere).
  await expect(share).toBeEnabled();
  await share.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Share the statement' });
  const linkField = dialog.getByTestId('share-url');
  await expect(linkField).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  const stranger = await browser.newContext();
  const opened = await stranger.request.get(await linkField.inputValue());
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  await stranger.close();
  await expectAccessible(page);
  await screenshots(page, 'share-statement');
});
