import { LANGUAGE_LOCALE, type Language, SIGN_SLUGS, type SignSlug } from '@jyotish/contract';

/** A day of the year as month (1–12) and day of month. */
export interface MonthDay {
  readonly month: number;
  readonly day: number;
}

export interface ZodiacSign {
  /** English slug, used by `/daily-horoscope/{slug}` in every language. */
  readonly slug: SignSlug;
  /** Unicode glyph followed by U+FE0E so that it renders as text, not as a coloured emoji. */
  readonly glyph: string;
  /** First and last day the Sun spends in the sign. */
  readonly from: MonthDay;
  readonly to: MonthDay;
}

const GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'] as const;

/**
 * Days the Sun enters each sidereal sign (Lahiri ayanamsa, the default of the product), Aries
 * first. These are the sankranti dates of the 2020s; they drift by a day between years, so the
 * tiles show them as a guide, not as a calculation.
 */
const SANKRANTI: readonly MonthDay[] = [
  { month: 4, day: 14 },
  { month: 5, day: 15 },
  { month: 6, day: 15 },
  { month: 7, day: 16 },
  { month: 8, day: 17 },
  { month: 9, day: 17 },
  { month: 10, day: 17 },
  { month: 11, day: 16 },
  { month: 12, day: 16 },
  { month: 1, day: 14 },
  { month: 2, day: 13 },
  { month: 3, day: 14 },
];

// Any non-leap year works: only the month and day are ever shown.
const REFERENCE_YEAR = 2001;

function toUtcDate({ month, day }: MonthDay): Date {
  return new Date(Date.UTC(REFERENCE_YEAR, month - 1, day));
}

function dayBefore(date: MonthDay): MonthDay {
  const previous = new Date(toUtcDate(date).getTime() - 24 * 60 * 60 * 1000);
  return { month: previous.getUTCMonth() + 1, day: previous.getUTCDate() };
}

/** The twelve signs, Aries first, each ending the day before the next one begins. */
export const ZODIAC_SIGNS: readonly ZodiacSign[] = SIGN_SLUGS.map((slug, index) => ({
  slug,
  glyph: `${GLYPHS[index]}\uFE0E`,
  from: SANKRANTI[index] as MonthDay,
  to: dayBefore(SANKRANTI[(index + 1) % SANKRANTI.length] as MonthDay),
}));

/** "14 Apr – 14 May" in the page language, e.g. "14 अप्रैल – 14 मई" in Hindi. */
export function formatSignDateRange(sign: ZodiacSign, language: Language): string {
  const format = new Intl.DateTimeFormat(LANGUAGE_LOCALE[language].replace('_', '-'), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(toUtcDate(sign.from))} – ${format.format(toUtcDate(sign.to))}`;
}
