import { describe, expect, it } from 'vitest';
import { csvLine, toCsv } from './csv';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends every line, the last included, with CRLF', () => {
    const csv = toCsv(['Date', 'Amount'], [['2026-03-05', '1200.00']]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}"Date","Amount"\r\n"2026-03-05","1200.00"\r\n`);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe(`${BOM}"A","B"\r\n`);
  });

  it('quotes every field and doubles quotes inside one', () => {
    expect(toCsv(['Description'], [['Mandi fee, "cess"']])).toBe(
      `${BOM}"Description"\r\n"Mandi fee, ""cess"""\r\n`,
    );
  });

  it('keeps commas, line breaks and non-ASCII text inside the quoted field', () => {
    const csv = toCsv(['Name'], [['Ramesh, Nashik\nगेहूं ₹']]);
    expect(csv).toBe(`${BOM}"Name"\r\n"Ramesh, Nashik\nगेहूं ₹"\r\n`);
  });

  it('writes null and undefined as empty fields and numbers as they are', () => {
    expect(toCsv(['A', 'B', 'C', 'D'], [[null, undefined, 42, -7.5]])).toBe(
      `${BOM}"A","B","C","D"\r\n"","","42","-7.5"\r\n`,
    );
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-cmd|calc', "'-cmd|calc"],
    ['@HYPERLINK("x")', `'@HYPERLINK(""x"")`],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['-', "'-"],
  ])('guards a text cell that a spreadsheet would run as a formula: %j', (cell, written) => {
    expect(toCsv(['X'], [[cell]])).toBe(`${BOM}"X"\r\n"${written}"\r\n`);
  });

  it.each(['-1250.50', '-12', '1250.50', '0'])('leaves a decimal string as it is: %s', (cell) => {
    expect(toCsv(['X'], [[cell]])).toBe(`${BOM}"X"\r\n"${cell}"\r\n`);
  });

  it('does not guard a formula character inside the text, only at its start', () => {
    expect(toCsv(['X'], [['a=b+c@d']])).toBe(`${BOM}"X"\r\n"a=b+c@d"\r\n`);
  });

  it('guards the header too', () => {
    expect(toCsv(['=cmd'], [])).toBe(`${BOM}"'=cmd"\r\n`);
  });
});

describe('csvLine', () => {
  it('is one line of the file, with its CRLF', () => {
    expect(csvLine(['a', 1, null, '=x'])).toBe(`"a","1","","'=x"\r\n`);
  });
});
