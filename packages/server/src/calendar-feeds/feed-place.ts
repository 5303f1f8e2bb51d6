import type { PanchangDay } from '../charts/panchang-day.js';
import type { serverTexts } from '../i18n/server-i18n.js';

type Place = PanchangDay['place'];

/** The place in a UID: its rounded coordinates, `28.61N-77.21E`, the same in every language. */
export function placeKey(place: Place): string {
  const latitude = `${Math.abs(place.latitude).toFixed(2)}${place.latitude < 0 ? 'S' : 'N'}`;
  const longitude = `${Math.abs(place.longitude).toFixed(2)}${place.longitude < 0 ? 'W' : 'E'}`;
  return `${latitude}-${longitude}`;
}

/** The place in a feed's name: `28.61° N, 77.21° E`. */
export function placeLabel(place: Place, t: ReturnType<typeof serverTexts<'feeds'>>): string {
  return t('place', {
    latitude: `${Math.abs(place.latitude).toFixed(2)}° ${place.latitude < 0 ? 'S' : 'N'}`,
    longitude: `${Math.abs(place.longitude).toFixed(2)}° ${place.longitude < 0 ? 'W' : 'E'}`,
    interpolation: { escapeValue: false },
  });
}
