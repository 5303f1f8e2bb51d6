import type { PageKey, ReportType } from '@jyotish/contract';
import type { reports } from '@/locales/en/reports';

/** A point of "What the report contains" (`reports:contents.*`). */
export type ContentPoint = keyof typeof reports.contents;

/**
 * What each report contains, in the order its sections come: the headings the server's
 * section builders write for that report, told as a reader would want them.
 */
export const REPORT_CONTENTS: Readonly<Record<ReportType, readonly ContentPoint[]>> = {
  life: [
    'personality',
    'houses',
    'grahas',
    'yogas',
    'doshas',
    'dashas',
    'gemstones',
    'vargas',
    'lifeAreas',
  ],
  yearly: ['yearOverview', 'transits', 'months', 'dashaChanges'],
  career: ['careerHouse', 'careerFields', 'dashamsa', 'careerTiming', 'dashas'],
  marriage: ['spouse', 'darakaraka', 'mangalDosha', 'navamsa', 'marriageTiming', 'matching'],
  child: ['fifthHouse', 'jupiter', 'saptamsa', 'childTiming'],
  'super-horoscope': [
    'birthChart',
    'personality',
    'divisionalCharts',
    'dashasNow',
    'lifeAreas',
    'remedies',
  ],
};

/**
 * Each report's order page, without a language prefix. The yearly report is ordered on the
 * premium reports page (SPEC: `/premium-report` is the yearly report).
 */
export const REPORT_ORDER_PAGES: Readonly<Record<ReportType, { page: PageKey; path: string }>> = {
  life: { page: 'reportLife', path: '/reports/life' },
  yearly: { page: 'reportPremium', path: '/reports/premium' },
  career: { page: 'reportCareer', path: '/reports/career' },
  marriage: { page: 'reportMarriage', path: '/reports/marriage' },
  child: { page: 'reportChild', path: '/reports/child' },
  'super-horoscope': { page: 'reportSuperHoroscope', path: '/reports/super-horoscope' },
};

/** The one results page of every report type, without a language prefix. */
export function reportResultsPath(id: string): string {
  return `/reports/super-horoscope/results/${encodeURIComponent(id)}`;
}

/** The id of the yearly order form on the premium page, which its card links to. */
export const YEARLY_ORDER_ANCHOR = 'yearly-report';
