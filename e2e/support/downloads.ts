import { readFile } from 'node:fs/promises';
import type { Download, Locator } from '@playwright/test';
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
