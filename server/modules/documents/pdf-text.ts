import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Test and bench helpers: a PDF's text layer as poppler's pdftotext reads it (what a search, a copy or a
// screen reader gets), and its pages as PNG images (pdftoppm) to look at. poppler-utils is installed by .ci/run.

function withFile<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, in reading order, whitespace runs made one space. */
export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
  );
}

/**
 * The text laid out as on the page (pdftotext -layout): a label and its figure on one line. Only for Latin
 * lines: poppler places the ActualText of a Devanagari span at the span's start, so those are read with pdfText.
 */
export function pdfLayoutText(pdf: Buffer): string {
  return withFile(pdf, (file) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );
}

/** The fonts the PDF uses: name, embedded and subset, as pdffonts lists them. */
export function pdfFonts(pdf: Buffer): Array<{ name: string; embedded: boolean; subset: boolean }> {
  return withFile(pdf, (file) =>
    execFileSync('pdffonts', [file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const cols = line.trim().split(/\s+/);
        // name type… encoding emb sub uni object ID
        const [emb, sub] = cols.slice(-5, -3);
        return { name: cols[0]!, embedded: emb === 'yes', subset: sub === 'yes' };
      }),
  );
}

/** Writes the file as `<prefix>.pdf` and each page as `<prefix>-<n>.png` at `dpi`; answers the images. */
export function pdfToPng(pdf: Buffer, prefix: string, dpi = 110): string[] {
  fs.mkdirSync(path.dirname(prefix), { recursive: true });
  fs.writeFileSync(`${prefix}.pdf`, pdf);
  return withFile(pdf, (file) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, prefix]);
    const dir = path.dirname(prefix);
    const base = path.basename(prefix);
    return fs
      .readdirSync(dir)
      .filter((f) => f.startsWith(`${base}-`) && f.endsWith('.png'))
      .map((f) => path.join(dir, f));
  });
}
