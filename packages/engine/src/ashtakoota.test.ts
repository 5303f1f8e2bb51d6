import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ashtakoota,
  ganaOfNakshatra,
  matchVerdict,
  nadiOfNakshatra,
  taraNumber,
  vashyaOf,
  YONI_POINTS,
  yoniOfNakshatra,
} from './ashtakoota.js';
import type { KootaId } from './ids.js';
import { nakshatraOfLongitude } from './nakshatra.js';

interface WorkedExample {
  boy: { nakshatra: number; pada: number; moonLongitude: number };
  girl: { nakshatra: number; pada: number; moonLongitude: number };
  kootas: Record<KootaId, { score: number }>;
  total: number;
}
const example = JSON.parse(
  readFileSync(new URL('../reference/ashtakoota-worked-example.json', import.meta.url), 'utf8'),
) as WorkedExample;

interface PublishedExample {
  boy: { nakshatra: number; moonSign: number };
  girl: { nakshatra: number; moonSign: number };
  stated: Partial<Record<KootaId, { boy: string | number; girl: string | number; score: number }>>;
  statedGroups: {
    varna: { boy: string; girl: string };
    yoni: { boy: string; girl: string };
    tara: { fromGirl: number; fromBoy: number };
  };
  total: number;
}
const published = JSON.parse(
  readFileSync(new URL('../reference/ashtakoota-published-example.json', import.meta.url), 'utf8'),
) as PublishedExample;

/** The Moon longitudes (mid-pada) of every pada of `nakshatra` that lies in `sign` (1–12). */
function padaMidpoints(nakshatra: number, sign: number): number[] {
  const span = 360 / 108;
  return [0, 1, 2, 3]
    .map((pada) => ((nakshatra - 1) * 4 + pada + 0.5) * span)
    .filter((longitude) => Math.floor(longitude / 30) + 1 === sign);
}

function moonAt(longitude: number) {
  const position = nakshatraOfLongitude(longitude);
  return { nakshatra: position.nakshatra, pada: position.pada, longitude };
}

function scores(boyLongitude: number, girlLongitude: number): Record<KootaId, number> {
  const result = ashtakoota(moonAt(boyLongitude), moonAt(girlLongitude));
  return Object.fromEntries(result.kootas.map((koota) => [koota.id, koota.score])) as Record<
    KootaId,
    number
  >;
}

