import { festivalName, festivalRuleText, type Language } from '@jyotish/contract';
import type { FestivalYear } from '../charts/festival-year.js';
import { serverTexts } from '../i18n/server-i18n.js';
import { placeKey, placeLabel } from './feed-place.js';
import type { Feed, FeedEvent } from './ical-calendar.js';

/**
 * A year of festivals as a feed: each festival an all-day event on its date, named in the
 * language; each eclipse a timed event at greatest eclipse with what the place sees. UIDs hold
 * the festival's id, its date and the place, never the language, so a calendar subscribed in
 * Hindi and re-subscribed in English updates the same events.
 */
export function festivalFeed(year: FestivalYear, language: Language, pageUrl: string): Feed {
  const t = serverTexts(language, 'feeds');
  const raw = { interpolation: { escapeValue: false } } as const;
  const place = placeLabel(year.place, t);
  const where = placeKey(year.place);
  const festivals: FeedEvent[] = year.festivals.map((day) => ({
    uid: `festival-${day.id}-${day.date}-${where}@jyotish`,
    summary: festivalName(language, day),
    description: festivalRuleText(language, day.rule),
    date: day.date,
  }));
  const eclipses: FeedEvent[] = year.eclipses.map((eclipse) => ({
    uid: `eclipse-${eclipse.kind}-${new Date(eclipse.greatestMs).toISOString().slice(0, 10)}-${where}@jyotish`,
    summary: t('festivals.eclipse', {
      kind: t(`eclipseKind.${eclipse.kind}`),
      type: t(`eclipseType.${eclipse.type}`),
      ...raw,
    }),
    description: eclipse.visible ? t('festivals.visible') : t('festivals.notVisible'),
    start: new Date(eclipse.contacts[0]?.ms ?? eclipse.greatestMs),
    end: new Date(eclipse.contacts.at(-1)?.ms ?? eclipse.greatestMs),
  }));
  return {
    name: t('festivals.name', { year: year.year, place, ...raw }),
    description: t('festivals.description', { place, ...raw }),
    url: pageUrl,
    events: [...festivals, ...eclipses],
  };
}
