import { TIMERS } from '@jyotish/contract';
import { useEffect } from 'react';
import { prefetchAll, scheduleOnIdleOrInteraction } from './screen-prefetch';
import { SCREENS } from './screens';

/** Loads every screen's code 2 s after start or at the first interaction (SPEC §2). */
export function useScreenPrefetch(): void {
  useEffect(
    () =>
      scheduleOnIdleOrInteraction(window, TIMERS.screenPrefetchDelay, () =>
        prefetchAll(Object.values(SCREENS).map((screen) => screen.preload)),
      ),
    [],
  );
}
