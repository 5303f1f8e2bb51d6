import {
  CHOGHADIYA_IDS,
  CHOGHADIYA_NAMES,
  KARANA_NAMES,
  type LocalizedNames,
  LUNAR_MONTH_NAMES,
  NAKSHATRA_NAMES,
  type PanchangData,
  RITU_NAMES,
  SIGN_NAMES,
  TITHI_NAMES,
  VARA_NAMES,
  VARA_SANSKRIT_NAMES,
  YOGA_NAMES,
} from '@jyotish/contract';
import {
  formatOffset,
  instantFormatter,
  type LimbAtSunrise,
  type LimbElement,
  type Panchang,
  type Period,
  utcOffsetMinutes,
  VIMSHOTTARI_ORDER,
} from '@jyotish/engine';

const english = (names: LocalizedNames, number: number) => names.en[number - 1] ?? String(number);

/** Turns the engine's panchang into the API answer: English names, instants in the place's offset. */
export function presentPanchang(
  date: string,
  place: { latitude: number; longitude: number; timeZone: string },
  panchang: Panchang,
): PanchangData {
  const { timeZone } = place;
  const instant = instantFormatter(timeZone);
  const optionalInstant = (ms: number | null) => (ms === null ? null : instant(ms));
  const period = (span: Period) => ({ start: instant(span.startMs), end: instant(span.endMs) });
  const current = (names: LocalizedNames, element: LimbAtSunrise) => ({
    number: element.number,
    name: english(names, element.number),
    percentage: element.remainingPercent,
    start_time: instant(element.startMs),
    end_time: instant(element.endMs),
  });
  const spans = (names: LocalizedNames, elements: readonly LimbElement[]) =>
    elements.map((element) => ({
      number: element.number,
      name: english(names, element.number),
      start: instant(element.startMs),
      end: instant(element.endMs),
    }));
  const offset = formatOffset(utcOffsetMinutes(panchang.referenceMs, timeZone));
  const timings = panchang.timings;
  const { conventions } = panchang;
  const dayNote =
    panchang.dayKind === 'polar-day'
      ? 'Midnight sun: the Sun does not set here around this date, so there is no sunrise-to-sunrise day to divide. The elements are read at local midnight and listed for 24 hours; the sunrise-based timings do not apply.'
      : 'Polar night: the Sun does not rise here around this date, so there is no sunrise-to-sunrise day to divide. The elements are read at local midnight and listed for 24 hours; the sunrise-based timings do not apply.';

  return {
    date,
    location: {
      latitude: place.latitude,
      longitude: place.longitude,
      timezone: timeZone,
      utc_offset: offset,
    },
    day_kind: panchang.dayKind,
    ...(panchang.dayKind === 'normal' ? {} : { day_note: dayNote }),
    sunrise: optionalInstant(panchang.sunriseMs),
    sunset: optionalInstant(panchang.sunsetMs),
    next_sunrise: optionalInstant(panchang.nextSunriseMs),
    moonrise: optionalInstant(panchang.moonriseMs),
    moonset: optionalInstant(panchang.moonsetMs),
    tithi: { ...current(TITHI_NAMES, panchang.tithi), paksha: panchang.paksha },
    nakshatra: {
      ...current(NAKSHATRA_NAMES, panchang.nakshatra),
      lord: VIMSHOTTARI_ORDER[(panchang.nakshatra.number - 1) % 9] ?? 'ketu',
    },
    yoga: current(YOGA_NAMES, panchang.yoga),
    karana: current(KARANA_NAMES, panchang.karana),
    tithis: spans(TITHI_NAMES, panchang.tithis),
    nakshatras: spans(NAKSHATRA_NAMES, panchang.nakshatras),
    yogas: spans(YOGA_NAMES, panchang.yogas),
    karanas: spans(KARANA_NAMES, panchang.karanas),
    vara: {
      number: panchang.vara.weekday,
      name: VARA_SANSKRIT_NAMES[panchang.vara.weekday] ?? '',
      english: english(VARA_NAMES, panchang.vara.weekday + 1),
      planet_lord: panchang.vara.lord,
    },
    paksha: panchang.paksha,
    lunar_month: {
      amanta: {
        number: panchang.lunarMonth.amanta,
        name: english(LUNAR_MONTH_NAMES, panchang.lunarMonth.amanta),
      },
      purnimanta: {
        number: panchang.lunarMonth.purnimanta,
        name: english(LUNAR_MONTH_NAMES, panchang.lunarMonth.purnimanta),
      },
      adhika: panchang.lunarMonth.adhika,
    },
    samvat: panchang.samvat,
    ritu: { number: panchang.ritu, name: english(RITU_NAMES, panchang.ritu) },
    ayana: panchang.ayana,
    sun_sign: { number: panchang.sunSign, name: english(SIGN_NAMES, panchang.sunSign) },
    moon_sign: { number: panchang.moonSign, name: english(SIGN_NAMES, panchang.moonSign) },
    inauspicious_timings: timings && {
      rahu_kaal: period(timings.rahuKaal),
      yamaganda: period(timings.yamaganda),
      gulika: period(timings.gulika),
      dur_muhurta: timings.durMuhurta.map(period),
    },
    auspicious_timings: timings && {
      abhijit_muhurta: period(timings.abhijitMuhurta),
      brahma_muhurta: period(timings.brahmaMuhurta),
    },
    choghadiya: timings && {
      day: timings.choghadiya.day.map((part) => ({
        start: instant(part.startMs),
        end: instant(part.endMs),
        id: part.name,
        name: english(CHOGHADIYA_NAMES, CHOGHADIYA_IDS.indexOf(part.name) + 1),
        quality: part.quality,
      })),
      night: timings.choghadiya.night.map((part) => ({
        start: instant(part.startMs),
        end: instant(part.endMs),
        id: part.name,
        name: english(CHOGHADIYA_NAMES, CHOGHADIYA_IDS.indexOf(part.name) + 1),
        quality: part.quality,
      })),
    },
    hora: timings
      ? timings.horas.map((hora) => ({
          start: instant(hora.startMs),
          end: instant(hora.endMs),
          lord: hora.lord,
          part: hora.part,
        }))
      : null,
    computation: {
      ephemeris: conventions.ephemeris,
      version: conventions.ephemerisVersion,
      ayanamsa: conventions.ayanamsa,
      ayanamsaDegrees: conventions.ayanamsaDegrees,
      sunriseConvention: conventions.sunriseConvention,
      timezone: timeZone,
      utcOffset: offset,
      notes: [
        conventions.sunriseConvention === 'upper-limb'
          ? 'Sunrise and sunset: the upper limb of the Sun on the horizon, standard refraction (1013.25 hPa, 10 °C), sea level.'
          : 'Sunrise and sunset: the centre of the Sun’s disc on the horizon, standard refraction (1013.25 hPa, 10 °C), sea level.',
        'The tithi, nakshatra, yoga and karana are those in force at sunrise; percentage is the share still to run then; the lists run from that sunrise to the next.',
        'The vara changes at sunrise. Lunar months are named by the sidereal Sun’s sign at the opening new moon (amanta); in the purnimanta scheme the Krishna paksha belongs to the next month.',
        'Vikram samvat counted from Chaitra (Shaka + 135). Ritu by lunar month (Chaitra–Vaishakha = Vasanta). Ayana from the sidereal Sun (Uttarayana from Makara Sankranti).',
        'Rahu kaal, Yamaganda and Gulika: eighths of daytime by weekday. Abhijit: 8th of 15 day muhurtas. Brahma muhurta: 14th of 15 night muhurtas. Horas and choghadiyas: unequal parts of day and night.',
      ],
    },
  };
}
