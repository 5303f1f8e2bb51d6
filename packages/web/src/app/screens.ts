import type { PageKey } from '@jyotish/contract';
import { type LazyScreen, lazyScreen } from './lazy-screen';

/** Every screen of the app, each in its own chunk. */
export const SCREENS = {
  home: lazyScreen(() => import('../features/home/home-page').then((m) => m.HomePage)),
  astroTools: lazyScreen(() =>
    import('../features/astro-tools/astro-tools-page').then((m) => m.AstroToolsPage),
  ),
  pending: lazyScreen(() => import('../features/pending/pending-page').then((m) => m.PendingPage)),
  notFound: lazyScreen(() =>
    import('../components/feedback/not-found-screen').then((m) => m.NotFoundScreen),
  ),
} satisfies Record<string, LazyScreen>;

/**
 * The finished screen of each page. A page missing here belongs to a later capability and
 * shows the pending screen until that capability adds its screen to this table.
 */
export const PAGE_SCREENS: Partial<Record<PageKey, LazyScreen>> = {
  home: SCREENS.home,
  astroTools: SCREENS.astroTools,
};

export function screenOf(key: PageKey): LazyScreen {
  return PAGE_SCREENS[key] ?? SCREENS.pending;
}
