import type { VargaId } from './ids.js';
import { normalizeDegrees } from './zodiac.js';

const ARIES = 1;
const TAURUS = 2;
const GEMINI = 3;
const CANCER = 4;
const LEO = 5;
const VIRGO = 6;
const LIBRA = 7;
const SCORPIO = 8;
const SAGITTARIUS = 9;
const CAPRICORN = 10;
const AQUARIUS = 11;
const PISCES = 12;

/** The sign `count` signs on from `sign` (count 0 is the sign itself), 1–12. */
function signFrom(sign: number, count: number): number {
  return ((((sign - 1 + count) % 12) + 12) % 12) + 1;
}

const isOdd = (sign: number) => sign % 2 === 1;
/** Movable (chara) signs are 1, 4, 7, 10; fixed (sthira) 2, 5, 8, 11; dual 3, 6, 9, 12. */
const modality = (sign: number): 0 | 1 | 2 => ((sign - 1) % 3) as 0 | 1 | 2;

/**
 * The sign a sidereal longitude (degrees) falls in within a divisional chart, by the rules of
 * Brihat Parashara Hora Shastra ch. 6–7. `part` below is the 0-based division of the sign
 * the degree falls in (30°/N each):
 * - D1 Rashi: the sign itself.
 * - D2 Hora: odd signs, first 15° Leo (Sun), second Cancer (Moon); even signs the reverse.
 * - D3 Drekkana: 0–10° the sign, 10–20° the 5th from it, 20–30° the 9th.
 * - D4 Chaturthamsa: quarters go to the sign, 4th, 7th and 10th from it.
 * - D7 Saptamsa: odd signs count from the sign, even signs from the 7th from it.
 * - D9 Navamsa: movable signs count from the sign, fixed from the 9th, dual from the 5th
 *   (so the navamsas run continuously from Aries through the zodiac).
 * - D10 Dasamsa: odd signs count from the sign, even from the 9th.
 * - D12 Dwadasamsa: count from the sign.
 * - D16 Shodasamsa: movable signs from Aries, fixed from Leo, dual from Sagittarius.
 * - D20 Vimsamsa: movable from Aries, fixed from Sagittarius, dual from Leo.
 * - D24 Chaturvimsamsa (Siddhamsa): odd signs from Leo, even from Cancer.
 * - D27 Bhamsa (Nakshatramsa): fiery signs from Aries, earthy from Cancer, airy from Libra,
 *   watery from Capricorn (continuous from Aries, like D9).
 * - D30 Trimsamsa (unequal): odd signs 0–5° Aries (Mars), 5–10° Aquarius (Saturn), 10–18°
 *   Sagittarius (Jupiter), 18–25° Gemini (Mercury), 25–30° Libra (Venus); even signs 0–5°
 *   Taurus (Venus), 5–12° Virgo (Mercury), 12–20° Pisces (Jupiter), 20–25° Capricorn
 *   (Saturn), 25–30° Scorpio (Mars).
 * - D40 Khavedamsa: odd signs from Aries, even from Libra.
 * - D45 Akshavedamsa: movable signs from Aries, fixed from Leo, dual from Sagittarius.
 * - D60 Shashtiamsa: count from the sign.
 */
export function vargaSign(varga: VargaId, siderealLongitude: number): number {
  const longitude = normalizeDegrees(siderealLongitude);
  const sign = Math.floor(longitude / 30) + 1;
  const degree = longitude - (sign - 1) * 30;
  const divisions = Number(varga.slice(1));
  const part = Math.min(divisions - 1, Math.floor((degree * divisions) / 30));
  switch (varga) {
    case 'D1':
      return sign;
    case 'D2':
      return isOdd(sign) === (part === 0) ? LEO : CANCER;
    case 'D3':
      return signFrom(sign, part * 4);
    case 'D4':
      return signFrom(sign, part * 3);
    case 'D7':
      return signFrom(isOdd(sign) ? sign : signFrom(sign, 6), part);
    case 'D9':
      return signFrom(signFrom(sign, [0, 8, 4][modality(sign)] ?? 0), part);
    case 'D10':
      return signFrom(isOdd(sign) ? sign : signFrom(sign, 8), part);
    case 'D12':
    case 'D60':
      return signFrom(sign, part);
    case 'D16':
    case 'D45':
      return signFrom([ARIES, LEO, SAGITTARIUS][modality(sign)] ?? ARIES, part);
    case 'D20':
      return signFrom([ARIES, SAGITTARIUS, LEO][modality(sign)] ?? ARIES, part);
    case 'D24':
      return signFrom(isOdd(sign) ? LEO : CANCER, part);
    case 'D27':
      return signFrom([ARIES, CANCER, LIBRA, CAPRICORN][(sign - 1) % 4] ?? ARIES, part);
    case 'D30':
      return trimsamsa(sign, degree);
    case 'D40':
      return signFrom(isOdd(sign) ? ARIES : LIBRA, part);
  }
}

const ODD_TRIMSAMSA: readonly (readonly [number, number])[] = [
  [5, ARIES],
  [10, AQUARIUS],
  [18, SAGITTARIUS],
  [25, GEMINI],
  [30, LIBRA],
];
const EVEN_TRIMSAMSA: readonly (readonly [number, number])[] = [
  [5, TAURUS],
  [12, VIRGO],
  [20, PISCES],
  [25, CAPRICORN],
  [30, SCORPIO],
];

function trimsamsa(sign: number, degree: number): number {
  const table = isOdd(sign) ? ODD_TRIMSAMSA : EVEN_TRIMSAMSA;
  for (const [limit, target] of table) if (degree < limit) return target;
  return isOdd(sign) ? LIBRA : SCORPIO;
}
