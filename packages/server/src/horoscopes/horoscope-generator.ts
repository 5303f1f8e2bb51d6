import {
  HOROSCOPE_TEXTS,
  type Horoscope,
  type HoroscopeAngle,
  type HoroscopeFact,
  type HoroscopePeriod,
  type HoroscopeTextKey,
  interpolateText,
  type Language,
  NAKSHATRA_NAMES,
  PAKSHA_NAMES,
  PLANET_IDS,
  PLANET_NAMES,
  type PlanetId,
  SIGN_NAMES,
  SIGN_SLUGS,
  signLord,
  TITHI_NAMES,
} from '@jyotish/contract';
import type { Choghadiya, Hora, MoonSignSpan, PlanetState, PlanetTransit } from '@jyotish/engine';
import { INDIA_OFFSET_MS, indiaInstant, type PeriodWindow } from './horoscope-periods.js';

/** What the sky holds for a period, computed once and read for all twelve signs. */
export interface HoroscopeSky {
  /** The Moon's signs through the period. */
  readonly moonSpans: readonly MoonSignSpan[];
  /** Every planet but the Moon at the period's start. */
  readonly states: readonly PlanetState[];
  /** Ingresses, stations and combustions within the period. */
  readonly transits: readonly PlanetTransit[];
  /** The requested day at New Delhi: tithi and nakshatra at sunrise (1-based), its horas. */
  readonly day: {
    readonly tithi: number;
    readonly nakshatra: number;
    readonly horas: readonly Hora[];
    /** The day's choghadiyas (sunrise to sunset). */
    readonly choghadiya: readonly Choghadiya[];
  };
}

/** Numerology's number of each graha (Sun 1 … Mars 9), for the lucky number. */
const PLANET_NUMBER: Readonly<Record<PlanetId, number>> = {
  sun: 1,
  moon: 2,
  jupiter: 3,
  rahu: 4,
  mercury: 5,
  venus: 6,
  ketu: 7,
  saturn: 8,
  mars: 9,
};

/** Houses where the Moon's transit is counted good (gochara from the Moon sign). */
const GOOD_MOON_HOUSES = new Set([1, 3, 6, 7, 10, 11]);

const PERIOD_PLANETS: Readonly<Record<Exclude<HoroscopePeriod, 'daily'>, readonly PlanetId[]>> = {
  weekly: ['sun', 'mercury', 'venus', 'mars'],
  monthly: ['sun', 'mercury', 'venus', 'mars'],
  yearly: ['jupiter', 'saturn', 'rahu', 'ketu', 'venus'],
};

/** Which planet's house speaks for each angle over a week or a month, and over a year. */
const ANGLE_PLANET: Readonly<
  Record<'short' | 'yearly', Readonly<Record<HoroscopeAngle, PlanetId>>>
> = {
  short: { general: 'sun', love: 'venus', career: 'mercury', health: 'mars', money: 'moon' },
  yearly: { general: 'jupiter', love: 'venus', career: 'saturn', health: 'ketu', money: 'rahu' },
};

const MAX_EVENTS_STATED = 4;
const DAY_MS = 86_400_000;

/** The house of `sign` counted from the reader's sign `from` (1 = the same sign). */
export const houseFrom = (from: number, sign: number) => ((sign - from + 12) % 12) + 1;

/**
 * One horoscope: the facts of the period relative to the reader's Moon sign, stated openly,
 * and the phrase library's texts for them in `language`. Deterministic: the same sky, sign,
 * period and language give the same text. Consecutive periods alternate the two variants of
 * each Moon text, so a sign whose Moon house repeats still reads differently.
 */
