import fc from 'fast-check';
import sweph from 'sweph';
import { describe, expect, it } from 'vitest';
import { ayanamsaDegrees, EphemerisError, julianDayUt } from './ephemeris.js';
import {
  computeKpChart,
  KP_SUB_TABLE,
  kpLordsOf,
  kpRulingPlanets,
  kpSubNumber,
  signDegreeText,
} from './kp.js';
import { computeKundli } from './kundli.js';

/** Degrees of a longitude written as sign (1–12), degrees, minutes and seconds within it. */
function at(sign: number, degrees: number, minutes = 0, seconds = 0): number {
  return (sign - 1) * 30 + degrees + minutes / 60 + seconds / 3600;
}

/** Arcseconds of the same, as the table gives its bounds. */
function arcsecondsAt(sign: number, degrees: number, minutes = 0, seconds = 0): number {
  return (sign - 1) * 108_000 + degrees * 3600 + minutes * 60 + seconds;
}

function tableEntry(number: number) {
  const entry = KP_SUB_TABLE[number - 1];
  if (!entry) throw new Error(`no number ${number} in the table`);
  return entry;
}

describe('the 249 numbers of KP horary', () => {
  it('count 249, run without gap from 0° Aries to 30° Pisces, each within one sign', () => {
    expect(KP_SUB_TABLE).toHaveLength(249);
    expect(KP_SUB_TABLE[0]?.startArcseconds).toBe(0);
    expect(KP_SUB_TABLE.at(-1)?.endArcseconds).toBe(1_296_000);
    KP_SUB_TABLE.forEach((entry, index) => {
      expect(entry.number).toBe(index + 1);
      expect(entry.endArcseconds).toBeGreaterThan(entry.startArcseconds);
      expect(entry.startArcseconds).toBeGreaterThanOrEqual((entry.sign - 1) * 108_000);
      expect(entry.endArcseconds).toBeLessThanOrEqual(entry.sign * 108_000);
      const next = KP_SUB_TABLE[index + 1];
      if (next) expect(next.startArcseconds).toBe(entry.endArcseconds);
    });
  });

  it('opens with Ashwini’s Ketu and Venus subs and closes with Revati’s Saturn sub', () => {
    // Ketu's 7 of 120 years of 13°20′ (48,000″) is 2,800″ = 0°46′40″; Venus's 20 is 8,000″.
    expect(tableEntry(1)).toEqual({
      number: 1,
      sign: 1,
      nakshatra: 1,
      starLord: 'ketu',
      subLord: 'ketu',
      startArcseconds: 0,
      endArcseconds: arcsecondsAt(1, 0, 46, 40),
    });
    expect(tableEntry(2)).toMatchObject({
      starLord: 'ketu',
      subLord: 'venus',
      startArcseconds: arcsecondsAt(1, 0, 46, 40),
      endArcseconds: arcsecondsAt(1, 3),
    });
    // Revati is Mercury's: its subs run Mercury … Jupiter, Saturn, and Saturn's 19 years are
    // 7,600″ = 2°06′40″, so the last number starts at Pisces 27°53′20″.
    expect(tableEntry(249)).toEqual({
      number: 249,
      sign: 12,
      nakshatra: 27,
      starLord: 'mercury',
      subLord: 'saturn',
      startArcseconds: arcsecondsAt(12, 27, 53, 20),
      endArcseconds: arcsecondsAt(13, 0),
    });
  });

  it('gives every sub its share of 400″ per dasha year unless a sign boundary splits it', () => {
    const years = {
      ketu: 7,
      venus: 20,
      sun: 6,
      moon: 10,
      mars: 7,
      rahu: 18,
      jupiter: 16,
      saturn: 19,
      mercury: 17,
    };
    const splitNumbers = [22, 23, 62, 63, 105, 106, 145, 146, 188, 189, 228, 229];
    for (const entry of KP_SUB_TABLE) {
      if (splitNumbers.includes(entry.number)) continue;
      expect(entry.endArcseconds - entry.startArcseconds, `number ${entry.number}`).toBe(
        400 * years[entry.subLord],
      );
    }
  });

  it('splits Krittika’s Rahu sub at Aries/Taurus and Punarvasu’s Moon sub at Gemini/Cancer', () => {
    // Krittika (Sun's) starts at Aries 26°40′; Sun, Moon and Mars take 6 + 10 + 7 = 23 years
    // (9,200″ = 2°33′20″), so Rahu's 18 years (7,200″) run from Aries 29°13′20″ to Taurus
    // 1°13′20″: number 22 in Aries and 23 in Taurus, after 9 + 9 + 3 numbers.
    expect(tableEntry(22)).toMatchObject({
      sign: 1,
      nakshatra: 3,
      starLord: 'sun',
      subLord: 'rahu',
      startArcseconds: arcsecondsAt(1, 29, 13, 20),
      endArcseconds: arcsecondsAt(2, 0),
    });
    expect(tableEntry(23)).toMatchObject({
      sign: 2,
      nakshatra: 3,
      starLord: 'sun',
      subLord: 'rahu',
      startArcseconds: arcsecondsAt(2, 0),
      endArcseconds: arcsecondsAt(2, 1, 13, 20),
    });
    // Punarvasu (Jupiter's) starts at Gemini 20°; Jupiter … Sun take 85 years (34,000″ =
    // 9°26′40″), so the Moon's 10 years (4,000″) run from Gemini 29°26′40″ to Cancer 0°33′20″.
    expect(tableEntry(62)).toMatchObject({
      sign: 3,
      nakshatra: 7,
      starLord: 'jupiter',
      subLord: 'moon',
      startArcseconds: arcsecondsAt(3, 29, 26, 40),
      endArcseconds: arcsecondsAt(4, 0),
    });
    expect(tableEntry(63)).toMatchObject({
      sign: 4,
      subLord: 'moon',
      startArcseconds: arcsecondsAt(4, 0),
      endArcseconds: arcsecondsAt(4, 0, 33, 20),
    });
  });

  it('does not split at Taurus/Gemini, where a sub ends exactly', () => {
    // Mrigashira (Mars's) starts at Taurus 23°20′; Mars, Rahu, Jupiter and Saturn take 60
    // years, 24,000″ = 6°40′: Saturn's sub ends on the sign boundary.
    expect(tableEntry(41)).toMatchObject({
      sign: 2,
      starLord: 'mars',
      subLord: 'saturn',
      startArcseconds: arcsecondsAt(2, 27, 53, 20),
      endArcseconds: arcsecondsAt(3, 0),
    });
    expect(tableEntry(42)).toMatchObject({ sign: 3, starLord: 'mars', subLord: 'mercury' });
  });

  it('starts the signs at the numbers of the standard table', () => {
    // Aries 1; Taurus after Krittika's split 23; Gemini, unsplit, 42; Cancer after the
    // Punarvasu split 63. The pattern repeats every 120° (four signs, 81 subs + 2 splits).
    const starts = KP_SUB_TABLE.filter((entry) => entry.startArcseconds % 108_000 === 0);
    expect(starts.map((entry) => entry.number)).toEqual([
      1, 23, 42, 63, 84, 106, 125, 146, 167, 189, 208, 229,
    ]);
  });
});

