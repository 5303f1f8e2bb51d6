import ical from 'ical-generator';

/** One event of a feed; `uid` must stay the same for the same event in every later answer. */
export interface FeedEvent {
  readonly uid: string;
  readonly summary: string;
  readonly description?: string;
  /** A timed event from `start` to `end`, or an all-day event on `date` (`YYYY-MM-DD`). */
  readonly start?: Date;
  readonly end?: Date;
  readonly date?: string;
}

export interface Feed {
  readonly name: string;
  readonly description: string;
  /** The page the feed comes from, for calendar apps that show a source link. */
  readonly url: string;
  readonly events: readonly FeedEvent[];
}

/** How often a subscribed calendar should fetch the feed again: once a day. */
const REFRESH_SECONDS = 24 * 60 * 60;

/**
 * An RFC 5545 calendar written by ical-generator: the feed's name (`X-WR-CALNAME`), a refresh
 * hint (`REFRESH-INTERVAL` and `X-PUBLISHED-TTL`), and each event with its stable UID, so a
 * calendar that fetches the feed again updates its events instead of adding them twice.
 * Timed events are written in UTC, all-day events as dates.
 */
export function writeCalendar(feed: Feed, stamp: Date): string {
  const calendar = ical({
    name: feed.name,
    description: feed.description,
    url: feed.url,
    prodId: { company: 'jyotish', product: 'calendar-feeds', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const event of feed.events) {
    const allDay = event.date !== undefined;
    const start = allDay ? new Date(`${event.date}T00:00:00Z`) : (event.start ?? stamp);
    calendar.createEvent({
      id: event.uid,
      summary: event.summary,
      description: event.description ?? null,
      start,
      end: allDay ? null : (event.end ?? null),
      allDay,
      stamp,
    });
  }
  return calendar.toString();
}
