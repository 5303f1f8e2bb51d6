import type { EngineHealth, HealthResponse, ReportContent } from '@jyotish/contract';
import type { PlanetTransit } from '@jyotish/engine';
import fp from 'fastify-plugin';
import { ReportTypesetter, type TypesetReport } from '../reports/typeset/report-pdf.js';
import { typesetInChildProcess } from '../reports/typeset/typeset-child.js';
import {
  type BirthChart,
  type BirthRequest,
  computeBirthChart,
  computeKpBirthChart,
  type KpBirthChart,
  type KpBirthRequest,
} from './birth-chart.js';
import { createEnginePool } from './engine-pool.js';
import {
  computeFestivalMuhurats,
  computeFestivalYear,
  type FestivalMuhuratYear,
  type FestivalYear,
  type FestivalYearRequest,
  festivalYearKey,
} from './festival-year.js';
import { type LifetimeSadeSati, lifetimeSadeSati } from './lifetime-sade-sati.js';
import { LruCache } from './lru-cache.js';
import { type BirthMatch, matchBirths } from './matching.js';
import { type MuhuratRequest, type MuhuratSearch, searchMuhurats } from './muhurat-search.js';
import {
  computePanchangDay,
  type PanchangDay,
  type PanchangDayRequest,
  panchangDayKey,
  panchangPlaceOf,
} from './panchang-day.js';
import { datesOfMonth, type PanchangMonth, type PanchangMonthRequest } from './panchang-month.js';
import { type RahuKaalDays, type RahuKaalDaysRequest, rahuKaalDaysOf } from './rahu-kaal-days.js';

/**
 * The charts domain, one operation per thing the API computes. Every operation is async, so
 * whether it runs inline or on the engine pool is decided here and never in a route.
 */
export interface Charts {
  /** A birth's chart: zone, local time to UTC, the engine's kundli. */
  birthChart(birth: BirthRequest): Promise<BirthChart>;
  /** A birth's KP chart, its instant read as {@link Charts.birthChart} reads it. */
  kpChart(birth: KpBirthRequest): Promise<KpBirthChart>;
  /** A civil date's panchang at a place rounded to 0.01°, from the cache or on the pool. */
  panchangDay(request: PanchangDayRequest): Promise<PanchangDay>;
  /** Every day of a Gregorian month, day by day through {@link Charts.panchangDay} (so cached). */
  panchangMonth(request: PanchangMonthRequest): Promise<PanchangMonth>;
  /** A Gregorian year's festivals at a place rounded to 0.01°, from the cache or on the pool. */
  festivalYear(request: FestivalYearRequest): Promise<FestivalYear>;
  /** Diwali's, Holika Dahan's, Navratri's and Karva Chauth's muhurats of a year, cached alike. */
  festivalMuhurats(request: Omit<FestivalYearRequest, 'lang'>): Promise<FestivalMuhuratYear>;
  /** Rahu kaal of `days` dates from `from` at a place rounded to 0.01°, on the pool. */
  rahuKaalDays(request: RahuKaalDaysRequest): Promise<RahuKaalDays>;
  /** The windows fit for a purpose between two dates at a place rounded to 0.01°, on the pool. */
  muhurat(request: MuhuratRequest): Promise<MuhuratSearch>;
  /** A year's planetary transits (sidereal), on the pool and cached by year. */
  planetTransits(year: number): Promise<readonly PlanetTransit[]>;
  /** Guna milan and both partners' Mangal dosha. */
  matching(boy: BirthRequest, girl: BirthRequest): Promise<BirthMatch>;
  /** Sade sati and dhaiya over a lifetime (on the pool; may throw EngineBusyError). */
  sadeSati(birth: BirthRequest): Promise<LifetimeSadeSati>;
  /** A premium report's PDF, typeset with Typst away from the event loop. */
  typesetReport(content: ReportContent): Promise<TypesetReport>;
  /** The pool's threads and queue, the caches' hit counts, for `/api/health`. */
  health(): { engine: EngineHealth; caches: HealthResponse['caches'] };
}

declare module 'fastify' {
  interface FastifyInstance {
    charts: Charts;
  }
}

export interface ChartsPluginOptions {
  /** Engine worker threads; 0 computes everything inline. */
  readonly threads: number;
  readonly queueLimit: number;
  /** Days of panchang kept; 0 keeps none. */
  readonly panchangCacheSize: number;
  /** The pool's worker module, when a test brings a deliberately slow one. */
  readonly workerUrl?: URL | undefined;
}