describe('kpLordsOf and kpSubNumber', () => {
  it('places Aries 15°00′ in Bharani, Venus star, Venus sub, Saturn sub-sub', () => {
    // Bharani (Venus's) starts at 13°20′: 1°40′ = 6,000″ in, within Venus's first sub of
    // 8,000″. Venus's sub cut by the years from Venus: Venus 1,333⅓″, Sun 400″, Moon 666⅔″,
    // Mars 466⅔″, Rahu 1,200″, Jupiter 1,066⅔″ (5,133⅓″ so far), Saturn 1,266⅔″ → 6,000″
    // falls in Saturn's.
    expect(kpLordsOf(at(1, 15))).toEqual({
      sign: 1,
      signLord: 'mars',
      nakshatra: 2,
      starLord: 'venus',
      subLord: 'venus',
      subSubLord: 'saturn',
      subNumber: 10,
    });
  });

  it('places Cancer 10°00′ in Pushya, Saturn star, Venus sub, Mercury sub-sub, number 69', () => {
    // Pushya (Saturn's) starts at Cancer 3°20′: 24,000″ in. Saturn 7,600″, Mercury 6,800″,
    // Ketu 2,800″ (17,200″), Venus 8,000″ → Venus's sub, 6,800″ into it; its sub-subs up to
    // Saturn's make 6,400″, Mercury's 1,133⅓″ holds 6,800″. Numbers before Pushya: 7 × 9 + 2
    // splits = 65, and Venus's is Pushya's fourth sub.
    expect(kpLordsOf(at(4, 10))).toMatchObject({
      sign: 4,
      signLord: 'moon',
      nakshatra: 8,
      starLord: 'saturn',
      subLord: 'venus',
      subSubLord: 'mercury',
      subNumber: 69,
    });
  });

  it('gives a boundary to the part it starts, to the arcsecond and below', () => {
    expect(kpLordsOf(at(1, 0, 46, 40))).toMatchObject({ subLord: 'venus', subNumber: 2 });
    expect(kpLordsOf(at(1, 0, 46, 39.9))).toMatchObject({ subLord: 'ketu', subNumber: 1 });
    // Ashwini's first sub-sub is Ketu's 7 × 7 / 14,400 of 48,000″: 163⅓″ = 2′43⅓″.
    expect(kpLordsOf(at(1, 0, 2, 43.3)).subSubLord).toBe('ketu');
    expect(kpLordsOf(at(1, 0, 2, 43.4)).subSubLord).toBe('venus');
    expect(kpLordsOf(at(2, 0))).toMatchObject({ sign: 2, signLord: 'venus', subNumber: 23 });
    expect(kpLordsOf(at(1, 29, 59, 59.9))).toMatchObject({ sign: 1, subNumber: 22 });
  });

  it('wraps the circle: 360° is 0° Aries, a hair less is number 249', () => {
    expect(kpSubNumber(360)).toBe(1);
    expect(kpSubNumber(-0.0001)).toBe(249);
    expect(kpLordsOf(359.9999999)).toMatchObject({
      sign: 12,
      nakshatra: 27,
      starLord: 'mercury',
      subLord: 'saturn',
      subNumber: 249,
    });
    expect(kpLordsOf(720 + at(4, 10)).subNumber).toBe(69);
  });

  it('agrees with the table for any longitude: the number’s entry holds it, with its lords', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), (longitude) => {
        const lords = kpLordsOf(longitude);
        const entry = tableEntry(kpSubNumber(longitude));
        expect(lords.subNumber).toBe(entry.number);
        // Within the boundary tolerance of 360° is 0°.
        const seconds = longitude * 3600;
        const wrapped = seconds > 1_296_000 - 1e-6 ? seconds - 1_296_000 : seconds;
        expect(wrapped).toBeGreaterThanOrEqual(entry.startArcseconds - 1e-6);
        expect(wrapped).toBeLessThan(entry.endArcseconds + 1e-6);
        expect([lords.sign, lords.nakshatra, lords.starLord, lords.subLord]).toEqual([
          entry.sign,
          entry.nakshatra,
          entry.starLord,
          entry.subLord,
        ]);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the degree within the sign to the arcsecond, cut so it never reaches the next', () => {
    expect(signDegreeText(at(1, 0, 46, 40))).toBe('0°46′40″');
    expect(signDegreeText(at(5, 12, 34, 56.99))).toBe('12°34′56″');
    expect(signDegreeText(at(1, 29, 59, 59.99))).toBe('29°59′59″');
    expect(signDegreeText(at(2, 0))).toBe('0°00′00″');
  });
});

