import {
  type Koota,
  MATCHING_TEXTS,
  type MatchingResponse,
  type Note,
  noteText,
} from '@jyotish/contract';
import {
  type AshtakootaResult,
  compareManglik,
  type KootaScore,
  type MangalDoshaResult,
  matchVerdict,
  type RuleNote,
} from '@jyotish/engine';
import type { BirthChart } from '../../../charts/birth-chart.js';
import { presentMangal } from '../kundli/doshas-presenter.js';

function note(rule: RuleNote): Note {
  return {
    code: rule.code,
    params: { ...rule.params },
    description: noteText(MATCHING_TEXTS, 'en', rule.code, rule.params),
  };
}

function partner(chart: BirthChart, name: string | undefined): MatchingResponse['partners']['boy'] {
  const moon = chart.kundli.planets.find((planet) => planet.id === 'moon');
  return {
    ...(name === undefined ? {} : { name }),
    moonSign: moon?.sign ?? 1,
    nakshatra: moon?.nakshatra ?? 1,
    pada: moon?.pada ?? 1,
    ascendantSign: chart.kundli.ascendant.sign,
    timezone: chart.zoned.timeZone,
    utc: new Date(chart.used.utcMs).toISOString(),
  };
}

/** One koota with its English description and its reason's code for the other languages. */
export function presentKoota(koota: KootaScore): Koota {
  const reason = note(koota.reason);
  const exception = koota.exception ? note(koota.exception) : null;
  return {
    id: koota.id,
    score: koota.score,
    max: koota.max,
    description: exception ? `${reason.description} ${exception.description}` : reason.description,
    boy: koota.boy,
    girl: koota.girl,
    reason,
    exception,
  };
}

/** The matching answer: kootas with English descriptions and reason codes, manglik, verdict. */
export function presentMatching(
  result: AshtakootaResult,
  mangal: { boy: MangalDoshaResult; girl: MangalDoshaResult },
  charts: { boy: BirthChart; girl: BirthChart },
  names: { boy: string | undefined; girl: string | undefined },
): MatchingResponse {
  const manglik = compareManglik(mangal.boy, mangal.girl);
  const verdict = matchVerdict(result.total);
  return {
    kootas: result.kootas.map(presentKoota),
    total: result.total,
    max: 36,
    manglik: {
      boy: presentMangal(mangal.boy),
      girl: presentMangal(mangal.girl),
      cancelled: manglik.cancelled,
      notes: manglik.notes.map(note),
    },
    verdict: { code: verdict, description: noteText(MATCHING_TEXTS, 'en', `verdict_${verdict}`) },
    partners: { boy: partner(charts.boy, names.boy), girl: partner(charts.girl, names.girl) },
  };
}
