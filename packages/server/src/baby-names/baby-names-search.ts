import {
  type BabyName,
  type BabyNamesAnswer,
  type BabyNamesQuerySchema,
  type Language,
  NAKSHATRA_SYLLABLES,
} from '@jyotish/contract';
import type { z } from 'zod';
import type { BabyNameRow } from './baby-name-row.js';
import { nameSounds, syllableClass } from './name-syllables.js';

const PAGE_SIZE = 60;
const GENDERS = { m: 'boy', f: 'girl', u: 'unisex' } as const;
const SCRIPT_COLUMN: Readonly<Record<Language, 0 | 1 | 2 | 3>> = { en: 0, hi: 1, ta: 2, te: 3 };
const MEANING_COLUMN: Readonly<Record<Language, 6 | 7 | 8 | 9>> = { en: 6, hi: 7, ta: 8, te: 9 };

interface IndexedName {
  readonly row: BabyNameRow;
  readonly sounds: readonly string[];
}

let indexed: Promise<{ names: readonly IndexedName[]; source: string }> | undefined;

/**
 * The list (some 700 kB of source) is loaded on the first search, not when the server starts,
 * and each name's initial sound is read once then.
 */
function indexedNames() {
  indexed ??= import('./baby-names-list.js').then(({ BABY_NAMES, BABY_NAMES_SOURCE }) => ({
    names: BABY_NAMES.map((row) => ({ row, sounds: nameSounds(row[1]) })).sort((a, b) =>
      a.row[0].localeCompare(b.row[0], 'en'),
    ),
    source: BABY_NAMES_SOURCE,
  }));
  return indexed;
}

function present(row: BabyNameRow, lang: Language): BabyName {
  return {
    latin: row[0],
    name: row[SCRIPT_COLUMN[lang]],
    devanagari: row[1],
    gender: GENDERS[row[4]],
    origin: row[5],
    meaning: row[MEANING_COLUMN[lang]],
  };
}

/**
 * Names for a nakshatra's padas (their namakshar, as the kundli shows them), or the whole list,
 * narrowed by gender (a boy's or girl's list keeps the names given to both) and first letter,
 * in pages of 60 in the English alphabetical order.
 */
export async function searchBabyNames(
  query: z.output<typeof BabyNamesQuerySchema>,
): Promise<BabyNamesAnswer> {
  const list = await indexedNames();
  const { nakshatra, pada, gender, letter, page, lang } = query;
  const padas = nakshatra === undefined ? [] : pada === undefined ? [1, 2, 3, 4] : [pada];
  const syllables = padas.map((p) => ({
    nakshatra: nakshatra ?? 0,
    pada: p,
    syllable: NAKSHATRA_SYLLABLES[lang][(nakshatra ?? 1) - 1]?.[p - 1] ?? '',
    latin: NAKSHATRA_SYLLABLES.en[(nakshatra ?? 1) - 1]?.[p - 1] ?? '',
  }));
  const padaSounds = new Set(
    padas.map((p) => syllableClass(NAKSHATRA_SYLLABLES.hi[(nakshatra ?? 1) - 1]?.[p - 1] ?? '')),
  );
  const matching = list.names.filter(
    ({ row, sounds }) =>
      (padaSounds.size === 0 || sounds.some((sound) => padaSounds.has(sound))) &&
      (gender === 'any' || row[4] === 'u' || GENDERS[row[4]] === gender) &&
      (letter === undefined || row[0].startsWith(letter)),
  );
  const start = (page - 1) * PAGE_SIZE;
  return {
    syllables,
    names: matching.slice(start, start + PAGE_SIZE).map(({ row }) => present(row, lang)),
    total: matching.length,
    page,
    pageSize: PAGE_SIZE,
    listSize: list.names.length,
    source: list.source,
  };
}
