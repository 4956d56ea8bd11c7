import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens the focused Radix select with Enter and waits until it has focused an option: it does so once it
 * is positioned, taking the focus back from an option typed to before then.
 */
export async function openSelectByKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.locator('[role="option"]:focus')).toHaveCount(1);
}

/**
 * In the open select, types the option's text (typeahead) and picks it with Enter. The keys go at a
 * person's pace: Radix moves the focus a tick after each key, so with faster keys the focus meant for
 * the first one ('t' → 'Testing') can land after the later ones have already reached 'Transportation'.
 */
export async function pickByTyping(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 50 });
  await expect(page.getByRole('option', { name: text, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Opens the focused select from the keyboard and picks an option by typing its text. */
export async function chooseByKeyboard(page: Page, text: string): Promise<void> {
  await openSelectByKeyboard(page);
  await pickByTyping(page, text);
}

/** Opens the select `trigger`, clicks the option named exactly `option` and waits until the list closes. */
export async function chooseOption(trigger: Locator, option: string): Promise<void> {
  await trigger.click();
  await trigger.page().getByRole('option', { name: option, exact: true }).click();
  await expect(trigger.page().getByRole('listbox')).toBeHidden();
}
