import type { Language } from '@jyotish/contract';
import { type ComponentType, createElement, lazy, useState } from 'react';
import { getI18n } from 'react-i18next';
import { loadNamespaces } from '../lib/i18n';
import { loadMetadata, loadPageNames } from '../lib/page-metadata';
import type { Namespace } from '../locales';

/**
 * What a screen's first render reads besides its code and the layout's texts: i18next
 * namespaces, `pageNames` when it shows pages' titles or headings (`useMetadata`), and
 * `metadata` when it shows a page's description (the whole metadata table).
 */
export type ScreenText = Namespace | 'pageNames' | 'metadata';

/**
 * Loads `texts` in the language the app shows, into the app's i18next instance (the one
 * react-i18next holds); nothing before there is an app.
 */
function loadScreenTexts(texts: readonly ScreenText[]): Promise<unknown> {
  const i18n = getI18n();
  const language = i18n?.language as Language | undefined;
  if (!i18n || !language) return Promise.resolve();
  const namespaces = texts.filter(
    (text): text is Namespace => text !== 'metadata' && text !== 'pageNames',
  );
  return Promise.all([
    loadNamespaces(i18n, language, namespaces),
    texts.includes('pageNames') ? loadPageNames(language) : undefined,
    texts.includes('metadata') ? loadMetadata(language) : undefined,
  ]);
}

export interface LazyScreen {
  /**
   * The screen. Once its code and texts are loaded it renders at once; before that it
   * suspends while they load (the layout shows its loading screen).
   */
  readonly Component: ComponentType;
  /** Starts loading the screen's code and texts; the same requests serve the later render. */
  readonly preload: () => Promise<unknown>;
  /** What the screen reads besides its code and the layout's texts. */
  readonly texts: readonly ScreenText[];
}

/**
 * A screen loaded on demand, with the texts it reads, which load beside its code in the page's
 * language. A failed load is forgotten so that the next render or prefetch tries again instead
 * of replaying the failure.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  texts: readonly ScreenText[] = [],
): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () => {
    pending ??= Promise.all([load(), loadScreenTexts(texts)]).then(
      ([component]) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(loadOnce);
  // React's lazy suspends on its first render even when the code is already there, and the
  // loading screen could show for a moment; a preloaded screen (the first page's, which
  // main.tsx loads before rendering) renders directly. Chosen once per mount: switching from
  // one to the other would mount the screen again.
  function Screen() {
    const [Ready] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Ready);
  }
  return { Component: Screen, preload: loadOnce, texts };
}
