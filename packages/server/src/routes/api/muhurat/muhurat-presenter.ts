import {
  type Language,
  localizedName,
  type MuhuratData,
  muhuratReasons,
  NAKSHATRA_NAMES,
  SIGN_NAMES,
  TITHI_NAMES,
} from '@jyotish/contract';
import { instantFormatter, MUHURAT_RULES } from '@jyotish/engine';
import type { MuhuratRequest, MuhuratSearch } from '../../../charts/muhurat-search.js';

/** A muhurat search as the API answers it: names and reasons in `lang`, the place's offset. */
export function presentMuhurat(request: MuhuratRequest, search: MuhuratSearch): MuhuratData {
  const language: Language = request.lang;
  const { place } = search;
  const instant = instantFormatter(place.timeZone);
  const named = (names: typeof TITHI_NAMES, number: number) => ({
    number,
    name: localizedName(names, language, number) ?? String(number),
  });
  const rules = MUHURAT_RULES[request.purpose];
  return {
    purpose: request.purpose,
    location: { latitude: place.latitude, longitude: place.longitude, timezone: place.timeZone },
    windows: search.windows.map((window) => ({
      start: instant(window.startMs),
      end: instant(window.endMs),
      tithi: named(TITHI_NAMES, window.tithi),
      nakshatra: named(NAKSHATRA_NAMES, window.nakshatra),
      ...(window.lagna === null ? {} : { lagna: named(SIGN_NAMES, window.lagna) }),
      reasons: muhuratReasons(language, {
        purpose: request.purpose,
        tithi: window.tithi,
        nakshatra: window.nakshatra,
        lagna: window.lagna,
        weekday: window.weekday,
        notInAdhika: rules.notInAdhika,
        notCombustOrKharmas: rules.notCombustOrKharmas,
      }),
    })),
  };
}
