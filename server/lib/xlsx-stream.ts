// The Excel export (docs/api-conventions.md#exports): an Office Open XML workbook of one sheet, the same
// columns and rows as the CSV, written as the rows come (zip-stream.ts) so that its memory is one batch's.
import type { CsvCell } from '../../common/csv';
import { zipChunks } from './zip-stream';

/**
 * How a column's cells are written: text as inline strings (no shared-string table to hold until the end),
 * dates as date serials shown `dd mmm yyyy`, money and quantities as numbers in the Indian grouping (money with
 * ₹, 2 places; quantities 3), `number` as a plain number (ids, a moisture percentage).
 */
export type ColumnKind = 'text' | 'date' | 'money' | 'quantity' | 'number';

export interface SheetColumn {
  header: string;
  kind: ColumnKind;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The Indian grouping (lakh, crore) as Excel writes it: a number format has no "groups of two", so the
 * conditions pick the pattern by size; the commas escaped with \ are literal. Below a lakh the plain
 * thousands separator is the Indian one too. A negative amount falls to the last section (no export has one).
 */
const indian = (decimals: string, prefix = '') =>
  `[>=10000000]${prefix}##\\,##\\,##\\,##0.${decimals};[>=100000]${prefix}##\\,##\\,##0.${decimals};${prefix}##,##0.${decimals}`;
export const NUMBER_FORMATS = {
  money: indian('00', '"₹"'),
  quantity: indian('000'),
  date: 'dd mmm yyyy',
} as const;

/** The cell styles (cellXfs) in styles.xml, by index. */
const STYLE = { plain: 0, header: 1, date: 2, money: 3, quantity: 4 } as const;

const WIDTHS: Record<ColumnKind, number> = { text: 22, date: 12, money: 16, quantity: 14, number: 10 };

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  XML_HEAD +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  XML_HEAD +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const workbookXml = (sheet: string) =>
  XML_HEAD +
  `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  `<bookViews><workbookView/></bookViews>` +
  `<sheets><sheet name="${escapeXml(sheetName(sheet))}" sheetId="1" r:id="rId1"/></sheets>` +
  '</workbook>';

const xf = (numFmtId: number, fontId = 0) =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
  `${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;

const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="3">' +
  `<numFmt numFmtId="164" formatCode="${escapeXml(NUMBER_FORMATS.date)}"/>` +
  `<numFmt numFmtId="165" formatCode="${escapeXml(NUMBER_FORMATS.money)}"/>` +
  `<numFmt numFmtId="166" formatCode="${escapeXml(NUMBER_FORMATS.quantity)}"/>` +
  '</numFmts>' +
  '<fonts count="2">' +
  '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '</fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  // In the order of STYLE.
  `<cellXfs count="5">${xf(0)}${xf(0, 1)}${xf(164)}${xf(165)}${xf(166)}</cellXfs>` +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/**
 * The workbook as chunks: the fixed parts first (the answer starts at once), then the sheet, one chunk per
 * batch of rows, pulled as the client takes them, as csvChunks does for the CSV.
 */
export function xlsxChunks<R>(
  sheet: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly R[]>,
  toCells: (row: R) => readonly CsvCell[],
): AsyncGenerator<Buffer> {
  return zipChunks([
    { name: '[Content_Types].xml', data: [CONTENT_TYPES] },
    { name: '_rels/.rels', data: [ROOT_RELS] },
    { name: 'xl/workbook.xml', data: [workbookXml(sheet)] },
    { name: 'xl/_rels/workbook.xml.rels', data: [WORKBOOK_RELS] },
    { name: 'xl/styles.xml', data: [STYLES] },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml(columns, batches, toCells) },
  ]);
}

async function* sheetXml<R>(
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly R[]>,
  toCells: (row: R) => readonly CsvCell[],
): AsyncGenerator<string> {
  const letters = columns.map((_, i) => columnLetters(i));
  const cols = columns
    .map((c, i) => {
      const width = Math.max(WIDTHS[c.kind], c.header.length + 3);
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  // The header row is frozen: it stays on top as the rows scroll.
  let head =
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    `<cols>${cols}</cols><sheetData><row r="1">`;
  columns.forEach((c, i) => {
    head += textCell(`${letters[i]}1`, c.header, STYLE.header);
  });
  yield `${head}</row>`;

  let r = 1;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    let chunk = '';
    for (const row of batch) {
      r++;
      const cells = toCells(row);
      chunk += `<row r="${r}">`;
      for (let i = 0; i < columns.length; i++) {
        chunk += cell(`${letters[i]}${r}`, columns[i]!.kind, cells[i]);
      }
      chunk += '</row>';
    }
    yield chunk;
  }
  yield '</sheetData></worksheet>';
}

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** One cell; an empty one is left out. A value that does not read as its column's kind is written as text. */
function cell(ref: string, kind: ColumnKind, value: CsvCell): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  switch (kind) {
    case 'text':
      return textCell(ref, text, STYLE.plain);
    case 'date': {
      const m = ISO_DATE.exec(text);
      if (!m) return textCell(ref, text, STYLE.plain);
      const serial = (Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - EXCEL_EPOCH) / 86_400_000;
      return `<c r="${ref}" s="${STYLE.date}"><v>${serial}</v></c>`;
    }
    default: {
      // The decimal string goes into the file as it is: no float of ours rounds it on the way.
      if (!NUMBER.test(text)) return textCell(ref, text, STYLE.plain);
      const style = kind === 'money' ? STYLE.money : kind === 'quantity' ? STYLE.quantity : STYLE.plain;
      return `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${text}</v></c>`;
    }
  }
}

/**
 * An inline string. A text cell is never a formula in a workbook, so the CSV's guard against formulas (a
 * leading ') is not needed here: the cell holds the text as it is.
 */
function textCell(ref: string, text: string, style: number): string {
  return (
    `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr">` +
    `<is><t xml:space="preserve">${escapeXml(cellText(text))}</t></is></c>`
  );
}

/**
 * Excel's limit of a cell, and without what XML 1.0 cannot carry: control characters other than tab and line
 * ends (the C1 ones go too), and halves of a character.
 */
const NOT_IN_XML = /(?![\t\n\r])[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu;
function cellText(text: string): string {
  const clean = text.replace(NOT_IN_XML, '');
  return clean.length > 32_767 ? clean.slice(0, 32_767) : clean;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  );
}

/** A sheet's name: at most 31 characters, none of []:*?/\ . */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** A, B, … Z, AA, AB, … for the column at `index` (0-based). */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
