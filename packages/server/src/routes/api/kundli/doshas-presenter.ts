import { DOSHA_TEXTS, type Doshas, type MangalDosha, type Note, noteText } from '@jyotish/contract';
import {
  type Kundli,
  kaalSarpDosha,
  type MangalDoshaResult,
  type PlanetId,
  pitraDosha,
  type RuleNote,
} from '@jyotish/engine';
import { mangalOf } from '../../../charts/doshas.js';

function note(rule: RuleNote): Note {
  return {
    ...rule,
    params: { ...rule.params },
    description: noteText(DOSHA_TEXTS, 'en', rule.code, rule.params),
  };
}

export function presentMangal(result: MangalDoshaResult): MangalDosha {
  const params = {
    lagnaHouse: result.marsHouse.lagna,
    moonHouse: result.marsHouse.moon,
    venusHouse: result.marsHouse.venus,
    count: result.from.length,
  };
  const code = !result.present
    ? 'mangal_absent'
    : result.effective
      ? 'mangal_present'
      : 'mangal_cancelled';
  return {
    present: result.present,
    strength: result.strength,
    marsHouse: { ...result.marsHouse },
    from: [...result.from],
    cancellations: result.cancellations.map(note),
    effective: result.effective,
    description: noteText(DOSHA_TEXTS, 'en', code, params),
  };
}

/** The `doshas` block of the kundli answer. */
export function presentDoshas(kundli: Kundli): Doshas {
  const longitudes = Object.fromEntries(
    kundli.planets.map((planet) => [planet.id, planet.longitude]),
  ) as Record<PlanetId, number>;
  const chart = { ascendantSign: kundli.ascendant.sign, longitudes };
  const kaalSarp = kaalSarpDosha(chart);
  const pitra = pitraDosha(chart);
  const kaalSarpCode =
    kaalSarp.extent === 'none' ? 'kaal_sarp_absent' : `kaal_sarp_${kaalSarp.extent}`;
  return {
    mangal: presentMangal(mangalOf(kundli)),
    kaalSarp: {
      ...kaalSarp,
      description: noteText(DOSHA_TEXTS, 'en', kaalSarpCode, {
        rahuHouse: kaalSarp.rahuHouse,
        ketuHouse: kaalSarp.ketuHouse,
        ...(kaalSarp.type === null ? {} : { type: kaalSarp.type }),
        ...(kaalSarp.direction === null ? {} : { direction: kaalSarp.direction }),
      }),
    },
    pitra: {
      present: pitra.present,
      reasons: pitra.reasons.map(note),
      description: noteText(DOSHA_TEXTS, 'en', pitra.present ? 'pitra_present' : 'pitra_absent'),
    },
  };
}
