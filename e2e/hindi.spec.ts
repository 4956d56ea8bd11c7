// The Hindi interface (docs/screens.md#language): the switch on the sign-in page and in the shell, the
// user's language kept on the server and following them to another device, and every screen in Hindi with
// no untranslated key, no English catalogue text left on screen, and axe clean. Screenshots of each screen
// at desktop and phone sizes land in e2e/screenshots/hindi-*.
import type { APIRequestContext, Page } from '@playwright/test';
import { en } from '../web/i18n/en';
import { hi } from '../web/i18n/hi';
import { arrangeTrades, createCrop, createParty, createPurchase, createState, post } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { toast } from './support/screen';

// The screens of e2e/shell.spec.ts ROUTES, by their English navigation name and title.
const ROUTES = [
  { nav: 'Dashboard', path: '/dashboard', title: 'Dashboard' },
  { nav: 'Parties', path: '/parties', title: 'Party Management' },
  { nav: 'Crops', path: '/crops', title: 'Crop Master' },
  { nav: 'Locations', path: '/locations', title: 'Location Management' },
  { nav: 'Purchase', path: '/purchase', title: 'Purchase Management' },
  { nav: 'Sales', path: '/sales', title: 'Sales Management' },
  { nav: 'Expenses', path: '/expenses', title: 'Expense Management' },
  { nav: 'Payments', path: '/payments', title: 'Payments' },
  { nav: 'Cash & Bank', path: '/cash-bank', title: 'Cash & Bank' },
  { nav: 'Inventory', path: '/inventory', title: 'Inventory Management' },
  { nav: 'Ledger', path: '/ledger', title: 'Ledger Management' },
  { nav: 'Outstanding', path: '/outstanding', title: 'Outstanding' },
  { nav: 'Audit Trail', path: '/audit', title: 'Audit Trail' },
  { nav: 'Reports', path: '/reports', title: 'Reports & Analytics' },
  { nav: 'Users', path: '/users', title: 'Users' },
];

type Tree = { readonly [key: string]: string | Tree };

/** Every [key, English, Hindi] of the catalogues. */
function leaves(english: Tree, hindi: Tree, prefix = ''): [string, string, string][] {
  return Object.entries(english).flatMap(([key, value]) => {
    const other = hindi[key];
    if (typeof value === 'string')
      return [[`${prefix}${key}`, value, String(other)] as [string, string, string]];
    return leaves(value, other as Tree, `${prefix}${key}.`);
  });
}

const pairs = leaves(en, hi);

// English texts that must not be on a Hindi screen: those whose Hindi differs (not "MandiBook", "UPI" or
// "dd-mm-yyyy"), without placeholders to fill, and with a letter in them. "Cash in hand" is also the name
// of the cash account, which is data and keeps its name; "English" is also the language switcher's button,
// which names each language in its own script whatever the screen's language.
const DATA_NAMES = new Set(['Cash in hand', 'English']);
const englishOnly = [
  ...new Set(
    pairs
      .filter(([, e, h]) => e !== h && !e.includes('{{') && /[A-Za-z]{2}/.test(e) && !DATA_NAMES.has(e))
      .map(([, e]) => e),
  ),
];

function hindiNav(englishName: string): string {
  const key = Object.entries(en.shell.nav).find(([, v]) => v === englishName)![0];
  return (hi.shell.nav as Record<string, unknown>)[key] as string;
}

/** Visible texts of the page: each element's own text, and the names and hints in its attributes. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!(el instanceof HTMLElement || el instanceof SVGElement)) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (own) out.push(own);
      for (const attr of ['aria-label', 'placeholder', 'title', 'aria-description']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** No key looked up in Hindi is missing from the Hindi catalogue, and no English catalogue text shows. */
async function expectAllHindi(page: Page, where: string): Promise<void> {
  const missing = await page.evaluate(
    () => (globalThis as { __untranslatedKeys?: string[] }).__untranslatedKeys ?? null,
  );
  expect(missing, `untranslated keys on ${where}`).toEqual([]);
  const texts = new Set(await visibleTexts(page));
  expect(
    englishOnly.filter((e) => texts.has(e)),
    `English texts on ${where}`,
  ).toEqual([]);
}

