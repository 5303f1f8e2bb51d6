import { describe, expect, it } from 'vitest';
import { moonAtPada, nakshatraLove, signLove, signLoveTable } from './love-compatibility.js';

describe('signLove', () => {
  it('Aries and Leo: friendly lords (5) and a 5/9 bhakoot cancelled by that friendship (7)', () => {
    const love = signLove(1, 5);
    expect(love.kootas.map((k) => [k.id, k.score, k.exception?.code ?? null])).toEqual([
      ['graha_maitri', 5, null],
      ['bhakoot', 7, 'bhakoot_friendly_lords'],
    ]);
    expect([love.total, love.band]).toEqual([12, 'excellent']);
  });

  it('Aries and Libra 10 (good), Aries and Taurus 3 (mixed), Cancer and Aquarius ½ (challenging)', () => {
    expect([signLove(1, 7).total, signLove(1, 7).band]).toEqual([10, 'good']);
    expect([signLove(1, 2).total, signLove(1, 2).band]).toEqual([3, 'mixed']);
    expect([signLove(4, 11).total, signLove(4, 11).band]).toEqual([0.5, 'challenging']);
  });

  it('makes a symmetric 12 × 12 table with the same sign scoring 12', () => {
    const table = signLoveTable();
    for (let i = 0; i < 12; i++) {
      expect(table[i]?.[i]).toBe(12);
      for (let j = 0; j < 12; j++) expect(table[i]?.[j]).toBe(table[j]?.[i]);
    }
  });
});

describe('nakshatraLove', () => {
  it('places a pada’s Moon in its sign: Krittika pada 1 in Aries, pada 2 in Taurus', () => {
    expect(Math.floor(moonAtPada(3, 1).longitude / 30) + 1).toBe(1);
    expect(Math.floor(moonAtPada(3, 2).longitude / 30) + 1).toBe(2);
  });

  it('scores Ashwini 1 with Bharani 1 as the ashtakoota does for the same Moons', () => {
    const result = nakshatraLove({ nakshatra: 1, pada: 1 }, { nakshatra: 2, pada: 1 });
    // Both Aries: varna 1, vashya 2, maitri 5, bhakoot 7; tara 3 (2nd and 27th stars), yoni
    // horse–elephant 2, gana deva–manushya 6, nadi adi–madhya 8.
    expect(Object.fromEntries(result.kootas.map((k) => [k.id, k.score]))).toEqual({
      varna: 1,
      vashya: 2,
      tara: 3,
      yoni: 2,
      graha_maitri: 5,
      gana: 6,
      bhakoot: 7,
      nadi: 8,
    });
    expect(result.total).toBe(34);
  });
});
