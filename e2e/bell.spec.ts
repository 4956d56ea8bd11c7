import { addDays, businessToday } from '../common/business-day';
import { hi } from '../web/i18n/hi';
import { createCrop, createParty, createPurchase } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';

// The bell (docs/screens.md#the-bell): a red dot only when an item needs attention, the list opened from the
// keyboard, each item leading to its screen; in Hindi too. (The backup item is the API test's: the e2e server
// takes its daily backup as it starts.)

test('the bell lists what needs attention and each item leads to its screen', async ({
  signedIn: page,
  api,
}) => {
  const farmer = await createParty(api, { name: unique('Bell Farmer'), type: 'farmer' });
  const crop = await createCrop(api, { name: unique('Bell Wheat'), unit: 'quintal' });
  // 10 q bought 100 days ago and never paid: a low bucket, and a bill we owe past 90 days.
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '10',
    rate: '2000',
    purchaseDate: addDays(businessToday(), -100),
    charges: [],
  });
  await page.goto('/dashboard');
  const bell = page.getByTestId('notification-bell');
  await expect(page.getByTestId('notification-dot')).toBeVisible();
  await expect(bell).toHaveAccessibleName(/^Notifications: \d+ need attention$/);
  await bell.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(list.getByRole('link', { name: /running low/ })).toBeVisible();
  await expect(
    list.getByRole('link', { name: /we owe \d+ part(y|ies) on bills over 90 days old/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'bell-open');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  await list.getByRole('link', { name: /we owe \d+ part(y|ies) on bills over 90 days old/ }).click();
  await expect(page).toHaveURL(/\/outstanding\?side=payable/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(list).toBeHidden();
});

test('in Hindi the bell and its items read in Hindi', async ({ api, hindiPage: page }) => {
  const farmer = await createParty(api, { name: unique('घंटी किसान'), type: 'farmer' });
  const crop = await createCrop(api, { name: unique('घंटी गेहूँ'), unit: 'quintal' });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '10',
    rate: '2000',
    purchaseDate: addDays(businessToday(), -100),
    charges: [],
  });
  await page.goto('/dashboard');
  await page.getByTestId('notification-bell').click();
  const list = page.getByRole('region', { name: hi.shell.bell.label, exact: true });
  await expect(list).toContainText('में स्टॉक कम (50 क्विंटल से नीचे)');
  await expect(list).toContainText('90 दिन से पुराने बिलों के');
  await expect(list).not.toContainText('days old');
  await expectAccessible(page);
  await screenshots(page, 'bell-open-hi');
});
