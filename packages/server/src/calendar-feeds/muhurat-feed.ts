import {
  type Language,
  MUHURAT_PURPOSE_NAMES,
  type MuhuratPurpose,
  muhuratReasons,
} from '@jyotish/contract';
import { MUHURAT_RULES } from '@jyotish/engine';
import type { MuhuratSearch } from '../charts/muhurat-search.js';
import { serverTexts } from '../i18n/server-i18n.js';
import { placeKey, placeLabel } from './feed-place.js';
import type { Feed } from './ical-calendar.js';

/**
 * A muhurat search as a feed: one timed event per window, its reasons (the same sentences
 * `GET /api/muhurat` gives) as the description. A window's UID is the purpose, its start and the
 * place: the same search made again, in any language, names the same events.
 */
export function muhuratFeed(
  purpose: MuhuratPurpose,
  search: MuhuratSearch,
  language: Language,
  pageUrl: string,
): Feed {
  const t = serverTexts(language, 'feeds');
  const raw = { interpolation: { escapeValue: false } } as const;
  const place = placeLabel(search.place, t);
  const purposeName = MUHURAT_PURPOSE_NAMES[language][purpose];
  const rules = MUHURAT_RULES[purpose];
  const where = placeKey(search.place);
  return {
    name: t('muhurat.name', { purpose: purposeName, place, ...raw }),
    description: t('muhurat.description', { purpose: purposeName, place, ...raw }),
    url: pageUrl,
    events: search.windows.map((window) => ({
      uid: `muhurat-${purpose}-${new Date(window.startMs).toISOString().slice(0, 16)}-${where}@jyotish`,
      summary: t('muhurat.summary', { purpose: purposeName, ...raw }),
      description: muhuratReasons(language, {
        purpose,
        ...window,
        notInAdhika: rules.notInAdhika,
        notCombustOrKharmas: rules.notCombustOrKharmas,
      }).join('\n'),
      start: new Date(window.startMs),
      end: new Date(window.endMs),
    })),
  };
}
