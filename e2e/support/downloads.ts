import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { readWorkbook, type Workbook } from '../../server/test/xlsx-reader';

/** Clicks `trigger` and returns the download it starts. */
export async function clickToDownload(trigger: Locator): Promise<Download> {
  const [download] = await Promise.all([trigger.page().waitForEvent('download'), trigger.click()]);
  return download;
}

export interface Csv {
  /** The file as written, BOM included. */
  raw: string;
  /** After the BOM, split at CRLF: the last is '' when the file ends with a line end. */
  lines: string[];
  /** The non-empty lines' fields, unquoted (for files whose fields hold no '","'). */
  rows: string[][];
}

export async function readCsv(download: Download): Promise<Csv> {
  const raw = await readFile(await download.path(), 'utf8');
  const lines = raw.replace(/^\uFEFF/, '').split('\r\n');
  const rows = lines.filter(Boolean).map((line) => line.slice(1, -1).split('","'));
  return { raw, lines, rows };
}

/** An Excel download read as a spreadsheet program would (server/test/xlsx-reader.ts checks the ZIP as it reads). */
export async function readXlsx(download: Download): Promise<Workbook> {
  return readWorkbook(await readFile(await download.path()));
}

/**
 * Watches for the tab that openPdf (web/lib/open-pdf.ts) opens, and answers what it was given: the PDF's blob URL
 * and its bytes. Called before the click. A browser with a PDF viewer shows the blob in the tab (its address becomes
 * the blob URL); the headless shell the flows run in has none and saves the same blob as the tab's download
 * (docs/decisions/0017-browser-for-tests.md), whose bytes are then read too.
 */
export function pdfTabOf(page: Page): Promise<{ url: string; bytes: Buffer | null }> {
  return new Promise((resolve, reject) => {
    page.once('popup', (tab) => {
      let done = false;
      const finish = (value: { url: string; bytes: Buffer | null }) => {
        if (done) return;
        done = true;
        clearInterval(poll);
        clearTimeout(timer);
        resolve(value);
      };
      tab.once('download', (download) => {
        download
          .path()
          .then((file) => readFile(file))
          .then((bytes) => finish({ url: download.url(), bytes }))
          .catch(reject);
      });
      const poll = setInterval(() => {
        if (!tab.isClosed() && tab.url().startsWith('blob:')) finish({ url: tab.url(), bytes: null });
      }, 100);
      const timer = setTimeout(() => {
        clearInterval(poll);
        if (!done) reject(new Error(`The PDF tab was given no document; it stayed at ${tab.url()}`));
      }, 15_000);
    });
  });
}
