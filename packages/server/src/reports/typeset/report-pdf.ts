import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReportContent } from '@jyotish/contract';
import { NodeCompiler, type NodeError } from '@myriaddreamin/typst-ts-node-compiler';
import { reportTypstSource } from './typst-markup.js';

/**
 * The bundled fonts, `packages/server/fonts/`. This file runs from `src/reports/typeset/`
 * (tests) and from `dist/reports/typeset/` (npm start), both three levels below the package.
 */
const REPORT_FONTS_DIR = fileURLToPath(new URL('../../../fonts/', import.meta.url));

const REPORT_FONT_FILES = [
  'NotoSerif-Regular.ttf',
  'NotoSerif-Bold.ttf',
  'NotoSerifDevanagari-Regular.ttf',
  'NotoSerifDevanagari-Bold.ttf',
  'NotoSerifTamil-Regular.ttf',
  'NotoSerifTamil-Bold.ttf',
  'NotoSerifTelugu-Regular.ttf',
  'NotoSerifTelugu-Bold.ttf',
] as const;

/** How many evictions a memoised layout survives unused; Typst suggests 10 for batch tools. */
const CACHE_MAX_AGE = 10;

export interface TypesetReport {
  readonly pdf: Uint8Array;
  readonly pages: number;
}

/**
 * Typesets reports as PDF with Typst. One compiler serves every report: creating it reads the
 * fonts, so it is made on the first render and kept. Rendering is synchronous and CPU-bound.
 */
export class ReportTypesetter {
  #compiler: NodeCompiler | undefined;

  render(content: ReportContent): TypesetReport {
    const compiler = this.#getCompiler();
    try {
      const compiled = compiler.compile({ mainFileContent: reportTypstSource(content) });
      const error = compiled.takeError();
      const document = compiled.result;
      if (error || !document) {
        throw new Error(
          `Typst could not typeset the ${content.lang} ${content.type} report: ${diagnosticsText(compiler, error)}`,
        );
      }
      return { pdf: compiler.pdf(document), pages: document.numOfPages };
    } finally {
      // Typst memoises layouts in a process-wide cache; without eviction it grows with every
      // report, and two reports share little. (Even so its memory grows by about 20 MB a
      // report, which is why the server typesets each report in a process of its own.)
      compiler.evictCache(CACHE_MAX_AGE);
    }
  }

  #getCompiler(): NodeCompiler {
    if (!this.#compiler) {
      const fontPaths = REPORT_FONT_FILES.map((file) => `${REPORT_FONTS_DIR}${file}`);
      // Typst would silently fall back to the host's fonts (or boxes) for a missing file.
      const missing = fontPaths.filter((path) => !existsSync(path));
      if (missing.length > 0) throw new Error(`Report fonts are missing: ${missing.join(', ')}`);
      this.#compiler = NodeCompiler.create({ fontArgs: [{ fontPaths }] });
    }
    return this.#compiler;
  }
}

function diagnosticsText(compiler: NodeCompiler, error: NodeError | null): string {
  if (!error) return 'no document and no diagnostics';
  const diagnostics: unknown[] = compiler.fetchDiagnostics(error);
  const messages = diagnostics.map((diagnostic) =>
    typeof diagnostic === 'object' && diagnostic !== null && 'message' in diagnostic
      ? String(diagnostic.message)
      : JSON.stringify(diagnostic),
  );
  return messages.length > 0 ? messages.join('; ') : error.kind;
}
