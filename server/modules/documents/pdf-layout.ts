import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

// The layout layer of the printed documents (docs/documents.md, ADR 0013): pdfkit draws, fontkit shapes the
// Devanagari (conjuncts, vowel signs), and the one font, Noto Sans Devanagari (Latin, Devanagari and ₹ in one
// TTF, SIL OFL), is embedded as a subset of the glyphs used. pdfkit's text layer maps shaped glyphs back to
// text in visual order (ि before its consonant), so every drawn piece of text holding Devanagari is wrapped in
// a marked-content span whose /ActualText is the logical string: text extraction, search and copy read
// "किसान", not "िकसान".

export type PageSize = 'a4' | 'a5';
export type Lang = 'en' | 'hi';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
let fonts: { regular: Font; bold: Font } | undefined;

/**
 * Read and parsed once per process (about 220 kB each) and shared by every document: fontkit keeps what it has
 * parsed of a font (the Devanagari shaping tables, glyphs) in the font object, so a new object per document paid
 * for it again on every slip. pdfkit takes a fontkit font where it takes a file; each document still embeds its
 * own subset.
 */
function sharedFonts() {
  const load = (weight: string): Font => {
    const font = createFont(fs.readFileSync(path.join(fontDir, weight, `NotoSansDevanagari_${weight}.ttf`)));
    if ('fonts' in font) throw new Error(`NotoSansDevanagari_${weight}.ttf is a font collection, not a font`);
    return font;
  };
  fonts ??= { regular: load('400Regular'), bold: load('700Bold') };
  return fonts;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/** Points: A4 595 × 842, A5 420 × 595 (portrait). */
const SIZES: Record<PageSize, { name: string; margin: number; base: number }> = {
  a4: { name: 'A4', margin: 40, base: 10 },
  a5: { name: 'A5', margin: 26, base: 8 },
};

export interface TextOptions {
  bold?: boolean;
  /** Relative to the page's base size: 1 is body text. */
  scale?: number;
  align?: 'left' | 'right' | 'center';
  /** The box the text is aligned in (right and center); defaults to the rest of the line. */
  width?: number;
  color?: string;
}

export interface Column {
  label: string;
  /** A share of the table's width. */
  width: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: string[];
  bold?: boolean;
}

const INK = '#111111';
const MUTED = '#555555';
const RULE = '#999999';

export class PdfLayout {
  readonly doc: PDFKit.PDFDocument;
  readonly lang: Lang;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly base: number;
  y: number;
  private readonly footer: string;
  private readonly footerY: number;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private repeatHeader: (() => void) | undefined;

  constructor(opts: { size: PageSize; lang: Lang; title: string; footer: string }) {
    const size = SIZES[opts.size];
    const files = sharedFonts();
    this.doc = new PDFDocument({
      size: size.name,
      layout: 'portrait',
      margin: 0,
      bufferPages: true,
      font: files.regular as unknown as string, // pdfkit takes a fontkit font where its types say a path
      info: { Title: opts.title, Creator: 'MandiBook', Producer: 'MandiBook' },
      lang: opts.lang === 'hi' ? 'hi-IN' : 'en-IN',
      displayTitle: true,
    });
    this.doc.registerFont('regular', files.regular as unknown as string);
    this.doc.registerFont('bold', files.bold as unknown as string);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.lang = opts.lang;
    this.base = size.base;
    this.left = size.margin;
    this.right = this.doc.page.width - size.margin;
    this.top = size.margin;
    // Room for the footer line under the content.
    this.bottom = this.doc.page.height - size.margin - size.base * 1.6;
    this.footerY = this.doc.page.height - size.margin - size.base;
    this.y = this.top;
    this.footer = opts.footer;
  }

  get width(): number {
    return this.right - this.left;
  }

  lineHeight(scale = 1): number {
    return this.base * scale * 1.45;
  }

  private setFont(bold: boolean | undefined, scale: number | undefined): void {
    this.doc.font(bold ? 'bold' : 'regular').fontSize(this.base * (scale ?? 1));
  }

  measure(text: string, opts: TextOptions = {}): number {
    this.setFont(opts.bold, opts.scale);
    return this.doc.widthOfString(text);
  }

  /** One line of text at (x, y), never wrapped by pdfkit; Devanagari in an ActualText span. */
  text(text: string, x: number, y: number, opts: TextOptions = {}): void {
    if (text === '') return;
    this.setFont(opts.bold, opts.scale);
    const w = this.doc.widthOfString(text);
    const box = opts.width ?? this.right - x;
    const at = opts.align === 'right' ? x + box - w : opts.align === 'center' ? x + (box - w) / 2 : x;
    this.doc.fillColor(opts.color ?? INK);
    const marked = DEVANAGARI.test(text);
    if (marked) this.doc.markContent('Span', { actual: text });
    this.doc.text(text, at, y, { lineBreak: false });
    if (marked) this.doc.endMarkedContent();
  }

  /** Splits text into lines no wider than `width` (at spaces, and inside a word only when it must). */
  wrap(text: string, width: number, opts: TextOptions = {}): string[] {
    this.setFont(opts.bold, opts.scale);
    const fits = (s: string) => this.doc.widthOfString(s) <= width;
    const words = text.split(/\s+/).filter(Boolean);
    // Most cells fit on one line: one measurement instead of one per word.
    const whole = words.join(' ');
    if (fits(whole)) return [whole];
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      if (fits(word)) {
        line = word;
        continue;
      }
      for (const { segment } of graphemes.segment(word)) {
        if (line !== '' && !fits(line + segment)) {
          lines.push(line);
          line = '';
        }
        line += segment;
      }
    }
    if (line !== '') lines.push(line);
    return lines.length > 0 ? lines : [''];
  }

  /** Text wrapped to the width from x, advancing y. */
  paragraph(text: string, opts: TextOptions & { x?: number } = {}): void {
    const x = opts.x ?? this.left;
    const width = opts.width ?? this.right - x;
    for (const line of this.wrap(text, width, opts)) {
      this.ensure(this.lineHeight(opts.scale));
      this.text(line, x, this.y, { ...opts, width });
      this.y += this.lineHeight(opts.scale);
    }
  }

  rule(y = this.y, color = RULE, weight = 0.6): void {
    this.doc.moveTo(this.left, y).lineTo(this.right, y).lineWidth(weight).strokeColor(color).stroke();
  }

  gap(lines = 0.5): void {
    this.y += this.lineHeight() * lines;
  }

  /** A new page when `height` does not fit on this one (the table header drawn again on it). */
  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.top;
    this.repeatHeader?.();
  }

  /**
   * Label and value pairs in two columns of `columns` (1 or 2): the lot's details, the party block, the
   * totals. A pair whose value is empty is left out.
   */
  pairs(
    rows: Array<[string, string]>,
    opts: { columns?: 1 | 2; labelWidth?: number; x?: number; width?: number } = {},
  ) {
    const kept = rows.filter(([, value]) => value !== '');
    const columns = opts.columns ?? 1;
    const x0 = opts.x ?? this.left;
    const total = opts.width ?? this.right - x0;
    const colWidth = (total - (columns - 1) * this.base) / columns;
    const labelWidth = Math.min(opts.labelWidth ?? this.base * 13, colWidth * 0.5);
    const perColumn = Math.ceil(kept.length / columns);
    const startY = this.y;
    let maxY = startY;
    for (let c = 0; c < columns; c++) {
      let y = startY;
      const x = x0 + c * (colWidth + this.base);
      for (const [label, value] of kept.slice(c * perColumn, (c + 1) * perColumn)) {
        const lines = this.wrap(value, colWidth - labelWidth);
        this.text(label, x, y, { color: MUTED, width: labelWidth });
        for (const line of lines) {
          this.text(line, x + labelWidth, y);
          y += this.lineHeight();
        }
      }
      maxY = Math.max(maxY, y);
    }
    this.y = maxY;
  }

  /** A table with its header row, drawn again on every page it runs onto. */
  table(columns: Column[], rows: TableRow[]): void {
    const share = columns.reduce((s, c) => s + c.width, 0);
    const pad = this.base * 0.35;
    const widths = columns.map((c) => (c.width / share) * this.width);
    const xs = widths.map((_, i) => this.left + widths.slice(0, i).reduce((s, w) => s + w, 0));
    const drawRow = (cells: string[], bold: boolean, header: boolean) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, widths[i]! - 2 * pad, { bold }));
      const height = Math.max(...wrapped.map((l) => l.length)) * this.lineHeight() + pad;
      if (!header) this.ensure(height);
      wrapped.forEach((lines, i) =>
        lines.forEach((line, k) =>
          this.text(line, xs[i]! + pad, this.y + pad / 2 + k * this.lineHeight(), {
            bold,
            align: columns[i]!.align ?? 'left',
            width: widths[i]! - 2 * pad,
            color: header ? MUTED : INK,
          }),
        ),
      );
      this.y += height;
      this.rule(this.y, header ? INK : '#dddddd', header ? 0.8 : 0.5);
    };
    const header = () => {
      this.rule(this.y, INK, 0.8);
      drawRow(
        columns.map((c) => c.label),
        true,
        true,
      );
    };
    this.ensure(this.lineHeight() * 3);
    header();
    this.repeatHeader = header;
    for (const row of rows) drawRow(row.cells, row.bold ?? false, false);
    this.repeatHeader = undefined;
  }

  /** Signature lines at the foot of the content: a line to sign on and who signs under it. */
  signatures(labels: string[]): void {
    const space = this.lineHeight() * 4.5;
    this.ensure(space);
    const y = Math.max(this.y + this.lineHeight() * 3, this.bottom - this.lineHeight() * 1.5);
    const slot = this.width / labels.length;
    labels.forEach((label, i) => {
      const x = this.left + i * slot + slot * 0.1;
      const w = slot * 0.8;
      this.doc
        .moveTo(x, y)
        .lineTo(x + w, y)
        .lineWidth(0.6)
        .strokeColor(INK)
        .stroke();
      this.text(label, x, y + this.base * 0.4, { align: 'center', width: w, color: MUTED });
    });
    this.y = y + this.lineHeight() * 1.5;
  }

  /** "CANCELLED" across every page (and "रद्द" under it in Hindi): a cancelled document keeps its number. */
  private stampCancelled(): void {
    const { width, height } = this.doc.page;
    const size = width / 7;
    this.doc.save();
    this.doc.rotate(-35, { origin: [width / 2, height / 2] });
    this.doc.opacity(0.22);
    this.doc.font('bold').fontSize(size).fillColor('#c00000');
    const word = 'CANCELLED';
    const w = this.doc.widthOfString(word);
    // One word in the text layer, not nine letters strewn along the slant.
    this.doc.markContent('Span', { actual: word });
    this.doc.text(word, (width - w) / 2, height / 2 - size * 0.7, { lineBreak: false });
    this.doc.endMarkedContent();
    if (this.lang === 'hi') {
      const hi = 'रद्द';
      const wh = this.doc.widthOfString(hi);
      this.doc.markContent('Span', { actual: hi });
      this.doc.text(hi, (width - wh) / 2, height / 2 + size * 0.35, { lineBreak: false });
      this.doc.endMarkedContent();
    }
    this.doc.restore();
  }

  /** Footers (and the stamp) on every page, then the file. */
  async finish(opts: { cancelled?: boolean } = {}): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const y = this.footerY;
      const page = this.lang === 'hi' ? `पृष्ठ ${i + 1} / ${range.count}` : `Page ${i + 1} of ${range.count}`;
      this.text(this.footer, this.left, y, { scale: 0.8, color: MUTED });
      this.text(page, this.left, y, { scale: 0.8, color: MUTED, align: 'right', width: this.width });
      if (opts.cancelled) this.stampCancelled();
    }
    this.doc.end();
    return this.done;
  }
}
