import { LANDED_PAGES, PAGES } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { PAGE_SCREENS, SCREENS, screenOf } from './screens';

describe('PAGE_SCREENS', () => {
  it("has a finished screen for exactly contract's landed pages, which the server indexes", () => {
    expect(Object.keys(PAGE_SCREENS).sort()).toEqual([...LANDED_PAGES].sort());
  });

  it('shows the pending screen for every other page', () => {
    const landed = new Set<string>(LANDED_PAGES);
    for (const page of PAGES) {
      if (landed.has(page.key)) expect(screenOf(page.key), page.key).not.toBe(SCREENS.pending);
      else expect(screenOf(page.key), page.key).toBe(SCREENS.pending);
    }
  });
});
