import {
  type FestivalsData,
  festivalName,
  festivalRuleText,
  type Language,
} from '@jyotish/contract';
import { instantFormatter } from '@jyotish/engine';
import type { FestivalYear } from '../../../charts/festival-year.js';

/** A year of festivals and eclipses as the API answers it: named in `language`, instants in the place's offset. */
export function presentFestivals(year: FestivalYear, language: Language): FestivalsData {
  const { place } = year;
  const instant = instantFormatter(place.timeZone);
  return {
    year: year.year,
    location: { latitude: place.latitude, longitude: place.longitude, timezone: place.timeZone },
    festivals: year.festivals.map((day) => ({
      id: day.id,
      name: festivalName(language, day),
      date: day.date,
      ...(day.startMs === null ? {} : { start: instant(day.startMs) }),
      ...(day.endMs === null ? {} : { end: instant(day.endMs) }),
      rule: festivalRuleText(language, day.rule),
    })),
    eclipses: year.eclipses.map((eclipse) => ({
      kind: eclipse.kind,
      type: eclipse.type,
      date: eclipse.date,
      greatest: instant(eclipse.greatestMs),
      visible: eclipse.visible,
      contacts: eclipse.contacts.map((contact) => ({ id: contact.id, time: instant(contact.ms) })),
    })),
  };
}
