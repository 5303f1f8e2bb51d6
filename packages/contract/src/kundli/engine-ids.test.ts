import * as engine from '@jyotish/engine';
import { describe, expect, it } from 'vitest';
import { PLANET_IDS } from '../names/grahas.js';
import { SIGN_LORDS, signLord } from '../names/zodiac.js';
import { AYANAMSA_IDS } from './common.js';
import { VARGA_IDS } from './kundli.js';

// The contract keeps its own copies of these id lists: importing the engine at run time would
// pull the native `sweph` addon into the browser bundle. This test keeps the copies honest.
describe('ids the API shares with the engine', () => {
  it('lists the same planets, divisional charts and ayanamsas in the same order', () => {
    expect(PLANET_IDS).toEqual(engine.PLANET_IDS);
    expect(VARGA_IDS).toEqual(engine.VARGA_IDS);
    expect(AYANAMSA_IDS).toEqual(engine.AYANAMSA_IDS);
  });

  it('gives each sign the same lord, counting signs round the zodiac', () => {
    expect(SIGN_LORDS).toEqual(engine.SIGN_LORDS);
    expect([signLord(4), signLord(16), signLord(0)]).toEqual(['moon', 'moon', 'jupiter']);
  });
});
