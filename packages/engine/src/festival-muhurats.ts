import type { Period } from './daily-timings.js';
import { julianDayUt, msOfJulianDayUt } from './ephemeris.js';
import { type FestivalDay, type FestivalPlace, festivalsOfYear } from './festivals.js';
import type { EphemerisId, FestivalId } from './ids.js';
import { lagnaChanges, MuhuratDays, VISHTI_KARANA } from './muhurat.js';
import { computePanchang, limbNumber, type Panchang } from './panchang.js';
import { limbSpans, SunMoonEphemeris } from './panchang-elements.js';

/**
 * The muhurats Indian almanacs (Drik Panchang) publish for four festivals, on the dates
 * `festivalsOfYear` gives them. Every instant is UTC milliseconds; the day runs from sunrise
 * (upper limb, standard refraction) to the next sunrise at the place, as in `festivals.ts`;
 * tithis, karanas and rising signs are sidereal (Lahiri). A night (sunset to the next sunrise)
 * has fifteen muhurtas and thirty ghatis, a day (sunrise to sunset) the same.
 */

export interface FestivalMuhuratOptions {
  readonly ephemeris?: EphemerisId;
}

/** A rising sign's span: 1 = Aries … 12 = Pisces. */
export interface LagnaPeriod extends Period {
  readonly sign: number;
}

/** Diwali's evening: the puja wants Amavasya, pradosh and a fixed sign rising at once. */
export interface LakshmiPujaMuhurat {
  /** The local civil date, `YYYY-MM-DD`. */
  readonly date: string;
  readonly amavasya: Period;
  /** Sunset to three of the night's fifteen muhurtas later. */
  readonly pradoshKaal: Period;
  /** Taurus rising (sidereal) that night; null only if it never rises before the next sunrise. */
  readonly vrishabhaKaal: Period | null;
  /** Pradosh ∩ Vrishabha ∩ Amavasya; null when they do not meet. */
  readonly lakshmiPuja: Period | null;
}

/** Which of the Holika Dahan preferences gave the muhurat (see `holikaDahanMuhurat`). */
export type HolikaDahanBasis = 'pradosh' | 'after-bhadra' | 'bhadra-punchha' | 'pradosh-in-bhadra';

export interface HolikaDahanMuhurat {
  readonly date: string;
  readonly purnima: Period;
  /** The Vishti karana of the Purnima (its first half), with its tail and mouth. */
  readonly bhadra: Period;
  readonly bhadraPunchha: Period;
  readonly bhadraMukha: Period;
  readonly pradoshKaal: Period;
  readonly muhurat: Period;
  readonly basis: HolikaDahanBasis;
}

export interface GhatasthapanaMuhurat {
  readonly date: string;
  readonly pratipada: Period;
  /** A dual sign rising in the first third of the day while Pratipada lasts; null if none. */
  readonly ghatasthapana: LagnaPeriod | null;
  /** The 8th of the day's fifteen muhurtas, the alternative when the morning cannot be used. */
  readonly abhijit: Period;
}

export interface KarvaChauthMuhurat {
  readonly date: string;
  /** The Krishna Chaturthi that rules the evening. */
  readonly chaturthi: Period;
  /** The first moonrise after sunrise (upper limb, as the panchang's), null if none that day. */
  readonly moonriseMs: number | null;
  /** The evening sandhya: sunset and the night's first three ghatis. */
  readonly pujaMuhurat: Period;
  /** The fast, sunrise to moonrise; null without a moonrise. */
  readonly upavasa: Period | null;
}

export interface FestivalMuhurats {
  readonly diwali: LakshmiPujaMuhurat | null;
  readonly holikaDahan: HolikaDahanMuhurat | null;
  readonly navratri: GhatasthapanaMuhurat | null;
  readonly karvaChauth: KarvaChauthMuhurat | null;
}

/** A festival date's panchang, with the sunrise, sunset and next sunrise it has. */
interface DayFrame {
  readonly panchang: Panchang;
  readonly sunriseMs: number;
  readonly sunsetMs: number;
  readonly nextSunriseMs: number;
}

