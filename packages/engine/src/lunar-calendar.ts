import { msOfJulianDayUt } from './ephemeris.js';
import { predictLimbAngle, type SunMoonEphemeris } from './panchang-elements.js';

/** Mean length of a synodic month in days, for first guesses only. */
const SYNODIC_MONTH_DAYS = 29.530589;

export interface LunarMonth {
  /** Amanta month (new moon to new moon): 1 = Chaitra … 12 = Phalguna. */
  readonly amanta: number;
  /**
   * Purnimanta month (full moon to full moon): the Krishna paksha belongs to the next month,
   * except in an adhika month, which both schemes insert whole between two new moons.
   */
  readonly purnimanta: number;
  /** An adhika (intercalary) month: the Sun changes no sign between its new moons. */
  readonly adhika: boolean;
  /** Julian days (UT) of the new moons that open and close the amanta month. */
  readonly newMoonStart: number;
  readonly newMoonEnd: number;
}

/**
 * The lunar month in force at a Julian day (UT). An amanta month takes the name of the sign the
 * sidereal Sun occupies at the new moon that opens it (Sun in Pisces → Chaitra, in Aries →
 * Vaishakha…); when the Sun enters no new sign before the next new moon, the month is adhika
 * and shares its name with the month after it (the rule of the Surya Siddhanta school).
 */
export function lunarMonthAt(source: SunMoonEphemeris, julianDay: number): LunarMonth {
  const { angle, rate } = source.limbAngle('tithi', julianDay);
  // The interpolated Moon is ample here: it puts a new moon within a minute, which moves the
  // Sun by 2.5″, and only the Sun's sign is needed.
  const newMoonStart = predictLimbAngle(source, 'tithi', 0, julianDay - angle / rate);
  const newMoonEnd = predictLimbAngle(source, 'tithi', 0, newMoonStart + SYNODIC_MONTH_DAYS);
  const signAt = (day: number) => Math.floor(source.sunAt(day).longitude / 30) + 1;
  const startSign = signAt(newMoonStart);
  const amanta = (startSign % 12) + 1;
  const krishna = angle >= 180;
  const adhika = signAt(newMoonEnd) === startSign;
  return {
    amanta,
    // An adhika month is inserted whole, new moon to new moon, in both schemes.
    purnimanta: krishna && !adhika ? (amanta % 12) + 1 : amanta,
    adhika,
    newMoonStart,
    newMoonEnd,
  };
}

export interface Samvat {
  /** Shaka samvat, the national calendar's era (year 0 = 78 CE). */
  readonly shaka: number;
  /** Vikram samvat counted from Chaitra (north Indian, Chaitradi; Shaka + 135). */
  readonly vikram: number;
}

/**
 * The Shaka and Vikram years of a lunar month: both turn at the new moon that opens Chaitra,
 * which always falls in March or April, so the Gregorian year of that new moon fixes them.
 */
export function samvatOf(month: LunarMonth): Samvat {
  const chaitraStartMs = msOfJulianDayUt(
    month.newMoonStart - (month.amanta - 1) * SYNODIC_MONTH_DAYS,
  );
  const year = new Date(chaitraStartMs).getUTCFullYear();
  return { shaka: year - 78, vikram: year + 57 };
}

/** Six ritus of two lunar months each from Chaitra: 1 Vasanta … 6 Shishira. */
export function rituOfMonth(amantaMonth: number): number {
  return Math.floor((amantaMonth - 1) / 2) + 1;
}

/**
 * Uttarayana while the sidereal Sun moves from Makara (Capricorn, 270°) to the end of Mithuna
 * (Gemini, 90°), Dakshinayana for the other half: the traditional sidereal reckoning from
 * Makara Sankranti, not the tropical solstices.
 */
export function ayanaOfSun(siderealSunLongitude: number): 'uttarayana' | 'dakshinayana' {
  return siderealSunLongitude >= 270 || siderealSunLongitude < 90 ? 'uttarayana' : 'dakshinayana';
}
