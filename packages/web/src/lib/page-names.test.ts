import { readFileSync, writeFileSync } from 'node:fs';
import { LANGUAGES, type Language, METADATA } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import type { PageNamesTable } from './page-metadata';

const fileOf = (language: Language) =>
  new URL(`./page-names/${language}.gen.json`, import.meta.url);

/** The site texts and each page's title and heading, in the metadata table's order. */
function pageNamesOf(language: Language): PageNamesTable {
  const { site, pages } = METADATA[language];
  return {
    site,
    pages: Object.fromEntries(
      Object.entries(pages).map(([key, { title, heading }]) => [key, { title, heading }]),
    ) as PageNamesTable['pages'],
  };
}

// To regenerate after a change to contract's metadata tables:
// UPDATE_GENERATED=1 npx vitest run --project unit packages/web/src/lib/page-names.test.ts
describe('the page names the screens show before the whole metadata table loads', () => {
  it.each(LANGUAGES)('are the titles and headings of the %s metadata table', (language) => {
    const names = pageNamesOf(language);
    if (process.env.UPDATE_GENERATED) {
      writeFileSync(fileOf(language), `${JSON.stringify(names, null, 2)}\n`);
    }
    const shipped = JSON.parse(readFileSync(fileOf(language), 'utf8'));
    expect(shipped, 'run with UPDATE_GENERATED=1 to regenerate').toEqual(names);
  });
});