/** The frame of a `YYYY-MM-DD` date; null where the Sun stays up or down (polar). */
function dayFrame(date: string, place: FestivalPlace, ephemeris: EphemerisId): DayFrame | null {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const panchang = computePanchang({ date: { year, month, day }, ...place }, { ephemeris });
  const { sunriseMs, sunsetMs, nextSunriseMs } = panchang;
  return panchang.dayKind === 'normal' &&
    sunriseMs !== null &&
    sunsetMs !== null &&
    nextSunriseMs !== null
    ? { panchang, sunriseMs, sunsetMs, nextSunriseMs }
    : null;
}

/** The deciding tithi's span the festival calendar found, as a period. */
function tithiOf(festival: FestivalDay): Period | null {
  const { startMs, endMs } = festival;
  return startMs === null || endMs === null ? null : { startMs, endMs };
}

function intersection(...periods: Period[]): Period | null {
  const startMs = Math.max(...periods.map((period) => period.startMs));
  const endMs = Math.min(...periods.map((period) => period.endMs));
  return startMs < endMs ? { startMs, endMs } : null;
}

/**
 * Pradosh kaal: the first three of the night's fifteen muhurtas after sunset, the span
 * `festivals.ts` dates Diwali and Holika Dahan by (`DECIDING_TIMES`) and Drik Panchang prints.
 */
function pradoshOf(frame: DayFrame): Period {
  const night = frame.nextSunriseMs - frame.sunsetMs;
  return { startMs: frame.sunsetMs, endMs: frame.sunsetMs + (night * 3) / 15 };
}

/** The rising signs (sidereal) from `fromMs` to `toMs`, each cut at the window's ends. */
function lagnaPeriods(days: MuhuratDays, fromMs: number, toMs: number): LagnaPeriod[] {
  const bounds = [fromMs, ...lagnaChanges(days, fromMs, toMs), toMs];
  const periods: LagnaPeriod[] = [];
  for (let index = 0; index + 1 < bounds.length; index += 1) {
    const startMs = bounds[index] ?? fromMs;
    const endMs = bounds[index + 1] ?? toMs;
    if (endMs > startMs) {
      periods.push({ startMs, endMs, sign: days.lagnaAt((startMs + endMs) / 2) });
    }
  }
  return periods;
}

const TAURUS = 2;
/** The dual (dvisvabhava) signs: Gemini, Virgo, Sagittarius, Pisces. */
const DUAL_SIGNS = [3, 6, 9, 12];

/**
 * Diwali's Lakshmi Puja (on the `diwali` day of `festivalsOfYear`): the puja is done in
 * pradosh while Amavasya prevails (Nirnayasindhu's rule for Ashvin Amavasya, by which the
 * festival is dated), and within pradosh in a fixed (sthira) lagna, so that Lakshmi stays: the
 * rule Drik Panchang prints. Taurus is the fixed sign of that evening: Diwali closes the month
 * of the Sun's entry into Libra, so with the Sun in sidereal Libra Taurus rises after sunset
 * (at the latest dates of Diwali, just at it, when the span is cut at sunset), and it is sought
 * between sunset and the next sunrise. Null where the Sun does not rise and set that day.
 */
export function lakshmiPujaMuhurat(
  diwali: FestivalDay,
  place: FestivalPlace,
  options: FestivalMuhuratOptions = {},
): LakshmiPujaMuhurat | null {
  const ephemeris = options.ephemeris ?? 'swiss';
  const frame = dayFrame(diwali.date, place, ephemeris);
  const amavasya = tithiOf(diwali);
  if (!frame || !amavasya) return null;
  const pradoshKaal = pradoshOf(frame);
  const days = new MuhuratDays(place, ephemeris);
  const vrishabha = lagnaPeriods(days, frame.sunsetMs, frame.nextSunriseMs).find(
    (period) => period.sign === TAURUS,
  );
  const vrishabhaKaal = vrishabha ? { startMs: vrishabha.startMs, endMs: vrishabha.endMs } : null;
  return {
    date: diwali.date,
    amavasya,
    pradoshKaal,
    vrishabhaKaal,
    lakshmiPuja: vrishabhaKaal && intersection(pradoshKaal, vrishabhaKaal, amavasya),
  };
}

/**
 * Bhadra's tail and mouth when it falls in Purnima (Muhurta Chintamani, Shubhashubha prakarana):
 * Bhadra is reckoned as thirty ghatis in four praharas of 7½; its mouth (mukha) is the first
 * five ghatis of the fourth prahara, its tail (puchha, Drik Panchang's punchha) the last three
 * of the third. The ghatis are those of the Vishti karana itself, a thirtieth of its span, as
 * Drik Panchang reckons them (with ghatis of the whole tithi, Holika Dahan 2025's mouth would
 * end four minutes after the published 22:22).
 */
