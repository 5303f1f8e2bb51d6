import { find, setCache } from 'geo-tz/dist/find-all';

/**
 * How many decoded boundary tiles stay in memory. geo-tz caches every tile it ever decodes;
 * a lookup for every town on Earth would hold about 350 MB, so the least recently used tiles
 * are dropped beyond this bound (a tile is re-read from disk in about a millisecond).
 */
const MAX_CACHED_TILES = 200;

/** A Map that forgets its least recently used entries beyond `limit` (geo-tz calls get and set). */
class LeastRecentlyUsedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override get(key: K): V | undefined {
    const value = super.get(key);
    if (value !== undefined) {
      super.delete(key);
      super.set(key, value);
    }
    return value;
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.limit) {
      const oldest = this.keys().next();
      if (!oldest.done) super.delete(oldest.value);
    }
    return this;
  }
}

setCache({ store: new LeastRecentlyUsedMap(MAX_CACHED_TILES) });

/**
 * The IANA time zone in force at a point, from the timezone-boundary-builder polygons
 * (the comprehensive set, so zones that differ only before 1970 stay apart: birth charts
 * reach back a century). Offline. At sea, outside any territorial water, it answers the
 * nautical zone `Etc/GMT±N`. Where boundaries are disputed and two zones claim the point,
 * the first one listed by the data wins ({@link timezonesAt} lists them all).
 *
 * @param latitude degrees north, -90..90
 * @param longitude degrees east, -180..180
 */
export function timezoneAt(latitude: number, longitude: number): string {
  const [zone] = timezonesAt(latitude, longitude);
  if (zone === undefined) throw new Error(`no time zone found at ${latitude}, ${longitude}`);
  return zone;
}

/** Every zone that claims the point (two or more only in disputed areas); see {@link timezoneAt}. */
export function timezonesAt(latitude: number, longitude: number): string[] {
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw new RangeError(`latitude must be between -90 and 90, got ${latitude}`);
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new RangeError(`longitude must be between -180 and 180, got ${longitude}`);
  }
  return find(latitude, longitude);
}
