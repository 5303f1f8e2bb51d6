import {
  type FestivalMuhuratsData,
  type FestivalsData,
  festivalName,
  festivalRuleText,
  type Language,
} from '@jyotish/contract';
import { instantFormatter, type Period } from '@jyotish/engine';
import type { FestivalMuhuratYear, FestivalYear } from '../../../charts/festival-year.js';

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

/** The festival muhurats as the API answers them: each instant in the place's offset. */
export function presentFestivalMuhurats(year: FestivalMuhuratYear): FestivalMuhuratsData {
  const { place, muhurats } = year;
  const instant = instantFormatter(place.timeZone);
  const period = (span: Period) => ({ start: instant(span.startMs), end: instant(span.endMs) });
  const maybe = (span: Period | null) => (span === null ? null : period(span));
  const { diwali, holikaDahan, navratri, karvaChauth } = muhurats;
  return {
    year: year.year,
    location: { latitude: place.latitude, longitude: place.longitude, timezone: place.timeZone },
    diwali: diwali && {
      date: diwali.date,
      amavasya: period(diwali.amavasya),
      pradoshKaal: period(diwali.pradoshKaal),
      vrishabhaKaal: maybe(diwali.vrishabhaKaal),
      lakshmiPuja: maybe(diwali.lakshmiPuja),
    },
    holikaDahan: holikaDahan && {
      date: holikaDahan.date,
      purnima: period(holikaDahan.purnima),
      bhadra: period(holikaDahan.bhadra),
      bhadraPunchha: period(holikaDahan.bhadraPunchha),
      bhadraMukha: period(holikaDahan.bhadraMukha),
      pradoshKaal: period(holikaDahan.pradoshKaal),
      muhurat: period(holikaDahan.muhurat),
      basis: holikaDahan.basis,
    },
    navratri: navratri && {
      date: navratri.date,
      pratipada: period(navratri.pratipada),
      ghatasthapana: navratri.ghatasthapana && {
        ...period(navratri.ghatasthapana),
        sign: navratri.ghatasthapana.sign,
      },
      abhijit: period(navratri.abhijit),
    },
    karvaChauth: karvaChauth && {
      date: karvaChauth.date,
      chaturthi: period(karvaChauth.chaturthi),
      moonrise: karvaChauth.moonriseMs === null ? null : instant(karvaChauth.moonriseMs),
      pujaMuhurat: period(karvaChauth.pujaMuhurat),
      upavasa: maybe(karvaChauth.upavasa),
    },
  };
}
