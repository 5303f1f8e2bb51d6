import { pageLanguageOf, TIMERS } from '@jyotish/contract';
import { useEffect } from 'react';
import { preloadDropdownMenus } from '../components/ui/deferred-dropdown-menu';
import { preloadToastRegion } from '../components/ui/toast';
import { scheduleOnIdleOrInteraction } from '../lib/idle-or-interaction';
import { loadMetadata } from '../lib/page-metadata';
import { prefetchAll } from './screen-prefetch';
import { SCREENS } from './screens';

/**
 * Loads every screen's code and texts 2 s after start or at the first interaction (SPEC §2),
 * with what the first render leaves out: the header's menus, the toasts and the page
 * language's metadata table, which the next page's head needs.
 */
export function useScreenPrefetch(): void {
  useEffect(
    () =>
      scheduleOnIdleOrInteraction(window, TIMERS.screenPrefetchDelay, () =>
        prefetchAll([
          preloadDropdownMenus,
          preloadToastRegion,
          () => loadMetadata(pageLanguageOf(window.location.pathname)),
          ...Object.values(SCREENS).map((screen) => screen.preload),
        ]),
      ),
    [],
  );
}
