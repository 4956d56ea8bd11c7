// What the screens should show, computed independently of the app: money and dates as en-IN shows them
// in India's time zone, and the locators the specs share.
import { expect, type Page } from '@playwright/test';

/** ₹ in en-IN with exactly `digits` decimals (2 in tables and forms, 0 on the dashboard and stock cards). */
export function inr(value: string | number, digits = 2): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(value));
}

/** A day as the tables show it ('05 Mar 2026'), in India; today by default. */
export function displayDate(date: Date | string = new Date()): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(date));
}

/** Today in India as YYYY-MM-DD, as date inputs and file names hold it. */
export function isoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** A date as a date field shows it, day first (dd-mm-yyyy; docs/screens.md#keyboard); today by default. */
export function typedDate(iso: string = isoToday()): string {
  return iso.split('-').reverse().join('-');
}

/**
 * The toasts on screen, narrowed to those holding `text` (by default any success or error). Read from their
 * cards, which stay for their whole duration: the role="status" copy Radix announces a toast with lasts about a
 * second, which a loaded machine misses.
 */
export function toast(page: Page, text: string | RegExp = /Success|Error/) {
  return page.locator('li[data-slot="toast"]').filter({ hasText: text });
}

/** The table row with a cell named exactly `name`. */
export function rowWithCell(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

/**
 * Nothing wider than the window: the page does not scroll sideways and no table on it does. Polled, since a
 * busy machine may lay out a frame behind a resize. Failing, it names what sticks out: the innermost elements
 * past the right edge with their test id, text and right edge, and the tables wider than their box.
 */
export async function expectNoSidewaysScroll(page: Page, what = 'the screen'): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const edge = window.innerWidth + 0.5;
          const extra = document.documentElement.scrollWidth - window.innerWidth;
          const tables = [...document.querySelectorAll<HTMLElement>('[data-slot="table-container"]')]
            .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
            .map(
              (el) => `table ${el.getAttribute('aria-label') ?? '?'}: ${el.scrollWidth} in ${el.clientWidth}`,
            );
          if (extra <= 0 && tables.length === 0) return null;
          const beyond = [...document.body.querySelectorAll<HTMLElement>('*')]
            .filter(
              (el) =>
                el.getBoundingClientRect().right > edge &&
                ![...el.children].some((child) => child.getBoundingClientRect().right > edge),
            )
            .slice(0, 8)
            .map((el) => {
              const id = el.closest<HTMLElement>('[data-testid]')?.dataset.testid ?? '';
              const text = (el.textContent ?? '').trim().slice(0, 60);
              return `${el.tagName.toLowerCase()} in ${id || 'page'} "${text}" to ${Math.round(el.getBoundingClientRect().right)}`;
            });
          return { extra, beyond, tables };
        }),
      { message: `nothing on ${what} wider than the window` },
    )
    .toBeNull();
}
