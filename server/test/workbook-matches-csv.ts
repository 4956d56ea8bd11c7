import { expect } from 'vitest';
import { dateOfSerial, parseCsv, type Workbook } from './xlsx-reader';
import { DATE_FORMAT, MONEY_FORMAT, QUANTITY_FORMAT } from './xlsx-formats';

// The Excel export is the CSV's columns and rows (docs/api-conventions.md#exports), cell for cell, typed.

export type Kind = 'text' | 'date' | 'money' | 'quantity' | 'number';

/** The CSV's text without its formula guard (a ' before =, +, -, @, a tab or a CR), which a workbook needs not. */
export function unguarded(field: string): string {
  return /^'[=+\-@\t\r]/.test(field) ? field.slice(1) : field;
}

/**
 * Every cell of the workbook is the CSV's field of the same row and column: the header in bold and frozen,
 * text as text, dates as date serials of the same day, amounts and quantities as numbers written exactly as
 * the CSV writes them, with the en-IN formats; an empty field is a cell left out.
 */
export function expectWorkbookMatchesCsv(workbook: Workbook, csv: string, kinds: readonly Kind[]): void {
  const [header, ...rows] = parseCsv(csv);
  expect(header).toHaveLength(kinds.length);
  expect(workbook.sheetNames).toHaveLength(1);
  expect(workbook.frozenRows).toBe(1);
  expect(workbook.rows).toHaveLength(rows.length + 1);
  expect(workbook.rows[0]).toEqual(
    header!.map((h) => ({ type: 'string', value: h, format: 'General', bold: true })),
  );
  rows.forEach((fields, i) => {
    const cells = workbook.rows[i + 1]!;
    expect(cells.length, `row ${i + 2} has no cell past the CSV's`).toBeLessThanOrEqual(fields.length);
    fields.forEach((field, c) => {
      const where = `row ${i + 2}, ${header![c]}`;
      const cell = cells[c];
      const text = unguarded(field);
      if (text === '') {
        expect(cell, where).toBeUndefined();
        return;
      }
      switch (kinds[c]) {
        case 'text':
          expect(cell, where).toEqual({ type: 'string', value: text, format: 'General', bold: false });
          break;
        case 'date':
          expect(cell, where).toMatchObject({ type: 'number', format: DATE_FORMAT, bold: false });
          expect(Number.isInteger(Number(cell!.value)), where).toBe(true);
          expect(dateOfSerial(Number(cell!.value)), where).toBe(text);
          break;
        case 'money':
          expect(cell, where).toEqual({ type: 'number', value: text, format: MONEY_FORMAT, bold: false });
          break;
        case 'quantity':
          expect(cell, where).toEqual({ type: 'number', value: text, format: QUANTITY_FORMAT, bold: false });
          break;
        case 'number':
          expect(cell, where).toEqual({ type: 'number', value: text, format: 'General', bold: false });
          break;
        default:
          throw new Error(`no kind for column ${c}`);
      }
    });
  });
}
