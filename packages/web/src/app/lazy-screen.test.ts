import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import { resources as hindi } from '../locales/hi';
import { lazyScreen } from './lazy-screen';

const Screen = () => null;

describe('lazyScreen', () => {
  it('loads the module once however often it is preloaded', async () => {
    const load = vi.fn(async () => Screen);
    const screen = lazyScreen(load);
    await Promise.all([screen.preload(), screen.preload()]);
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(screen.preload()).resolves.toEqual({ default: Screen });
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Screen>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Screen);
    const screen = lazyScreen(load);
    await expect(screen.preload()).rejects.toThrow('chunk failed');
    await expect(screen.preload()).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once once preloaded: the first page paints without the loading screen', async () => {
    const screen = lazyScreen(async () => () => createElement('h1', null, 'Ready'));
    // Before, it suspends: rendering it outside a Suspense boundary fails.
    expect(() => renderToString(createElement(screen.Component))).toThrow();
    await screen.preload();
    expect(renderToString(createElement(screen.Component))).toBe('<h1>Ready</h1>');
  });

  it("loads its namespaces into the app's i18next instance, in the page's language", async () => {
    const i18n = createI18n('hi');
    const screen = lazyScreen(async () => Screen, ['kundli', 'places']);
    expect(i18n.hasResourceBundle('hi', 'kundli')).toBe(false);
    await screen.preload();
    expect(i18n.getResourceBundle('hi', 'kundli')).toEqual(hindi.kundli);
    expect(i18n.getResourceBundle('hi', 'places')).toEqual(hindi.places);
    expect(i18n.hasResourceBundle('en', 'kundli')).toBe(false);
  });
});
