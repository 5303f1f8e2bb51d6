import type { Language } from '@jyotish/contract';
import type { RahuKaalDays } from '../charts/rahu-kaal-days.js';
import { serverTexts } from '../i18n/server-i18n.js';
import { placeKey, placeLabel } from './feed-place.js';
import type { Feed } from './ical-calendar.js';

/**
 * A person's daily Rahu kaal as a feed: one timed event a day; its UID is the date and the
 * place, so the feed fetched again tomorrow updates the days it shares with today's.
 */
export function rahuKaalFeed(range: RahuKaalDays, language: Language, pageUrl: string): Feed {
  const t = serverTexts(language, 'feeds');
  const raw = { interpolation: { escapeValue: false } } as const;
  const place = placeLabel(range.place, t);
  const where = placeKey(range.place);
  return {
    name: t('rahuKaal.name', { place, ...raw }),
    description: t('rahuKaal.description', { place, ...raw }),
    url: pageUrl,
    events: range.days.map((day) => ({
      uid: `rahu-kaal-${day.date}-${where}@jyotish`,
      summary: t('rahuKaal.summary'),
      description: t('rahuKaal.detail'),
      start: new Date(day.startMs),
      end: new Date(day.endMs),
    })),
  };
}
