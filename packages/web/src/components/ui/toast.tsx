import { TIMERS, TOAST } from '@jyotish/contract';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { createToastStore, type ToastInput } from './toast-store';

const store = createToastStore({ limit: TOAST.limit, removeDelayMs: TIMERS.toastRemoveDelay });

/** Shows a toast from anywhere; the newest replaces the one on screen (SPEC §9). */
export function toast(input: ToastInput): void {
  store.add(input);
}

/**
 * Closes the error toasts on screen: a form that now succeeds calls it, so a 'Location
 * Required' from an earlier attempt does not stay over the result.
 */
export function dismissErrorToasts(): void {
  store.dismissVariant('destructive');
}

// Radix's toast (about 12 kB compressed) loads with the first toast, or beforehand with the
// screens' prefetch (`preloadToastRegion`); a page that shows none never needs it.
const loadToastRegion = () => import('./toast-region');
const ToastRegion = lazy(() =>
  loadToastRegion().then((module) => ({ default: module.ToastRegion })),
);

/** Starts loading the toasts' code, so that the first toast shows at once. */
export function preloadToastRegion(): Promise<unknown> {
  return loadToastRegion();
}

/**
 * The toast region, mounted once in the root layout. F8 moves focus to it once a toast has
 * been shown (the region is there from then on).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion toasts={toasts} onDismiss={store.dismiss} />
    </Suspense>
  );
}