describe('ashtakoota', () => {
  it('scores the hand-worked example koota by koota and in total', () => {
    const boy = moonAt(example.boy.moonLongitude);
    const girl = moonAt(example.girl.moonLongitude);
    expect([boy.nakshatra, boy.pada]).toEqual([example.boy.nakshatra, example.boy.pada]);
    expect([girl.nakshatra, girl.pada]).toEqual([example.girl.nakshatra, example.girl.pada]);
    const result = ashtakoota(boy, girl);
    for (const koota of result.kootas) {
      expect({ id: koota.id, score: koota.score }).toEqual({
        id: koota.id,
        score: example.kootas[koota.id].score,
      });
      expect(koota.exception).toBeNull();
    }
    expect(result.kootas.map((koota) => koota.max)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result.total).toBe(example.total);
    expect(matchVerdict(result.total)).toBe('good');
  });

  it('scores the published example its printed 19½, with the four kootas it states', () => {
    const boyMoons = padaMidpoints(published.boy.nakshatra, published.boy.moonSign);
    const girlMoons = padaMidpoints(published.girl.nakshatra, published.girl.moonSign);
    expect([boyMoons.length, girlMoons.length]).toEqual([3, 4]);
    for (const boyLongitude of boyMoons) {
      for (const girlLongitude of girlMoons) {
        const result = ashtakoota(moonAt(boyLongitude), moonAt(girlLongitude));
        for (const koota of result.kootas) {
          const stated = published.stated[koota.id];
          if (stated) {
            const { boy, girl, score } = koota;
            expect({ id: koota.id, boy, girl, score }).toEqual({ id: koota.id, ...stated });
          }
          expect(koota.exception).toBeNull();
        }
        const [varna, , tara, yoni] = result.kootas;
        expect({ boy: varna?.boy, girl: varna?.girl }).toEqual(published.statedGroups.varna);
        expect({ boy: yoni?.boy, girl: yoni?.girl }).toEqual(published.statedGroups.yoni);
        expect(tara?.reason.params).toMatchObject(published.statedGroups.tara);
        expect(result.total).toBe(published.total);
        expect(matchVerdict(result.total)).toBe('average');
      }
    }
  });

  it('gives nadi 0 with no exception to Moons in the same nakshatra and pada', () => {
    const result = ashtakoota(moonAt(2), moonAt(3));
    const nadi = result.kootas.find((koota) => koota.id === 'nadi');
    expect(nadi).toMatchObject({ score: 0, boy: 'adi', girl: 'adi', exception: null });
    expect(nadi?.reason.code).toBe('nadi_same');
    // Same sign too: bhakoot 1/1 keeps its 7; tara janma both ways keeps 3; yoni 4, gana 6.
    expect(result.total).toBe(1 + 2 + 3 + 4 + 5 + 6 + 7 + 0);
  });

  it('cancels nadi dosha for the same nakshatra in another pada, or across a sign boundary', () => {
    const otherPada = ashtakoota(moonAt(2), moonAt(5)).kootas.find((k) => k.id === 'nadi');
    expect(otherPada).toMatchObject({ score: 8 });
    expect(otherPada?.exception?.code).toBe('nadi_same_nakshatra_other_pada');
    // Krittika: 26°40′ Aries to 10° Taurus.
    const otherSign = ashtakoota(moonAt(28), moonAt(31)).kootas.find((k) => k.id === 'nadi');
    expect(otherSign?.exception?.code).toBe('nadi_same_nakshatra_other_sign');
    // Ashwini and Ardra are both Adi but in different signs and nakshatras: no exception.
    const none = ashtakoota(moonAt(5), moonAt(70)).kootas.find((k) => k.id === 'nadi');
    expect(none).toMatchObject({ score: 0, exception: null });
    // Ardra and Punarvasu (both Adi) in Gemini: the same sign, other nakshatras.
    const sameSign = ashtakoota(moonAt(70), moonAt(82)).kootas.find((k) => k.id === 'nadi');
    expect(sameSign?.exception?.code).toBe('nadi_same_sign_other_nakshatra');
  });

  it('scores bhakoot 6/8 as 0 and restores it when the lords are the same or friends', () => {
    // Aries (Mars) and Virgo (Mercury): 6/8, Mars and Mercury not friends.
    const dosha = ashtakoota(moonAt(5), moonAt(155)).kootas.find((k) => k.id === 'bhakoot');
    expect(dosha).toMatchObject({ score: 0, exception: null });
    expect(dosha?.reason.params.pair).toBe('6/8');
    // Aries and Scorpio, both ruled by Mars.
    const sameLord = ashtakoota(moonAt(5), moonAt(215)).kootas.find((k) => k.id === 'bhakoot');
    expect(sameLord).toMatchObject({ score: 7 });
    expect(sameLord?.exception).toEqual({ code: 'bhakoot_same_lord', params: { lord: 'mars' } });
    // Taurus (Venus) and Virgo (Mercury): 5/9 with mutual friends.
    const friends = ashtakoota(moonAt(45), moonAt(165)).kootas.find((k) => k.id === 'bhakoot');
    expect(friends?.exception?.code).toBe('bhakoot_friendly_lords');
    expect(friends?.reason.params.pair).toBe('5/9');
  });

  it('scores a Rohini boy and a Hasta girl as worked by hand: 31 with the bhakoot exception', () => {
    expect(scores(45, 165)).toEqual({
      varna: 1,
      vashya: 1,
      tara: 3,
      yoni: 1,
      graha_maitri: 5,
      gana: 5,
      bhakoot: 7,
      nadi: 8,
    });
  });

  it('counts taras from each partner and drops vipat, pratyari and vadha', () => {
    expect(taraNumber(1, 1)).toBe(1);
    expect(taraNumber(1, 3)).toBe(3);
    expect(taraNumber(22, 8)).toBe(5);
    expect(taraNumber(8, 22)).toBe(6);
    // Ashwini boy, Krittika girl: from the girl, Ashwini is the 26th (8, mitra); from the boy,
    // Krittika is the 3rd (vipat).
    expect(scores(5, 30).tara).toBe(1.5);
  });

  it('has a symmetric yoni table with 0 only for the seven sworn enemy pairs', () => {
    for (let row = 0; row < 14; row += 1) {
      for (let column = 0; column < 14; column += 1) {
        expect(YONI_POINTS[row]?.[column]).toBe(YONI_POINTS[column]?.[row]);
      }
      expect(YONI_POINTS[row]?.[row]).toBe(4);
    }
    const zeros = YONI_POINTS.flat().filter((points) => points === 0).length;
    expect(zeros).toBe(14);
    expect(yoniOfNakshatra(21)).toBe('mongoose');
    expect(yoniOfNakshatra(4)).toBe('serpent');
  });

  it('names the yoni grade the points stand for', () => {
    // Pada midpoints: Uttara Phalguni (cow), Dhanishta (lion), Pushya (sheep), Shravana (monkey),
    // Hasta (buffalo), Ashwini (horse), Bharani (elephant), Rohini and Mrigashira (serpent).
    const moon = (nakshatra: number) => moonAt((nakshatra - 1) * (360 / 27) + 1);
    const yoni = (boy: number, girl: number) => {
      const koota = ashtakoota(moon(boy), moon(girl)).kootas.find((k) => k.id === 'yoni');
      return [koota?.score, koota?.reason.code];
    };
    expect(yoni(12, 23)).toEqual([1, 'yoni_unfriendly']);
    expect(yoni(8, 22)).toEqual([0, 'yoni_enemies']);
    expect(yoni(13, 2)).toEqual([3, 'yoni_friendly']);
    expect(yoni(1, 2)).toEqual([2, 'yoni_neutral']);
    expect(yoni(4, 5)).toEqual([4, 'yoni_same']);
  });

  it('assigns gana, nadi and vashya as the tables say', () => {
    expect([1, 2, 3].map(ganaOfNakshatra)).toEqual(['deva', 'manushya', 'rakshasa']);
    expect([1, 2, 3, 4, 5, 6, 27].map(nadiOfNakshatra)).toEqual([
      'adi',
      'madhya',
      'antya',
      'antya',
      'madhya',
      'adi',
      'antya',
    ]);
    expect([10, 130, 215, 245, 255, 275, 295].map(vashyaOf)).toEqual([
      'chatushpada',
      'vanachara',
      'keeta',
      'manava',
      'chatushpada',
      'chatushpada',
      'jalachara',
    ]);
  });

  it('reads the total as the customary verdict', () => {
    expect([17.5, 18, 24.5, 25, 32, 33].map(matchVerdict)).toEqual([
      'not_recommended',
      'average',
      'good',
      'good',
      'good',
      'excellent',
    ]);
  });
});
