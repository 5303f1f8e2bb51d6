import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What poppler reads back from a PDF: its text (`pdftotext -layout`), fonts and page count. */
export interface PdfReading {
  readonly text: string;
  readonly fonts: string;
  readonly pages: number;
}

export async function readPdf(pdf: Uint8Array): Promise<PdfReading> {
  const dir = await mkdtemp(join(tmpdir(), 'jyotish-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const options = { maxBuffer: 64 * 1024 * 1024 };
    const text = (await run('pdftotext', ['-layout', file, '-'], options)).stdout;
    const fonts = (await run('pdffonts', [file], options)).stdout;
    const info = (await run('pdfinfo', [file], options)).stdout;
    return { text, fonts, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const graphemes = new Intl.Segmenter();

/**
 * Text as compared with what `pdftotext` extracts. Poppler inserts spaces inside Indic words
 * where glyphs overlap (after a Tamil pulli, before a vowel sign) and repeats a cluster drawn
 * as two glyphs (a reph, "सू" in bold), so both sides drop whitespace and repeated clusters.
 */
export function comparable(text: string): string {
  let result = '';
  let previous = '';
  for (const { segment } of graphemes.segment(text.replace(/\s+/g, ''))) {
    if (segment !== previous) result += segment;
    previous = segment;
  }
  return result;
}
