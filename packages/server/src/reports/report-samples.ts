import type { Language, ReportContent, ReportType } from '@jyotish/contract';
import { buildReportContent } from './build-report.js';
import { prepareReportChart, type ReportCharts } from './report-chart.js';
import type { TypesetReport } from './typeset/report-pdf.js';

/**
 * The free sample's birth: Swami Vivekananda, born at sunrise on 12 January 1863 in Calcutta
 * (6:33 a.m. local time, the time his biographers and most Indian almanacs publish), a public
 * birth a visitor can check against any other software.
 */
const SAMPLE_BIRTH = {
  name: 'Swami Vivekananda',
  gender: 'male' as const,
  birthDate: '1863-01-12',
  birthTime: '06:33',
  latitude: 22.5726,
  longitude: 88.3639,
  timezone: 'Asia/Kolkata',
  ayanamsa: 'lahiri' as const,
  nodeType: 'mean' as const,
  houseSystem: 'whole-sign' as const,
  dashaYearDays: 365.25 as const,
  ambiguousTime: 'earlier' as const,
  dashaLevels: 2 as const,
};
/** The sample reads its "now" from a fixed day, so it is the same document every day. */
const SAMPLE_AS_OF_MS = Date.UTC(2026, 0, 1);
/** The sections a sample shows: the cover, contents and the first chapters. */
const SAMPLE_SECTIONS = 10;

/** Free samples, built on first request per type and language and kept in memory (24 at most). */
export class ReportSamples {
  readonly #built = new Map<string, Promise<Uint8Array>>();

  constructor(
    private readonly charts: ReportCharts,
    private readonly typeset: (content: ReportContent) => Promise<TypesetReport>,
    private readonly engineVersion: string,
  ) {}

  pdf(type: ReportType, lang: Language): Promise<Uint8Array> {
    const key = `${type}:${lang}`;
    let built = this.#built.get(key);
    if (!built) {
      built = this.#build(type, lang);
      built.catch(() => this.#built.delete(key));
      this.#built.set(key, built);
    }
    return built;
  }

  async #build(type: ReportType, lang: Language): Promise<Uint8Array> {
    const chart = await prepareReportChart(
      this.charts,
      { birth: SAMPLE_BIRTH, place: 'Kolkata (Calcutta)' },
      SAMPLE_AS_OF_MS,
    );
    const content = buildReportContent(type, chart, lang, this.engineVersion, {
      sectionLimit: SAMPLE_SECTIONS,
    });
    return (await this.typeset(content)).pdf;
  }
}
