import type { Language, ReportContent, ReportType } from '@jyotish/contract';
import { REPORT_PHRASES } from './phrases/index.js';
import type { ReportChart } from './report-chart.js';
import { REPORT_PLANS } from './report-plans.js';
import { dateText, fill } from './sections/section-kit.js';

export interface BuildReportOptions {
  /** Only the first sections (the free sample). */
  readonly sectionLimit?: number;
}

/**
 * A report's content from its chart: each section of the type's plan, in the language, with
 * the cover's words. Pure: the same chart and language give the same content.
 */
export function buildReportContent(
  type: ReportType,
  chart: ReportChart,
  lang: Language,
  engineVersion: string,
  options: BuildReportOptions = {},
): ReportContent {
  const phrases = REPORT_PHRASES[lang];
  const context = { chart, phrases, lang };
  const plan = REPORT_PLANS[type].slice(0, options.sectionLimit);
  const { birth } = chart.inputs;
  return {
    type,
    lang,
    title: phrases.titles[type],
    subject: {
      name: birth.name ?? '',
      birth: fill(context, phrases.labels.born, {
        date: dateText(context, chart.chart.used.utcMs),
        time: birth.birthTime.slice(0, 5),
      }),
      place: [
        chart.inputs.place,
        `${birth.latitude.toFixed(2)}°, ${birth.longitude.toFixed(2)}°`,
        chart.timeZone,
      ]
        .filter(Boolean)
        .join(' · '),
    },
    labels: {
      contents: phrases.labels.contents,
      preparedOn: phrases.labels.preparedOn,
      page: phrases.labels.page,
      disclaimerHeading: phrases.labels.disclaimerHeading,
    },
    preparedOn: dateText(context, chart.asOfMs),
    sections: plan.map((section) => section(context)),
    disclaimer: phrases.disclaimer,
    engineVersion,
  };
}
