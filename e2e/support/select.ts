import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens the focused Radix select with Enter and waits until it has focused an option: it does so once it
 * is positioned, taking the focus back from an option typed to before then.
 */
export async function openSelectByKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // A party picker keeps the focus in its search box, the option it would pick marked as active.
  if (await partySearchFocused(page)) return;
  await expect(page.locator('[role="option"]:focus')).toHaveCount(1);
}

/** The search box of a party picker (web/components/party-picker.tsx). */
const PARTY_SEARCH = '[data-slot="party-picker-search"]';

async function partySearchFocused(page: Page): Promise<boolean> {
  return (await page.locator(`${PARTY_SEARCH}:focus`).count()) > 0;
}

/** What a party picker searches for an option's text: the name before a "(Trader)"-style suffix. */
function partySearchText(option: string): string {
  return option.replace(/\s*\([^)]*\)$/, '');
}

/**
 * Waits until `option` is the one Enter would pick: focused (a Radix select) or the active descendant of the
 * focused search box (a party picker).
 */
export async function expectOptionActive(page: Page, option: Locator): Promise<void> {
  // A party picker's list is busy while its search runs: Enter would pick nothing yet.
  await expect(page.locator('[role="listbox"][aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() =>
      option.evaluate(
        (el) =>
          el === document.activeElement ||
          (el.id !== '' && document.activeElement?.getAttribute('aria-activedescendant') === el.id),
      ),
    )
    .toBe(true);
}

/**
 * In the open select, types the option's text (typeahead) and picks it with Enter. The keys go at a
 * person's pace: Radix moves the focus a tick after each key, so with faster keys the focus meant for
 * the first one ('t' → 'Testing') can land after the later ones have already reached 'Transportation'.
 * Radix forgets what was typed after a second without a key, which a loaded machine can exceed between
 * two keys; then the option is reached with Home and the arrow keys instead, still from the keyboard.
 */
export async function pickByTyping(page: Page, text: string): Promise<void> {
  const wanted = page.getByRole('option', { name: text, exact: true });
  if (await partySearchFocused(page)) {
    // A party picker: the name typed is searched by the server, the first match is active.
    await page.keyboard.type(partySearchText(text));
    await expect(page.locator('[role="listbox"][aria-busy="true"]')).toHaveCount(0);
    await wanted.waitFor();
    for (let i = 0; i < 20 && !(await isActive(page, wanted)); i++) await page.keyboard.press('ArrowDown');
    await expectOptionActive(page, wanted);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    return;
  }
  await page.keyboard.type(text, { delay: 50 });
  const reached = await expect(wanted)
    .toBeFocused({ timeout: 2000 })
    .then(() => true)
    .catch(() => false);
  if (!reached) {
    await page.keyboard.press('Home');
    const count = await page.getByRole('option').count();
    for (let i = 0; i < count && !(await wanted.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Opens the focused select from the keyboard and picks an option by typing its text. */
export async function chooseByKeyboard(page: Page, text: string): Promise<void> {
  await openSelectByKeyboard(page);
  await pickByTyping(page, text);
}

/**
 * Opens the select `trigger` (typing the name into a party picker's search), clicks the option named exactly
 * `option` and waits until the list closes
 * with the trigger showing it. Radix positions the list a frame after it opens; on a loaded machine a
 * click can land while it moves and be taken for the opening click, so the pick is retried until the
 * list closes. The trigger's text is checked afterwards, so a wrong pick still fails.
 */
export async function chooseOption(trigger: Locator, option: string | RegExp): Promise<void> {
  const page = trigger.page();
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if (!(await listbox.isVisible())) await trigger.click();
    // A party picker lists the first parties by name: the name is typed into its search to reach the one.
    const search = page.locator(PARTY_SEARCH);
    if (typeof option === 'string' && (await search.isVisible())) {
      await search.fill(partySearchText(option));
    }
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3000 });
    await expect(listbox).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(trigger).toContainText(option);
}

async function isActive(page: Page, option: Locator): Promise<boolean> {
  const id = await option.getAttribute('id');
  return (
    id !== null && (await page.locator(`${PARTY_SEARCH}:focus`).getAttribute('aria-activedescendant')) === id
  );
}