export function generateHoroscope(input: {
  readonly sign: number;
  readonly period: HoroscopePeriod;
  readonly window: PeriodWindow;
  readonly language: Language;
  readonly sky: HoroscopeSky;
}): Horoscope {
  const { sign, period, window, language, sky } = input;
  const texts = HOROSCOPE_TEXTS[language];
  const t = (key: HoroscopeTextKey, values: Record<string, string | number> = {}) =>
    interpolateText(texts[key], values, language);
  const planetName = (planet: PlanetId) =>
    PLANET_NAMES[language][PLANET_IDS.indexOf(planet)] ?? planet;
  const signName = (n: number) => SIGN_NAMES[language][n - 1] ?? String(n);
  const ordinal = (house: number) => t(`house.${house}` as HoroscopeTextKey);
  const locale = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN', te: 'te-IN' }[language];
  const clock = (ms: number) => new Date(ms + INDIA_OFFSET_MS).toISOString().slice(11, 16);
  const dateText = (ms: number) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      timeZone: 'Asia/Kolkata',
    }).format(ms);
  const variant = Math.floor((window.fromMs + INDIA_OFFSET_MS) / DAY_MS) % 2 === 0 ? 'a' : 'b';
  const moonText = (house: number, angle: HoroscopeAngle) =>
    t(`moon.${house}.${angle}.${variant}` as HoroscopeTextKey);

  const facts: HoroscopeFact[] = [];
  const moonFacts = sky.moonSpans.map((span) => ({
    planet: 'moon' as const,
    sign: span.sign,
    house: houseFrom(sign, span.sign),
    from: indiaInstant(span.from),
    to: indiaInstant(span.to),
  }));
  // The Moon's sign for most of the period's first day (a week's or month's Moon moves on).
  const firstDayEnd = Math.min(window.fromMs + DAY_MS, window.toMs);
  const mainSpan = [...sky.moonSpans].sort(
    (a, b) => overlap(b, window.fromMs, firstDayEnd) - overlap(a, window.fromMs, firstDayEnd),
  )[0];
  const moonHouse = houseFrom(sign, mainSpan?.sign ?? sign);
  const tithi = sky.day.tithi;
  const paksha = PAKSHA_NAMES[language][tithi <= 15 ? 0 : 1] ?? '';
  const tithiName =
    tithi === 15 || tithi === 30
      ? (TITHI_NAMES[language][tithi - 1] ?? '')
      : `${paksha} ${TITHI_NAMES[language][tithi - 1] ?? ''}`;
  const dayFact = t('fact.day', {
    tithi: tithiName,
    nakshatra: NAKSHATRA_NAMES[language][sky.day.nakshatra - 1] ?? '',
  });

  const sections = {} as Record<HoroscopeAngle, string>;
  let stated: string[];
  if (period === 'daily') {
    facts.push(...moonFacts);
    const [first, second] = sky.moonSpans;
    stated = [
      first && second
        ? t('fact.moonMoves', {
            sign: signName(first.sign),
            house: ordinal(houseFrom(sign, first.sign)),
            time: clock(first.to),
            nextSign: signName(second.sign),
            nextHouse: ordinal(houseFrom(sign, second.sign)),
          })
        : t('fact.moonStays', {
            sign: signName(mainSpan?.sign ?? sign),
            house: ordinal(moonHouse),
          }),
      dayFact,
    ];
    const sun = sky.states.find((state) => state.planet === 'sun');
    for (const angle of ['general', 'love', 'career', 'health', 'money'] as const) {
      const parts = [moonText(moonHouse, angle)];
      // A Moon that changes sign in the day colours its evening too.
      const other = sky.moonSpans.find((span) => span !== mainSpan);
      if (angle === 'general' && other && other.to - other.from >= 4 * 3_600_000)
        parts.push(moonText(houseFrom(sign, other.sign), 'general'));
      if (angle === 'general' && sun)
        parts.push(t(`sun.${houseFrom(sign, sun.sign)}` as HoroscopeTextKey));
      sections[angle] = parts.join(' ');
    }
  } else {
    const planets = PERIOD_PLANETS[period];
    for (const state of sky.states) {
      if (!planets.includes(state.planet)) continue;
      facts.push({
        planet: state.planet,
        sign: state.sign,
        house: houseFrom(sign, state.sign),
        from: indiaInstant(window.fromMs),
      });
    }
    const events = sky.transits.filter(
      // A year holds a dozen of Venus's events: the year's reading keeps to the slow planets.
      (transit) =>
        planets.includes(transit.planet) && !(period === 'yearly' && transit.planet === 'venus'),
    );
    for (const event of events) {
      facts.push({
        planet: event.planet,
        sign: event.sign,
        house: houseFrom(sign, event.sign),
        from: indiaInstant(event.ms),
        event: event.kind,
      });
    }
    if (period !== 'yearly') facts.push(...moonFacts);
    const eventTexts = events.slice(0, MAX_EVENTS_STATED).map((event) =>
      t(`event.${event.kind}` as HoroscopeTextKey, {
        planet: planetName(event.planet),
        sign: signName(event.sign),
        house: ordinal(houseFrom(sign, event.sign)),
        date: dateText(event.ms),
      }),
    );
    const saturn = sky.states.find((state) => state.planet === 'saturn');
    const saturnNote =
      period === 'yearly' && saturn ? saturnPhase(houseFrom(sign, saturn.sign)) : undefined;
    stated = [
      ...eventTexts,
      ...(saturnNote ? [t(saturnNote)] : []),
      ...(period === 'yearly' ? [] : [dayFact]),
    ];
    const table = ANGLE_PLANET[period === 'yearly' ? 'yearly' : 'short'];
    for (const angle of ['general', 'love', 'career', 'health', 'money'] as const) {
      const planet = table[angle];
      const state = sky.states.find((s) => s.planet === planet);
      const parts: string[] = [];
      if (planet === 'moon') parts.push(moonText(moonHouse, angle));
      else if (state) parts.push(t(`${planet}.${houseFrom(sign, state.sign)}` as HoroscopeTextKey));
      if (period !== 'yearly' && planet !== 'moon') parts.push(moonText(moonHouse, angle));
      sections[angle] = parts.join(' ');
    }
  }

  const luckyPlanet = luckyPlanetOf(sign, period, moonHouse, mainSpan?.sign ?? sign);
  const window_ = luckyWindow(sky.day, luckyPlanet);
  const lucky = {
    number: PLANET_NUMBER[luckyPlanet],
    color: t(`color.${luckyPlanet}` as HoroscopeTextKey),
    time: window_ ? `${clock(window_.startMs)}–${clock(window_.endMs)}` : '—',
  };
  return {
    sign: SIGN_SLUGS[sign - 1] ?? 'aries',
    period,
    from: indiaInstant(window.fromMs),
    to: indiaInstant(window.toMs),
    lang: language,
    text: [...stated, sections.general].join(' '),
    sections,
    facts,
    lucky,
  };
}

