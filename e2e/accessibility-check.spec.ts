import { expect, expectAccessible, test } from './support/fixtures';

// The check every screen's flow makes (expectAccessible, e2e/support/fixtures.ts) must be able to fail: axe is put
// into a page once and kept for its later checks (ADR 0012), so a page is read anew after a change and after a
// new document, and a serious violation in either is found.

const PALE = '<p style="color:#e5e5e5;background:#ffffff">Paid ₹61,250.00</p>';
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

test('the accessibility check fails on serious violations, on a new document and after a change', async ({
  page,
}) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>` +
      `<button></button><img src="${PIXEL}">${PALE}</main></body></html>`,
  );
  const failed = await expectAccessible(page).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failed).toContain('button-name');
  expect(failed).toContain('image-alt');
  expect(failed).toContain('color-contrast');

  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>` +
      `<button>Save</button><img src="${PIXEL}" alt="Slip"></main></body></html>`,
  );
  await expectAccessible(page);

  // The same document, changed after its first check: axe is already there and reads the page as it is now.
  await page.evaluate(() =>
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button></button>'),
  );
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
});