const BHADRA_GHATIS = 30;
const BHADRA_PRAHARAS = 4;
/** The prahara of Purnima's Bhadra whose start the mouth takes and the tail ends at. */
const PURNIMA_BHADRA_MUKHA_PRAHARA = 4;
const BHADRA_PUNCHHA_GHATIS = 3;
const BHADRA_MUKHA_GHATIS = 5;

/**
 * Holika Dahan (on the `holika-dahan` day of `festivalsOfYear`): Phalguna Purnima in pradosh
 * and out of Bhadra (Nirnayasindhu), by the order of preference Drik Panchang states:
 * 1. pradosh free of Bhadra: the whole pradosh when Bhadra misses it, or its part after Bhadra
 *    ends (`pradosh`);
 * 2. if Bhadra covers pradosh but ends before midnight (the middle of the night), from its end
 *    to midnight (`after-bhadra`);
 * 3. if it ends after midnight, within Bhadra in its tail (punchha) before midnight
 *    (`bhadra-punchha`), never in its mouth;
 * 4. without such a tail, pradosh itself (`pradosh-in-bhadra`): the tail then falls after
 *    midnight, and the mouth after it, so pradosh never meets the mouth.
 * Bhadra here is the Purnima's own Vishti karana, its first half; no other Vishti comes within
 * a day of it (the nearest are in Shukla Ekadashi and Krishna Tritiya).
 */
export function holikaDahanMuhurat(
  holikaDahan: FestivalDay,
  place: FestivalPlace,
  options: FestivalMuhuratOptions = {},
): HolikaDahanMuhurat | null {
  const ephemeris = options.ephemeris ?? 'swiss';
  const frame = dayFrame(holikaDahan.date, place, ephemeris);
  const purnima = tithiOf(holikaDahan);
  if (!frame || !purnima) return null;
  const source = new SunMoonEphemeris('lahiri', ephemeris);
  const vishti = limbSpans(
    source,
    'karana',
    julianDayUt(purnima.startMs),
    julianDayUt(purnima.endMs),
  ).find((span) => limbNumber('karana', span.index) === VISHTI_KARANA);
  if (!vishti) return null;
  // Vishti is the Purnima's first half: it starts with the Purnima, to the millisecond the
  // festival calendar gives.
  const bhadra = { startMs: purnima.startMs, endMs: Math.round(msOfJulianDayUt(vishti.end)) };

  const bhadraLength = bhadra.endMs - bhadra.startMs;
  const ghati = bhadraLength / BHADRA_GHATIS;
  const mukhaStart =
    bhadra.startMs + ((PURNIMA_BHADRA_MUKHA_PRAHARA - 1) * bhadraLength) / BHADRA_PRAHARAS;
  const bhadraPunchha = {
    startMs: mukhaStart - BHADRA_PUNCHHA_GHATIS * ghati,
    endMs: mukhaStart,
  };
  const bhadraMukha = { startMs: mukhaStart, endMs: mukhaStart + BHADRA_MUKHA_GHATIS * ghati };

  const pradoshKaal = pradoshOf(frame);
  const midnightMs = (frame.sunsetMs + frame.nextSunriseMs) / 2;
  const choose = (): { muhurat: Period; basis: HolikaDahanBasis } => {
    if (bhadra.endMs <= pradoshKaal.startMs || bhadra.startMs >= pradoshKaal.endMs) {
      return { muhurat: pradoshKaal, basis: 'pradosh' };
    }
    if (bhadra.endMs < pradoshKaal.endMs) {
      return { muhurat: { ...pradoshKaal, startMs: bhadra.endMs }, basis: 'pradosh' };
    }
    if (bhadra.endMs < midnightMs) {
      return { muhurat: { startMs: bhadra.endMs, endMs: midnightMs }, basis: 'after-bhadra' };
    }
    const tail = intersection(bhadraPunchha, { startMs: frame.sunsetMs, endMs: midnightMs });
    return tail
      ? { muhurat: tail, basis: 'bhadra-punchha' }
      : { muhurat: pradoshKaal, basis: 'pradosh-in-bhadra' };
  };
  return {
    date: holikaDahan.date,
    purnima,
    bhadra,
    bhadraPunchha,
    bhadraMukha,
    pradoshKaal,
    ...choose(),
  };
}

