import { computeBirthChart } from '../charts/birth-chart.js';
import { createEnginePool } from '../charts/engine-pool.js';
import { lifetimeSadeSati } from '../charts/lifetime-sade-sati.js';
import { matchBirths } from '../charts/matching.js';
import type { ReportCharts } from './report-chart.js';

/**
 * The report's computations on the calling thread, as the server runs them without engine
 * threads: for the benches and the section tests, which need no server.
 */
export function inlineReportCharts(): ReportCharts {
  const pool = createEnginePool({ threads: 0, queueLimit: 0 });
  return {
    birthChart: async (birth) => computeBirthChart(birth),
    sadeSati: async (birth) => lifetimeSadeSati(computeBirthChart(birth), birth.ayanamsa, pool),
    matching: async (boy, girl) => matchBirths(boy, girl),
  };
}