/** Years of festivals kept: a year at a place is a few kilobytes, asked for by many visitors. */
const FESTIVAL_YEARS_KEPT = 256;

/** Days of a month computed at once: enough to keep two engine threads busy. */
const MONTH_DAYS_IN_FLIGHT = 4;

/**
 * Decorates `app.charts`. The engine pool's threads start with the app and stop when it
 * closes, after the requests in flight (and so their tasks) have finished.
 */
export const chartsPlugin = fp<ChartsPluginOptions>(
  async (app, { threads, queueLimit, panchangCacheSize, workerUrl }) => {
    const pool = createEnginePool({ threads, queueLimit, workerUrl });
    app.addHook('onClose', () => pool.close());
    const typesetter = new ReportTypesetter();
    // Days in the making are kept too, so simultaneous requests for one day share its computation.
    const panchangDays = new LruCache<string, Promise<PanchangDay>>(panchangCacheSize);

    const festivalYears = new LruCache<string, Promise<FestivalYear>>(FESTIVAL_YEARS_KEPT);
    const festivalMuhuratYears = new LruCache<string, Promise<FestivalMuhuratYear>>(
      FESTIVAL_YEARS_KEPT,
    );

    // A year's transits are the same for every visitor: six hundred years fit in a few MB.
    const transitYears = new LruCache<number, Promise<readonly PlanetTransit[]>>(
      FESTIVAL_YEARS_KEPT,
    );

    const charts: Charts = {
      async birthChart(birth) {
        return computeBirthChart(birth);
      },
      // Inline like the kundli: a few ephemeris readings and one sunrise search.
      async kpChart(birth) {
        return computeKpBirthChart(birth);
      },
      async panchangDay(request) {
        const place = panchangPlaceOf(request);
        const key = panchangDayKey(request, place);
        const day = panchangDays.getOrCompute(key, () => computePanchangDay(request, place, pool));
        // A refusal (pool full) or an ephemeris error is not an answer to keep.
        day.catch(() => panchangDays.evict(key, day));
        return day;
      },
      async panchangMonth(request) {
        const dates = datesOfMonth(request.year, request.month);
        const days: PanchangDay[] = [];
        // A few days at a time: a month must not fill the pool's queue for everyone else.
        for (let index = 0; index < dates.length; index += MONTH_DAYS_IN_FLIGHT) {
          const batch = dates.slice(index, index + MONTH_DAYS_IN_FLIGHT);
          days.push(
            ...(await Promise.all(
              batch.map((date) =>
                charts.panchangDay({ ...request, date, sunriseConvention: 'upper-limb' }),
              ),
            )),
          );
        }
        return { place: panchangPlaceOf(request), days };
      },
      async festivalYear(request) {
        const { place, key } = festivalYearKey(request);
        const year = festivalYears.getOrCompute(key, () =>
          computeFestivalYear(request.year, place, pool),
        );
        year.catch(() => festivalYears.evict(key, year));
        return year;
      },
      async festivalMuhurats(request) {
        const { place, key } = festivalYearKey(request);
        const year = festivalMuhuratYears.getOrCompute(key, () =>
          computeFestivalMuhurats(request.year, place, pool),
        );
        year.catch(() => festivalMuhuratYears.evict(key, year));
        return year;
      },
      async rahuKaalDays(request) {
        return rahuKaalDaysOf(request, pool);
      },
      async muhurat(request) {
        return searchMuhurats(request, pool);
      },
      async planetTransits(year) {
        const transits = transitYears.getOrCompute(year, () =>
          pool.run('planetTransitsOfYear', year),
        );
        transits.catch(() => transitYears.evict(year, transits));
        return transits;
      },
      async matching(boy, girl) {
        return matchBirths(boy, girl);
      },
      async sadeSati(birth) {
        return lifetimeSadeSati(computeBirthChart(birth), birth.ayanamsa, pool);
      },
      // Without engine threads (the tests, from source) on the event loop; else in a process
      // of its own per report (see reports/typeset/typeset-child.ts).
      typesetReport: async (content) =>
        threads === 0 ? typesetter.render(content) : typesetInChildProcess(content),
      health: () => ({ engine: pool.health(), caches: { panchangDay: panchangDays.health() } }),
    };
    app.decorate('charts', charts);
  },
  { name: 'charts' },
);