describe('a KP chart: New Delhi, 20 May 1990, 10:30 IST', () => {
  const birth = { utcMs: Date.parse('1990-05-20T05:00:00Z'), latitude: 28.6139, longitude: 77.209 };
  const chart = computeKpChart(birth);
  const julianDay = julianDayUt(birth.utcMs);

  it('has the Placidus cusps of the library’s tropical houses less the Krishnamurti ayanamsa', () => {
    const tropical = sweph.houses_ex(julianDay, 0, birth.latitude, birth.longitude, 'P');
    expect(tropical.flag).toBe(sweph.constants.OK);
    const ayanamsa = ayanamsaDegrees(julianDay, 'krishnamurti', 'swiss');
    expect(chart.ayanamsaDegrees).toBe(ayanamsa);
    expect(chart.cusps.map((cusp) => cusp.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    chart.cusps.forEach((cusp, index) => {
      const expected = ((tropical.data.houses[index] ?? 0) - ayanamsa + 360) % 360;
      expect(Math.abs(cusp.longitude - expected) * 3600, `cusp ${cusp.house}`).toBeLessThan(1e-6);
    });
  });

  it('has the kundli’s ascendant and planets under the Krishnamurti ayanamsa', () => {
    const kundli = computeKundli(birth, { ayanamsa: 'krishnamurti' });
    const ascendant = chart.cusps[0]?.longitude ?? Number.NaN;
    expect(Math.abs(ascendant - kundli.ascendant.longitude) * 3600).toBeLessThan(1);
    expect(chart.planets.map((planet) => planet.id)).toEqual(
      kundli.planets.map((planet) => planet.id),
    );
    chart.planets.forEach((planet, index) => {
      const same = kundli.planets[index];
      expect(planet.longitude, planet.id).toBe(same?.longitude);
      expect(planet.retrograde, planet.id).toBe(same?.retrograde);
      expect(planet.nakshatra, planet.id).toBe(same?.nakshatra);
      expect(planet.starLord, planet.id).toBe(same?.nakshatraLord);
    });
  });

  it('reads each cusp’s and planet’s lords from its longitude', () => {
    for (const position of [...chart.cusps, ...chart.planets]) {
      expect(position).toMatchObject(kpLordsOf(position.longitude));
      expect(position.signDegreeText).toBe(signDegreeText(position.longitude));
      expect(position.signDegree).toBeCloseTo(position.longitude - (position.sign - 1) * 30, 9);
    }
  });

  it('rises in Cancer in Pushya with Rahu’s sub', () => {
    // Cancer 14°10′14″ is 39,014″ into Pushya; Saturn's subs up to Mars's make 34,400″ and
    // Rahu's 7,200″ more hold it.
    expect(chart.cusps[0]).toMatchObject({
      sign: 4,
      signLord: 'moon',
      signDegreeText: '14°10′14″',
      nakshatra: 8,
      starLord: 'saturn',
      subLord: 'rahu',
    });
    expect(chart.planets.find((planet) => planet.id === 'saturn')?.retrograde).toBe(true);
  });

  it('names the ruling planets: Sunday’s Sun, the Moon’s and the ascendant’s lords', () => {
    const moon = chart.planets.find((planet) => planet.id === 'moon');
    expect(chart.rulingPlanets.day).toMatchObject({ weekday: 0, lord: 'sun' });
    // The almanacs give New Delhi’s sunrise that day at 05:27 IST.
    const sunrise = chart.rulingPlanets.day.sunriseMs ?? 0;
    expect(Math.abs(sunrise - Date.parse('1990-05-20T05:27:30+05:30'))).toBeLessThan(90_000);
    expect(chart.rulingPlanets.moon).toEqual({
      signLord: moon?.signLord,
      starLord: moon?.starLord,
      subLord: moon?.subLord,
    });
    expect(chart.rulingPlanets.ascendant).toEqual({
      signLord: 'moon',
      starLord: 'saturn',
      subLord: 'rahu',
    });
    expect(chart.conventions).toEqual({
      ayanamsa: 'krishnamurti',
      houseSystem: 'placidus',
      nodeType: 'mean',
      ephemeris: 'swiss',
      ephemerisVersion: '2.10.03',
      sunriseConvention: 'upper-limb',
    });
  });

  it('keeps Saturday’s lord until the Sunday sunrise', () => {
    // 04:00 IST on Sunday is before sunrise: the Vedic day is still Saturday's.
    const beforeSunrise = kpRulingPlanets({
      ...birth,
      utcMs: Date.parse('1990-05-20T04:00:00+05:30'),
    });
    expect(beforeSunrise.day).toMatchObject({ weekday: 6, lord: 'saturn' });
    const saturdaySunrise = beforeSunrise.day.sunriseMs ?? 0;
    expect(Math.abs(saturdaySunrise - Date.parse('1990-05-19T05:28:00+05:30'))).toBeLessThan(
      120_000,
    );
  });

  it('gives the same cusps and lords with the Moshier theory in place of the files', () => {
    const moshier = computeKpChart(birth, { ephemeris: 'moshier' });
    expect(moshier.conventions.ephemeris).toBe('moshier');
    // Houses come from the sidereal time and the ayanamsa, which read no ephemeris file.
    expect(moshier.cusps).toEqual(chart.cusps);
    moshier.planets.forEach((planet, index) => {
      const swiss = chart.planets[index];
      const limit = planet.id === 'moon' ? 3 : 1;
      expect(Math.abs(planet.longitude - (swiss?.longitude ?? 0)) * 3600).toBeLessThan(limit);
      expect(kpLordsOf(planet.longitude), planet.id).toEqual(kpLordsOf(swiss?.longitude ?? 0));
    });
    expect(moshier.rulingPlanets.day.lord).toBe(chart.rulingPlanets.day.lord);
  });
});

describe('beyond the polar circles', () => {
  const tromso = { latitude: 69.6492, longitude: 18.9553 };
  const midsummer = Date.parse('2024-06-21T10:00:00Z');

  it('refuses Placidus cusps, which do not exist there', () => {
    expect(() => computeKpChart({ ...tromso, utcMs: midsummer })).toThrow(EphemerisError);
  });

  it('still names the ruling planets, the civil weekday by local mean time under the midnight sun', () => {
    const ruling = kpRulingPlanets({ ...tromso, utcMs: midsummer });
    // Friday 21 June 2024; the Sun has not set (nor risen) at Tromsø since May.
    expect(ruling.day).toEqual({ weekday: 5, lord: 'venus', sunriseMs: null });
    expect(ruling.ascendant.signLord).toBeDefined();
  });
});
