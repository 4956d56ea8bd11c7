import zlib from 'node:zlib';

// A reader of the workbooks the exports write, for tests (server and e2e), written apart from the writer so that
// it checks the file rather than repeating it: the ZIP read from its central directory with every entry's CRC
// and sizes checked, the sheet's cells with their type, their style's number format and font, and the frozen
// pane. Only what a one-sheet workbook of ours uses is read (inline or shared strings, numbers).

/** The entries of a ZIP archive by name; throws on a damaged one (a wrong CRC, size or signature). */
export function unzip(file: Buffer): Map<string, Buffer> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > file.length) throw new Error('no end of central directory');
  const count = file.readUInt16LE(end + 10);
  const directorySize = file.readUInt32LE(end + 12);
  let at = file.readUInt32LE(end + 16);
  if (at + directorySize !== end) throw new Error('central directory does not end where its end record is');
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (file.readUInt32LE(at) !== 0x02014b50) throw new Error(`central header ${i} has no signature`);
    const flags = file.readUInt16LE(at + 8);
    const method = file.readUInt16LE(at + 10);
    const crc = file.readUInt32LE(at + 16);
    const compressed = file.readUInt32LE(at + 20);
    const size = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (file.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: no local header`);
    if (file.toString('utf8', local + 30, local + 30 + file.readUInt16LE(local + 26)) !== name) {
      throw new Error(`${name}: the local header names another file`);
    }
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(start, start + compressed);
    const raw = method === 8 ? zlib.inflateRawSync(data) : method === 0 ? data : undefined;
    if (!raw) throw new Error(`${name}: compression method ${method}`);
    if (raw.length !== size) throw new Error(`${name}: ${raw.length} bytes, the directory says ${size}`);
    if (zlib.crc32(raw) !== crc) throw new Error(`${name}: CRC mismatch`);
    if (flags & 0x8) {
      // The data descriptor after the data repeats the CRC and sizes.
      const d = start + compressed + (file.readUInt32LE(start + compressed) === 0x08074b50 ? 4 : 0);
      if (
        file.readUInt32LE(d) !== crc ||
        file.readUInt32LE(d + 4) !== compressed ||
        file.readUInt32LE(d + 8) !== size
      ) {
        throw new Error(`${name}: data descriptor disagrees with the directory`);
      }
    }
    if (entries.has(name)) throw new Error(`${name}: twice in the archive`);
    entries.set(name, raw);
  }
  return entries;
}

export interface SheetCell {
  type: 'string' | 'number';
  /** The text, or the number as written in the file. */
  value: string;
  /** The number format's code ('General' for none). */
  format: string;
  bold: boolean;
}

export interface Workbook {
  entries: string[];
  sheetNames: string[];
  /** Rows top to bottom; a cell left out of the file is undefined. */
  rows: Array<Array<SheetCell | undefined>>;
  /** The rows above the frozen pane (0 when nothing is frozen). */
  frozenRows: number;
}

const BUILT_IN_FORMATS: Record<number, string> = { 0: 'General', 1: '0', 2: '0.00', 14: 'mm-dd-yy' };

/** The workbook's first sheet, as a spreadsheet program would read its cells. */
export function readWorkbook(file: Buffer): Workbook {
  const entries = unzip(file);
  const text = (name: string) => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`no ${name} in the workbook`);
    return entry.toString('utf8');
  };
  const types = text('[Content_Types].xml');
  if (!types.includes('spreadsheetml.sheet.main+xml')) throw new Error('no workbook content type');
  const rels = text('_rels/.rels');
  const workbookPath = attr(/<Relationship [^>]*officeDocument"[^>]*>/.exec(rels)?.[0] ?? '', 'Target');
  const workbook = text(workbookPath ?? 'xl/workbook.xml');
  const sheetNames = [...workbook.matchAll(/<sheet [^>]*>/g)].map((m) =>
    unescapeXml(attr(m[0], 'name') ?? ''),
  );
  const workbookRels = text('xl/_rels/workbook.xml.rels');
  const sheetTarget = attr(/<Relationship [^>]*\/worksheet"[^>]*>/.exec(workbookRels)?.[0] ?? '', 'Target');
  const sheet = text(`xl/${sheetTarget ?? 'worksheets/sheet1.xml'}`);
  const shared = entries.has('xl/sharedStrings.xml')
    ? [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => innerText(m[1]!))
    : [];

  const styles = text('xl/styles.xml');
  const numFmts = new Map<number, string>(
    [...styles.matchAll(/<numFmt [^>]*>/g)].map((m) => [
      Number(attr(m[0], 'numFmtId')),
      unescapeXml(attr(m[0], 'formatCode') ?? ''),
    ]),
  );
  const fonts = [
    ...(/<fonts[^>]*>([\s\S]*?)<\/fonts>/.exec(styles)?.[1] ?? '').matchAll(
      /<font>([\s\S]*?)<\/font>|<font\/>/g,
    ),
  ].map((m) => /<b\/>|<b val="(1|true)"\/>/.test(m[1] ?? ''));
  const xfs = [
    ...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(
      /<xf [^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g,
    ),
  ].map((m) => {
    const id = Number(attr(m[0], 'numFmtId') ?? 0);
    return {
      format: numFmts.get(id) ?? BUILT_IN_FORMATS[id] ?? `builtin ${id}`,
      bold: fonts[Number(attr(m[0], 'fontId') ?? 0)] ?? false,
    };
  });

  const rows: Workbook['rows'] = [];
  for (const row of sheet.matchAll(/<row ([^>]*)>([\s\S]*?)<\/row>|<row ([^>]*)\/>/g)) {
    const r = Number(attr(row[1] ?? row[3]!, 'r') ?? rows.length + 1);
    const cells: Array<SheetCell | undefined> = [];
    for (const c of (row[2] ?? '').matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = attr(c[1]!, 'r');
      const m = ref ? /^([A-Z]+)(\d+)$/.exec(ref) : null;
      if (!m || Number(m[2]) !== r) throw new Error(`cell ${ref} in row ${r}`);
      const column = [...m[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      const style = xfs[Number(attr(c[1]!, 's') ?? 0)];
      if (!style) throw new Error(`cell ${ref}: no style ${attr(c[1]!, 's')}`);
      const t = attr(c[1]!, 't');
      const body = c[2] ?? '';
      let cell: SheetCell | undefined;
      if (t === 'inlineStr') {
        cell = { type: 'string', value: innerText(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? ''), ...style };
      } else if (t === 's') {
        cell = { type: 'string', value: shared[Number(/<v>(.*?)<\/v>/.exec(body)?.[1])] ?? '', ...style };
      } else if (t === undefined || t === 'n') {
        const v = /<v>(.*?)<\/v>/.exec(body)?.[1];
        if (v !== undefined) {
          if (!Number.isFinite(Number(v))) throw new Error(`cell ${ref}: ${v} is not a number`);
          cell = { type: 'number', value: v, ...style };
        }
      } else {
        throw new Error(`cell ${ref}: type ${t}`);
      }
      cells[column] = cell;
    }
    rows[r - 1] = cells;
  }
  const pane = /<pane [^>]*>/.exec(sheet)?.[0];
  const frozenRows = pane && attr(pane, 'state') === 'frozen' ? Number(attr(pane, 'ySplit') ?? 0) : 0;
  return { entries: [...entries.keys()], sheetNames, rows: Array.from(rows, (r) => r ?? []), frozenRows };
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(tag)?.[1];
}

function innerText(xml: string): string {
  return [...xml.matchAll(/<t(?: [^>]*)?>([\s\S]*?)<\/t>|<t\/>/g)]
    .map((m) => unescapeXml(m[1] ?? ''))
    .join('');
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e === 'lt'
      ? '<'
      : e === 'gt'
        ? '>'
        : e === 'quot'
          ? '"'
          : e === 'apos'
            ? "'"
            : e === 'amp'
              ? '&'
              : String.fromCodePoint(
                  e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
                ),
  );
}

/** The date of an Excel date serial (the 1900 system, past its leap-year quirk), as YYYY-MM-DD. */
export function dateOfSerial(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
}

/** The fields of a CSV file as exports write it (a BOM, CRLF, every field quoted), the formula guard kept. */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}
