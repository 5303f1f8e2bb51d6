import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '@jyotish/contract';

/** The web's per-language pack (texts and page metadata) as the Vite manifest names it. */
const packSource = (language: Language) => `src/locales/${language}/index.ts`;

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

/**
 * The script files of each language's pack, with the chunks they import, from the Vite build
 * manifest (`.vite/manifest.json`): what a page in that language loads before its first render.
 */
export function languagePackFiles(
  manifest: Readonly<Record<string, ManifestChunk>>,
): Partial<Record<Language, string[]>> {
  const files: Partial<Record<Language, string[]>> = {};
  for (const language of LANGUAGES) {
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(packSource(language));
    if (seen.size > 0) files[language] = [...seen].map((file) => `/${file}`);
  }
  return files;
}

/** Reads the build manifest under `webDistDir`; a build without one preloads nothing. */
export async function loadLanguagePackFiles(
  webDistDir: string,
): Promise<Partial<Record<Language, string[]>>> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    return languagePackFiles(manifest);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return {};
    throw error;
  }
}
