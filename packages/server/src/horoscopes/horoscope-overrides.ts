import type { Horoscope, HoroscopePeriod, Language } from '@jyotish/contract';
import type { AppDatabase } from '../db/schema.js';

/**
 * The administrators' texts for the signs of one period (by the period's first day) and
 * language, keyed by sign slug. Read at every request, so a saved text shows at once whatever
 * the generated readings' cache holds.
 */
export async function overridesOf(
  db: AppDatabase,
  period: HoroscopePeriod,
  startDate: string,
  language: Language,
): Promise<Map<string, Horoscope['sections']>> {
  const rows = await db
    .selectFrom('horoscope_override')
    .select(['sign', 'sections'])
    .where('period', '=', period)
    .where('start_date', '=', startDate)
    .where('language', '=', language)
    .execute();
  return new Map(rows.map((row) => [row.sign, row.sections as Horoscope['sections']]));
}

/** A reading with an administrator's sections: the stated facts stay, the texts are theirs. */
export function withOverride(reading: Horoscope, sections: Horoscope['sections']): Horoscope {
  const stated = reading.text.slice(0, reading.text.length - reading.sections.general.length);
  return { ...reading, sections, text: `${stated}${sections.general}` };
}
