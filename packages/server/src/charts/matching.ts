import { type AshtakootaResult, ashtakoota, type MangalDoshaResult } from '@jyotish/engine';
import { type BirthChart, type BirthRequest, computeBirthChart } from './birth-chart.js';
import { mangalOf } from './doshas.js';

export interface BirthMatch {
  readonly charts: { readonly boy: BirthChart; readonly girl: BirthChart };
  readonly ashtakoota: AshtakootaResult;
  readonly mangal: { readonly boy: MangalDoshaResult; readonly girl: MangalDoshaResult };
}

function moonOf(chart: BirthChart) {
  const moon = chart.kundli.planets.find((planet) => planet.id === 'moon');
  return {
    nakshatra: moon?.nakshatra ?? 1,
    pada: moon?.pada ?? 1,
    longitude: moon?.longitude ?? 0,
  };
}

/**
 * Ashtakoota (guna milan) of two births read exactly as the kundli reads one, with both
 * partners' Mangal dosha.
 */
export function matchBirths(boyBirth: BirthRequest, girlBirth: BirthRequest): BirthMatch {
  const boy = computeBirthChart(boyBirth);
  const girl = computeBirthChart(girlBirth);
  return {
    charts: { boy, girl },
    ashtakoota: ashtakoota(moonOf(boy), moonOf(girl)),
    mangal: { boy: mangalOf(boy.kundli), girl: mangalOf(girl.kundli) },
  };
}
