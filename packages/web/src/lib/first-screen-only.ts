import { createContext, useContext } from 'react';

/**
 * True only where a page's first screen is rendered to HTML at build time
 * (`prerender/first-screen.tsx`): a screen then renders what a phone's first viewport shows, and
 * the layout leaves out its footer. The smaller the served HTML, the sooner a phone has parsed,
 * styled and painted it; the app's own render adds the rest below, out of sight, so nothing
 * visible moves (issue 21).
 */
export const FirstScreenOnly = createContext(false);

export function useFirstScreenOnly(): boolean {
  return useContext(FirstScreenOnly);
}
