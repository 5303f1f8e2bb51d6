import * as engine from '@jyotish/engine';
import { describe, expect, it } from 'vitest';
import { KAAL_SARP_TYPES } from '../doshas/doshas.js';
import { PLANET_IDS } from '../names/grahas.js';
import { SIGN_LORDS, signLord } from '../names/zodiac.js';
import { AYANAMSA_IDS } from './common.js';
import { DASHA_YEAR_DAYS, VARGA_IDS } from './kundli.js';

// The contract keeps its own copies of these id lists: importing the engine at run time would
// pull the native `sweph` addon into the browser bundle. This test keeps the copies honest.
describe('ids the API shares with the engine', () => {
  it('lists the same planets, divisional charts and ayanamsas in the same order', () => {
    expect(PLANET_IDS).toEqual(engine.PLANET_IDS);
    expect(VARGA_IDS).toEqual(engine.VARGA_IDS);
    expect(AYANAMSA_IDS).toEqual(engine.AYANAMSA_IDS);
  });

  it('names the same Kaal sarp types and dasha year lengths', () => {
    expect(KAAL_SARP_TYPES).toEqual(engine.KAAL_SARP_TYPES);
    expect(DASHA_YEAR_DAYS).toEqual(engine.DASHA_YEAR_DAYS);
  });

  it('gives each sign the same lord, counting signs round the zodiac', () => {
    expect(SIGN_LORDS).toEqual(engine.SIGN_LORDS);
    expect([signLord(4), signLord(16), signLord(0)]).toEqual(['moon', 'moon', 'jupiter']);
  });
});
