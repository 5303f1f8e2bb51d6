import { timezonesAt } from './timezone-at.js';

/**
 * The zone of a gazetteer place from the boundaries. Where two zones claim the point
 * (disputed areas: the West Bank, Xinjiang), the one GeoNames names for the place wins,
 * since it knows which community the town belongs to.
 */
export function boundaryZoneForPlace(
  latitude: number,
  longitude: number,
  geonamesZone: string,
): string {
  const zones = timezonesAt(latitude, longitude);
  if (zones.includes(geonamesZone)) return geonamesZone;
  return zones[0] ?? geonamesZone;
}