/**
 * The Devanagari font files arrive when first used (font-display: swap); the screenshots wait for every
 * weight, so they show the font rather than the moment before it arrived.
 */
async function fontsLoaded(page: Page): Promise<void> {
  const faces = await page.evaluate(async () => {
    const loaded = await Promise.all(
      [400, 500, 600, 700].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'क')),
    );
    await document.fonts.ready;
    return loaded.map((found) => found.length);
  });
  expect(faces, 'a Noto Sans Devanagari face for each weight').toEqual([1, 1, 1, 1]);
}

async function newAdmin(api: APIRequestContext) {
  const email = `${unique('hindi').replace(/\s+/g, '-').toLowerCase()}@mandibook.test`;
  const password = 'hindi-e2e-password';
  const username = unique('Munim');
  await post(api, '/api/users', { email, username, password, role: 'admin' });
  return { email, password, username };
}

async function signIn(page: Page, user: { email: string; password: string }, button: string) {
  await page.locator('#login-email').fill(user.email);
  await page.locator('#login-password').fill(user.password);
  await page.getByRole('button', { name: button }).click();
}

test.describe.configure({ timeout: 240_000 });

test('Hindi from the sign-in page to every screen, kept for the user on the server', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  // Hindi names in the lists: the font must draw them (docs/screens.md#language).
  await arrangeTrades(api, {
    names: { crop: unique('गेहूँ'), farmer: unique('रामलाल शर्मा'), trader: unique('सुरेश ट्रेडर्स') },
    daysAgo: [6, 5, 3, 2],
  });
  // A user of its own: the shared e2e admin's language must stay English for the other specs.
  const user = await newAdmin(api);

  // The sign-in page: Hindi chosen on this device, kept across a reload.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const loginSwitch = page.getByRole('group', { name: 'Language' });
  await loginSwitch.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText(hi.auth.prompt)).toBeVisible();
  await expect(
    page.getByRole('group', { name: hi.language.label }).getByRole('button', { name: 'हिन्दी' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: hi.auth.signIn })).toBeVisible();
  await expectAllHindi(page, 'the sign-in page');
  await expectAccessible(page);
  await fontsLoaded(page);
  await screenshots(page, 'hindi-login');

  // Signed in, the user's own language (English, never chosen) wins over the sign-in page's.
  await signIn(page, user, hi.auth.signIn);
  await expect(page.getByRole('navigation', { name: en.shell.nav.label })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The sign-in toast is in the sign-in page's language (Hindi); it goes before the screenshots are taken.
  const signedInToast = new RegExp(`${en.auth.loginSuccess}|${hi.auth.loginSuccess}`);
  await expect(page.getByRole('status').filter({ hasText: signedInToast })).toBeHidden({
    timeout: 15_000,
  });

  // The shell's switch saves Hindi for the user.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/language') && r.request().method() === 'PUT',
  );
  await page.getByRole('group', { name: en.language.label }).getByRole('button', { name: 'हिन्दी' }).click();
  expect((await saved).status()).toBe(200);
  const nav = page.getByRole('navigation', { name: hi.shell.nav.label });
  await expect(nav).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The role under the user's name too (it once showed the stored 'admin').
  await expect(page.getByTestId('sidebar-role')).toHaveText(hi.users.roles.admin);

  for (const route of ROUTES) {
    await nav.getByRole('link', { name: hindiNav(route.nav), exact: true }).click();
    await expect(page).toHaveURL(route.path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(route.title);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expectAllHindi(page, route.path);
    await expectAccessible(page);
    await fontsLoaded(page);
    await screenshots(page, `hindi${route.path.replace('/', '-')}`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  // The party statement, reached from Parties (not in the navigation).
  await nav.getByRole('link', { name: hi.shell.nav.parties, exact: true }).click();
  await page
    .getByRole('link', { name: /रामलाल शर्मा.* का खाता विवरण/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: hi.statement.title })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expectAllHindi(page, 'the party statement');
  await expectAccessible(page);
  await fontsLoaded(page);
  await screenshots(page, 'hindi-statement');

  // Another device: a fresh browser, English on its sign-in page, turns Hindi once the user signs in.
  const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  await phone.goto('/');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await signIn(phone, user, en.auth.signIn);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi', { timeout: 30_000 });
  await expect(phone.getByRole('heading', { level: 1, name: hi.dashboard.title })).toBeVisible();
  expect(await phone.evaluate(() => localStorage.getItem('language'))).toBe('hi');
  await other.close();

  // And back to English, saved too.
  const back = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/language') && r.request().method() === 'PUT',
  );
  await page.getByRole('group', { name: hi.language.label }).getByRole('button', { name: 'English' }).click();
  expect((await back).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: en.statement.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('on the English sign-in page the switch draws हिन्दी in the shipped Devanagari face, not as empty boxes', async ({
  page,
}) => {
  await page.goto('/');
  const hindi = page.getByRole('group', { name: en.language.label }).getByRole('button', { name: 'हिन्दी' });
  await expect(hindi).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('500 14px "Noto Sans Devanagari"', 'ह')))
    .toBe(true);
  // The fonts Chromium actually drew the label with (DevTools' "Rendered fonts").
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'button[lang="hi"]',
  });
  await expect
    .poll(async () =>
      (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts.map((f) => f.familyName),
    )
    .toEqual([expect.stringMatching(/^Noto Sans Devanagari/)]);
  await cdp.detach();
});

