import { MUHURAT_PURPOSE_NAMES, type MuhuratData } from '@jyotish/contract';
import type { MuhuratSearch } from '../charts/muhurat-search.js';
import { serverTexts } from '../i18n/server-i18n.js';
import { placeKey, placeLabel } from './feed-place.js';
import type { Feed } from './ical-calendar.js';

/**
 * A muhurat search as a feed: one timed event per window, its reasons as the description. A
 * window's UID is the purpose, its start and the place: the same search made again (in any
 * language) names the same events.
 */
export function muhuratFeed(
  search: MuhuratSearch,
  data: MuhuratData,
  language: keyof typeof MUHURAT_PURPOSE_NAMES,
  pageUrl: string,
): Feed {
  const t = serverTexts(language, 'feeds');
  const raw = { interpolation: { escapeValue: false } } as const;
  const place = placeLabel(search.place, t);
  const purpose = MUHURAT_PURPOSE_NAMES[language][data.purpose];
  const where = placeKey(search.place);
  return {
    name: t('muhurat.name', { purpose, place, ...raw }),
    description: t('muhurat.description', { purpose, place, ...raw }),
    url: pageUrl,
    events: search.windows.map((window, index) => ({
      uid: `muhurat-${data.purpose}-${new Date(window.startMs).toISOString().slice(0, 16)}-${where}@jyotish`,
      summary: t('muhurat.summary', { purpose, ...raw }),
      description: (data.windows[index]?.reasons ?? []).join('\n'),
      start: new Date(window.startMs),
      end: new Date(window.endMs),
    })),
  };
}