/**
 * The lucky hour: the lucky planet's first daytime hora, narrowed to where it meets a good
 * choghadiya (amrit, shubh, labh) when it does; its first hora of the night when the day has
 * none of its horas.
 */
function luckyWindow(
  day: HoroscopeSky['day'],
  planet: PlanetId,
): { startMs: number; endMs: number } | undefined {
  const horas = day.horas.filter((hora) => hora.lord === planet);
  for (const hora of horas.filter((h) => h.part === 'day')) {
    for (const slot of day.choghadiya) {
      if (slot.quality !== 'good') continue;
      const startMs = Math.max(hora.startMs, slot.startMs);
      const endMs = Math.min(hora.endMs, slot.endMs);
      if (endMs - startMs >= 15 * 60_000) return { startMs, endMs };
    }
  }
  return horas[0];
}

function overlap(span: MoonSignSpan, from: number, to: number): number {
  return Math.max(0, Math.min(span.to, to) - Math.max(span.from, from));
}

/** Sade sati from Saturn in the 12th, 1st or 2nd from the Moon; dhaiya in the 4th or 8th. */
function saturnPhase(house: number): HoroscopeTextKey | undefined {
  return (
    {
      12: 'sadeSati.rising',
      1: 'sadeSati.peak',
      2: 'sadeSati.setting',
      4: 'dhaiya.kantaka',
      8: 'dhaiya.ashtama',
    } as const
  )[house as 12 | 1 | 2 | 4 | 8];
}

/**
 * The planet the lucky number, colour and hour come from: on a day of a good Moon transit the
 * lord of the sign the Moon is in; otherwise, and for longer periods, the lord of the reader's
 * 9th house, the house of fortune.
 */
function luckyPlanetOf(
  sign: number,
  period: HoroscopePeriod,
  moonHouse: number,
  moonSign: number,
): PlanetId {
  if (period === 'daily' && GOOD_MOON_HOUSES.has(moonHouse)) return signLord(moonSign);
  return signLord(sign + 8);
}