test("the server's refusals read in Hindi, in the toast and on the field (docs/messages.md)", async ({
  page,
  api,
}) => {
  const crop = await createCrop(api, { name: unique('तुअर'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('किसान'), type: 'farmer' });
  const purchase = await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '5',
    rate: '6500',
    purchaseDate: '2026-02-01',
    expenses: [],
  });
  const state = await createState(api);
  const user = await newAdmin(api);
  await page.goto('/');
  await signIn(page, user, en.auth.signIn);
  await expect(page.getByRole('navigation', { name: en.shell.nav.label })).toBeVisible({ timeout: 30_000 });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/language') && r.request().method() === 'PUT',
  );
  await page.getByRole('group', { name: en.language.label }).getByRole('button', { name: 'हिन्दी' }).click();
  expect((await saved).status()).toBe(200);
  const nav = page.getByRole('navigation', { name: hi.shell.nav.label });

  // A crop a purchase uses cannot be deleted: the server's reason, its count and word in Hindi.
  await nav.getByRole('link', { name: hi.shell.nav.crops, exact: true }).click();
  await page.getByRole('button', { name: `${crop.name} हटाएँ` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: hi.common.actions.delete }).click();
  await expect(toast(page, 'यह फसल 1 खरीद और 1 स्टॉक रिकॉर्ड में आ चुकी है, इसलिए हट नहीं सकती')).toBeVisible();

  // A state code already taken: the toast and the field's message.
  await nav.getByRole('link', { name: hi.shell.nav.locations, exact: true }).click();
  await page.getByRole('button', { name: hi.locations.states.add }).click();
  const dialog = page.getByRole('dialog', { name: hi.locations.states.form.addTitle });
  await dialog.getByLabel(hi.locations.states.form.name).fill(unique('टकराव'));
  await dialog.getByLabel(hi.locations.states.form.code).fill(state.code.toLowerCase());
  await page.keyboard.press('Enter');
  const taken = `"${state.code}" कोड वाला राज्य पहले से है`;
  await expect(toast(page, taken)).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(taken);
  await page.keyboard.press('Escape');

  // The ledger says what the purchase's posting wrote, in Hindi (the books keep the English).
  await page.goto(`/ledger?partyId=${farmer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: hi.ledger.title })).toBeVisible();
  await expect(
    page.getByText(`खरीद #${purchase.id}: 5.000 क्विंटल ${crop.name} @ ₹6,500.00`).first(),
  ).toBeVisible();
  await screenshots(page, 'hindi-ledger-narrations');
  expect(
    await page.evaluate(() => (globalThis as { __untranslatedKeys?: string[] }).__untranslatedKeys),
  ).toEqual([]);
});