/**
 * Sharad Navratri's Ghatasthapana (on the `navratri` day of `festivalsOfYear`): the kalash is
 * set up while Pratipada lasts in the first third of the day (Nirnayasindhu's Navaratra
 * rule), preferably in a dual (dvisvabhava) lagna, as Drik Panchang prints it. Ashvin opens with the
 * Sun in sidereal Virgo, so the morning's dual sign is Virgo, rising from sunrise. When the
 * morning is lost, Abhijit muhurta (the 8th of the fifteen day muhurtas, as
 * `computeDailyTimings` gives it) is the alternative.
 */
export function ghatasthapanaMuhurat(
  navratri: FestivalDay,
  place: FestivalPlace,
  options: FestivalMuhuratOptions = {},
): GhatasthapanaMuhurat | null {
  const ephemeris = options.ephemeris ?? 'swiss';
  const frame = dayFrame(navratri.date, place, ephemeris);
  const pratipada = tithiOf(navratri);
  const abhijit = frame?.panchang.timings?.abhijitMuhurta;
  if (!frame || !pratipada || !abhijit) return null;
  const firstThird = {
    startMs: frame.sunriseMs,
    endMs: frame.sunriseMs + (frame.sunsetMs - frame.sunriseMs) / 3,
  };
  const morning = intersection(firstThird, pratipada);
  const days = new MuhuratDays(place, ephemeris);
  const ghatasthapana = morning
    ? (lagnaPeriods(days, morning.startMs, morning.endMs).find((period) =>
        DUAL_SIGNS.includes(period.sign),
      ) ?? null)
    : null;
  return { date: navratri.date, pratipada, ghatasthapana, abhijit };
}

/**
 * Karva Chauth (on the `karva-chauth` day of `festivalsOfYear`): the fast runs from sunrise to
 * moonrise, and the puja is done at the evening sandhya, before the Moon is seen and offered
 * arghya. The sandhya is three ghatis from sunset, ghatis of the night (a thirtieth of sunset
 * to sunrise, so a muhurta and a half): that is the span Drik Panchang prints, within a minute
 * at New Delhi in 2021, 2023, 2024 and 2025, where fixed 24-minute ghatis fall 2–6 min short.
 */
export function karvaChauthMuhurat(
  karvaChauth: FestivalDay,
  place: FestivalPlace,
  options: FestivalMuhuratOptions = {},
): KarvaChauthMuhurat | null {
  const ephemeris = options.ephemeris ?? 'swiss';
  const frame = dayFrame(karvaChauth.date, place, ephemeris);
  const chaturthi = tithiOf(karvaChauth);
  if (!frame || !chaturthi) return null;
  const night = frame.nextSunriseMs - frame.sunsetMs;
  const moonriseMs = frame.panchang.moonriseMs;
  return {
    date: karvaChauth.date,
    chaturthi,
    moonriseMs,
    pujaMuhurat: { startMs: frame.sunsetMs, endMs: frame.sunsetMs + (night * 3) / 30 },
    upavasa: moonriseMs === null ? null : { startMs: frame.sunriseMs, endMs: moonriseMs },
  };
}

/**
 * The four festivals' muhurats of a Gregorian year at a place: Diwali's Lakshmi Puja, Holika
 * Dahan, Sharad Navratri's Ghatasthapana and Karva Chauth, each on its date from
 * `festivalsOfYear` (null when the year has no such date there, as at polar places).
 */
export function festivalMuhuratsOfYear(
  year: number,
  place: FestivalPlace,
  options: FestivalMuhuratOptions = {},
): FestivalMuhurats {
  const festivals = festivalsOfYear(year, place, options);
  const on = <T>(
    id: FestivalId,
    muhurat: (day: FestivalDay, at: FestivalPlace, given: FestivalMuhuratOptions) => T | null,
  ): T | null => {
    const day = festivals.find((festival) => festival.id === id);
    return day ? muhurat(day, place, options) : null;
  };
  return {
    diwali: on('diwali', lakshmiPujaMuhurat),
    holikaDahan: on('holika-dahan', holikaDahanMuhurat),
    navratri: on('navratri', ghatasthapanaMuhurat),
    karvaChauth: on('karva-chauth', karvaChauthMuhurat),
  };
}
