import {
  detectYogas,
  type GemstoneAdvice,
  gemstoneAdvice,
  type KaalSarpResult,
  type Kundli,
  kaalSarpDosha,
  type LuckyNumbers,
  luckyNumbersOf,
  type MangalDoshaResult,
  type PitraDoshaResult,
  type PlanetId,
  type PlanetPlacement,
  type PlanetState,
  pitraDosha,
  planetStatesAt,
  reduceToDigit,
  type Yoga,
  yogaChartOf,
} from '@jyotish/engine';
import type { BirthChart, BirthRequest } from '../charts/birth-chart.js';
import { mangalOf } from '../charts/doshas.js';
import type { LifetimeSadeSati } from '../charts/lifetime-sade-sati.js';
import type { BirthMatch } from '../charts/matching.js';

/** What a report is made from, as stored with it: the birth, and a partner for matching. */
export interface ReportInputs {
  readonly birth: BirthRequest;
  /** The birthplace's name, for the cover. */
  readonly place?: string | undefined;
  readonly partner?: BirthRequest | undefined;
}

/** The planets' signs at the start of one month of the yearly report. */
export interface MonthTransits {
  /** UTC milliseconds of the month's first day, 00:00 in the birth's zone. */
  readonly startMs: number;
  readonly states: readonly PlanetState[];
}

/**
 * Everything the report sections read, computed once per report: the birth chart, its
 * yogas and doshas, sade sati over the lifetime, gemstones and lucky numbers, and the
 * transits of the twelve months from the report's "now" (`asOfMs`, stored with the report so
 * that building it again reads the same months).
 */
export interface ReportChart {
  readonly inputs: ReportInputs;
  readonly chart: BirthChart;
  readonly kundli: Kundli;
  readonly asOfMs: number;
  readonly timeZone: string;
  readonly lagnaSign: number;
  readonly planet: Readonly<Record<PlanetId, PlanetPlacement>>;
  readonly yogas: readonly Yoga[];
  readonly mangal: MangalDoshaResult;
  readonly kaalSarp: KaalSarpResult;
  readonly pitra: PitraDoshaResult;
  readonly sadeSati: LifetimeSadeSati;
  readonly gems: GemstoneAdvice;
  readonly moolank: number;
  readonly bhagyank: number;
  readonly lucky: LuckyNumbers;
  readonly transitsNow: readonly PlanetState[];
  readonly months: readonly MonthTransits[];
  readonly match: BirthMatch | null;
}

/** The computations a report needs that the server runs on its engine pool. */
export interface ReportCharts {
  birthChart(birth: BirthRequest): Promise<BirthChart>;
  sadeSati(birth: BirthRequest): Promise<LifetimeSadeSati>;
  matching(boy: BirthRequest, girl: BirthRequest): Promise<BirthMatch>;
}

const MONTHS_OF_YEARLY_REPORT = 12;

export async function prepareReportChart(
  charts: ReportCharts,
  inputs: ReportInputs,
  asOfMs: number,
): Promise<ReportChart> {
  const { birth, partner } = inputs;
  const chart = await charts.birthChart(birth);
  const { kundli } = chart;
  const planet = Object.fromEntries(kundli.planets.map((p) => [p.id, p])) as Record<
    PlanetId,
    PlanetPlacement
  >;
  const longitudes = Object.fromEntries(kundli.planets.map((p) => [p.id, p.longitude])) as Record<
    PlanetId,
    number
  >;
  const doshaChart = { ascendantSign: kundli.ascendant.sign, longitudes };
  const running = kundli.dasha.periods.find((p) => p.startMs <= asOfMs && asOfMs < p.endMs);
  const day = Number(birth.birthDate.slice(8, 10));
  const digits = [...birth.birthDate.replace(/\D/g, '')].map(Number);
  const moolank = reduceToDigit(day);
  const bhagyank = reduceToDigit(digits.reduce((sum, digit) => sum + digit, 0));
  // A boy's and a girl's chart for guna milan: the buyer's gender decides which is which.
  const match = partner
    ? birth.gender === 'female'
      ? await charts.matching(partner, birth)
      : await charts.matching(birth, partner)
    : null;
  return {
    inputs,
    chart,
    kundli,
    asOfMs,
    timeZone: chart.zoned.timeZone,
    lagnaSign: kundli.ascendant.sign,
    planet,
    yogas: detectYogas(yogaChartOf(kundli)),
    mangal: mangalOf(kundli),
    kaalSarp: kaalSarpDosha(doshaChart),
    pitra: pitraDosha(doshaChart),
    sadeSati: await charts.sadeSati(birth),
    gems: gemstoneAdvice(kundli.ascendant.sign, running?.lord ?? null),
    moolank,
    bhagyank,
    lucky: luckyNumbersOf(moolank, bhagyank),
    transitsNow: planetStatesAt(asOfMs),
    months: monthStarts(asOfMs).map((startMs) => ({
      startMs,
      states: planetStatesAt(startMs),
    })),
    match,
  };
}

/** The first instants (UTC, at 00:00 UTC) of the twelve months from the one holding `asOfMs`. */
function monthStarts(asOfMs: number): number[] {
  const asOf = new Date(asOfMs);
  return Array.from({ length: MONTHS_OF_YEARLY_REPORT }, (_, index) =>
    Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() + index, 1),
  );
}
