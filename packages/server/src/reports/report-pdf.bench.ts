import { KundliRequestSchema } from '@jyotish/contract';
import { beforeAll, bench, describe } from 'vitest';
import { computeBirthChart } from '../charts/birth-chart.js';
import { buildReportContent } from './build-report.js';
import { inlineReportCharts } from './inline-report-charts.js';
import { prepareReportChart, type ReportChart } from './report-chart.js';
import { ReportTypesetter } from './typeset/report-pdf.js';

// The parts of the Hindi life report in process: the chart with its lifetime of sade sati
// (the engine), the 82 sections (content), the PDF (Typst, in this process; the server runs it
// in a process of its own, timed with its memory by bench/http/report-http.bench.ts). The
// kundli alone is the anchor: the free kundli page's own computation. The PDF benches take a
// different birth each time, so Typst cannot serve one report's layout from its cache.
const birth = KundliRequestSchema.parse({
  name: 'Asha Verma',
  gender: 'female',
  birthDate: '1990-08-15',
  birthTime: '10:30',
  latitude: 28.6139,
  longitude: 77.209,
});
const charts = inlineReportCharts();
const typesetter = new ReportTypesetter();
const AS_OF = Date.UTC(2026, 10, 26);
const BIRTH_DATES = ['1990-08-15', '1972-04-14', '1985-01-26', '2001-11-03', '1964-06-30'];
const births = BIRTH_DATES.map((birthDate) => ({ ...birth, birthDate }));
let prepared: ReportChart[] = [];
let turn = 0;
/** The next of the five, round and round. */
function nextIndex(): number {
  turn += 1;
  return turn % BIRTH_DATES.length;
}
const nextBirth = () => births[nextIndex()] ?? birth;
const nextChart = () => prepared[nextIndex()] as ReportChart;

beforeAll(async () => {
  prepared = await Promise.all(births.map((b) => prepareReportChart(charts, { birth: b }, AS_OF)));
  const chart = prepared[0] as ReportChart;
  // The first render loads the fonts: timed once and printed, then the benches run warm.
  const started = performance.now();
  typesetter.render(buildReportContent('life', chart, 'hi', 'bench'));
  console.log(
    `  first Hindi life report PDF, fonts loaded: ${(performance.now() - started).toFixed(0)} ms`,
  );
});

describe('the Hindi life report (82 sections)', () => {
  bench('anchor: the kundli alone (computeBirthChart)', () => {
    computeBirthChart(birth);
  });
  bench(
    'the chart a report reads (kundli, yogas, doshas, lifetime sade sati, 12 months of transits)',
    async () => {
      await prepareReportChart(charts, { birth }, AS_OF);
    },
  );
  bench('the content: 82 sections from a prepared chart', () => {
    buildReportContent('life', nextChart(), 'hi', 'bench');
  });
  bench('the content and its PDF (Typst, in this process)', () => {
    typesetter.render(buildReportContent('life', nextChart(), 'hi', 'bench'));
  });
  bench(
    'all of it: chart, content and PDF',
    async () => {
      const fresh = await prepareReportChart(charts, { birth: nextBirth() }, AS_OF);
      typesetter.render(buildReportContent('life', fresh, 'hi', 'bench'));
    },
    { iterations: 10 },
  );
});
