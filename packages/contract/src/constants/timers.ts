/** Every timer of SPEC §9, in milliseconds unless the name says otherwise. */
export const TIMERS = {
  welcomePopupDelay: 1500,
  welcomePopupFade: 300,
  testimonialCarousel: 5000,
  bannerRotation: 2000,
  googleLoginRedirect: 500,
  authRefreshPause: 200,
  locationSearchDebounce: 300,
  suggestionListHideAfterBlur: 300,
  submenuHoverDelay: 100,
  menuTypeaheadReset: 1000,
  blogScrollDelay: 100,
  screenPrefetchDelay: 2000,
  toastDuration: 5000,
  toastRemoveDelay: 1_000_000,
  tooltipOpenDelay: 700,
  tooltipSkipDelay: 300,
} as const;

/** Toast behaviour (SPEC §9): one visible, swipe right past 50 px to dismiss, F8 focuses. */
export const TOAST = {
  limit: 1,
  swipeThresholdPx: 50,
  hotkey: ['F8'],
} as const;

/** TanStack Query defaults (SPEC §7). */
export const QUERY_DEFAULTS = {
  staleTimeMs: 5 * 60 * 1000,
  gcTimeMs: 10 * 60 * 1000,
} as const;

export const THEME_COLOR = '#8B5CF6';
