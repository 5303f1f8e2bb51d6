import {
  type Dignity,
  houseOfSign,
  interpolateText,
  type Language,
  NAKSHATRA_NAMES,
  PLANET_IDS,
  PLANET_NAMES,
  type PlanetId,
  type ReportBlock,
  type ReportSection,
  SIGN_NAMES,
  signLord,
  signOfHouse,
} from '@jyotish/contract';
import { housesRuled } from '@jyotish/engine';
import type { ReportPhrases } from '../phrases/report-phrases.js';
import type { ReportChart } from '../report-chart.js';

/** What every section function reads: the chart, the language's phrases and its formatters. */
export interface SectionContext {
  readonly chart: ReportChart;
  readonly phrases: ReportPhrases;
  readonly lang: Language;
}

export type SectionBuilder = (context: SectionContext) => ReportSection;

/** Natural benefics and malefics (the Moon and Mercury counted benefic, as most readers do). */
export const NATURAL_BENEFICS: ReadonlySet<PlanetId> = new Set([
  'moon',
  'mercury',
  'jupiter',
  'venus',
]);

/** The lord of a sign, 1 = Aries … 12 = Pisces. */
export const lordOfSign = (sign: number): PlanetId => signLord(sign);

// Whole-sign counting from a sign (the lagna's, the Moon's), as the charts count houses.
export { houseOfSign, signOfHouse };

export type StrengthGroup = 'strong' | 'middling' | 'weak';

export function strengthOf(dignity: Dignity): StrengthGroup {
  if (
    dignity === 'exalted' ||
    dignity === 'moolatrikona' ||
    dignity === 'own' ||
    dignity === 'friend'
  )
    return 'strong';
  if (dignity === 'neutral') return 'middling';
  return 'weak';
}

export function fill(
  context: SectionContext,
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return interpolateText(template, values, context.lang);
}

export function planetName(context: SectionContext, planet: PlanetId): string {
  return PLANET_NAMES[context.lang][PLANET_IDS.indexOf(planet)] ?? planet;
}

export function planetShort(context: SectionContext, planet: PlanetId): string {
  return context.phrases.planetShort[PLANET_IDS.indexOf(planet)] ?? planet;
}

export function signName(context: SectionContext, sign: number): string {
  return SIGN_NAMES[context.lang][sign - 1] ?? String(sign);
}

export function nakshatraName(context: SectionContext, nakshatra: number): string {
  return NAKSHATRA_NAMES[context.lang][nakshatra - 1] ?? String(nakshatra);
}

export function ordinal(context: SectionContext, n: number): string {
  return context.phrases.ordinal[n - 1] ?? String(n);
}

const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-IN',
  hi: 'hi-IN',
  ta: 'ta-IN',
  te: 'te-IN',
};

/** "A, B and C" in the report's language. */
export function listText(context: SectionContext, items: readonly string[]): string {
  return new Intl.ListFormat(LOCALES[context.lang], { type: 'conjunction' }).format(items);
}

export function planetList(context: SectionContext, planets: readonly PlanetId[]): string {
  return listText(
    context,
    planets.map((p) => planetName(context, p)),
  );
}

export function ordinalList(context: SectionContext, houses: readonly number[]): string {
  return listText(
    context,
    houses.map((h) => ordinal(context, h)),
  );
}

/** A date in the birth's zone, as the language writes it: "15 August 2026". */
export function dateText(context: SectionContext, ms: number): string {
  return new Intl.DateTimeFormat(LOCALES[context.lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: context.chart.timeZone,
  }).format(ms);
}

export function monthText(context: SectionContext, ms: number): string {
  return new Intl.DateTimeFormat(LOCALES[context.lang], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(ms);
}

/** Degrees within the sign as 12°34′. */
export function degreeText(degrees: number): string {
  const whole = Math.floor(degrees);
  const minutes = Math.floor((degrees - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}

export function paragraph(text: string): ReportBlock {
  return { kind: 'paragraph', text };
}

/** The houses a graha rules, counted from the lagna; Rahu and Ketu own no sign. */
export function housesRuledBy(lagnaSign: number, planet: PlanetId): number[] {
  return planet === 'rahu' || planet === 'ketu' ? [] : housesRuled(lagnaSign, planet);
}

/** The grahas in a house (whole signs from the lagna), in PLANET_IDS order. */
export function occupantsOf(context: SectionContext, house: number): PlanetId[] {
  const sign = signOfHouse(context.chart.lagnaSign, house);
  return PLANET_IDS.filter((id) => context.chart.planet[id].sign === sign);
}

/** The chart block of a sign placement: houses from `ascendantSign`, planets by their sign. */
export function chartBlock(
  context: SectionContext,
  title: string,
  ascendantSign: number,
  signs: Readonly<Record<PlanetId, number>>,
  retrograde: ReadonlySet<PlanetId> = new Set(),
): ReportBlock {
  return {
    kind: 'chart',
    title,
    houses: Array.from({ length: 12 }, (_, index) => {
      const sign = signOfHouse(ascendantSign, index + 1);
      return {
        sign,
        planets: PLANET_IDS.filter((id) => signs[id] === sign).map(
          (id) => `${planetShort(context, id)}${retrograde.has(id) ? '(R)' : ''}`,
        ),
      };
    }),
    signNames: Array.from({ length: 12 }, (_, index) => signName(context, index + 1)),
  };
}
