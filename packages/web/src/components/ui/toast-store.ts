export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastEntry {
  readonly id: number;
  readonly title: string;
  readonly description?: string;
  readonly variant: ToastVariant;
  /** False once dismissed; the entry stays until the removal delay so it can animate out. */
  readonly open: boolean;
}

export interface ToastStore {
  /** Shows a toast and returns its id. Beyond the limit, the oldest toasts are dropped. */
  add: (input: ToastInput) => number;
  /** Closes a toast (swipe, close button, timeout) and schedules its removal. */
  dismiss: (id: number) => void;
  /** Closes every open toast of a variant, e.g. the errors a form's later success answers. */
  dismissVariant: (variant: ToastVariant) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastEntry[];
}

export interface ToastStoreOptions {
  /** How many toasts may be on screen at once (SPEC §9: one). */
  limit: number;
  /** How long a dismissed toast is kept before it is forgotten, in milliseconds. */
  removeDelayMs: number;
  /** Injected so tests can run the removal without waiting. */
  schedule?: (callback: () => void, delayMs: number) => unknown;
}

/**
 * The list of toasts, outside React so that `toast()` works from anywhere: event handlers,
 * query callbacks, code that runs before the `Toaster` mounts. Snapshots are immutable
 * arrays, as `useSyncExternalStore` requires.
 */
export function createToastStore({
  limit,
  removeDelayMs,
  schedule = (callback, delayMs) => setTimeout(callback, delayMs),
}: ToastStoreOptions): ToastStore {
  let toasts: readonly ToastEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const pendingRemoval = new Set<number>();

  const update = (next: readonly ToastEntry[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => {
    if (!toasts.some((t) => t.id === id && t.open)) return;
    update(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
    if (pendingRemoval.has(id)) return;
    pendingRemoval.add(id);
    schedule(() => {
      pendingRemoval.delete(id);
      update(toasts.filter((t) => t.id !== id));
    }, removeDelayMs);
  };

  return {
    add(input) {
      const id = nextId++;
      const entry: ToastEntry = {
        id,
        title: input.title,
        ...(input.description === undefined ? {} : { description: input.description }),
        variant: input.variant ?? 'default',
        open: true,
      };
      update([entry, ...toasts].slice(0, limit));
      return id;
    },
    dismiss,
    dismissVariant(variant) {
      for (const entry of toasts) {
        if (entry.variant === variant && entry.open) dismiss(entry.id);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
}
