import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface LazyScreen {
  readonly Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the screen's code; the same request serves the later render. */
  readonly preload: () => Promise<unknown>;
}

/**
 * A screen loaded on demand. A failed load is forgotten so that the next render or
 * prefetch tries again instead of replaying the failure.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { Component: lazy(loadOnce), preload: loadOnce };
}
