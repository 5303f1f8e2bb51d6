import {
  type LocalizedNames,
  NAKSHATRA_NAMES,
  type PanchangMonthData,
  type PanchangMonthDay,
  TITHI_NAMES,
  YOGA_NAMES,
} from '@jyotish/contract';
import { instantFormatter, type LimbAtSunrise } from '@jyotish/engine';
import type { PanchangDay } from '../../../charts/panchang-day.js';
import type { PanchangMonth } from '../../../charts/panchang-month.js';

const english = (names: LocalizedNames, number: number) => names.en[number - 1] ?? String(number);

function presentDay(day: PanchangDay): PanchangMonthDay {
  const { panchang } = day;
  const instant = instantFormatter(day.place.timeZone);
  const atSunrise = (names: LocalizedNames, element: LimbAtSunrise) => ({
    number: element.number,
    name: english(names, element.number),
    end_time: instant(element.endMs),
  });
  const nextSunrise = panchang.nextSunriseMs ?? Number.POSITIVE_INFINITY;
  return {
    date: day.date,
    weekday: panchang.vara.weekday,
    sunrise: panchang.sunriseMs === null ? null : instant(panchang.sunriseMs),
    sunset: panchang.sunsetMs === null ? null : instant(panchang.sunsetMs),
    tithi: { ...atSunrise(TITHI_NAMES, panchang.tithi), paksha: panchang.paksha },
    // The day's list runs from this sunrise to the next; one that also ends before the next
    // sunrise never prevails at a sunrise: a kshaya tithi, which the month grid marks.
    skipped_tithis: panchang.tithis
      .slice(1)
      .filter((tithi) => tithi.endMs <= nextSunrise)
      .map((tithi) => tithi.number),
    nakshatra: atSunrise(NAKSHATRA_NAMES, panchang.nakshatra),
    yoga: atSunrise(YOGA_NAMES, panchang.yoga),
    lunar_month: {
      amanta: panchang.lunarMonth.amanta,
      purnimanta: panchang.lunarMonth.purnimanta,
      adhika: panchang.lunarMonth.adhika,
    },
  };
}

/** A month of days for the grid: each read at its sunrise, instants in the place's offset. */
export function presentPanchangMonth(
  year: number,
  month: number,
  { place, days }: PanchangMonth,
): PanchangMonthData {
  return {
    year,
    month,
    location: { latitude: place.latitude, longitude: place.longitude, timezone: place.timeZone },
    days: days.map(presentDay),
  };
}
