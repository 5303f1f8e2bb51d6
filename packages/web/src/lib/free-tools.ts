import type { PageKey } from '@jyotish/contract';

/** Page keys of the twelve free tools, in the order of SPEC §2 "Astro-tools page". */
export type FreeToolKey = Extract<
  PageKey,
  | 'kundli'
  | 'kundliMatching'
  | 'panchang'
  | 'dailyHoroscope'
  | 'moonSignChecker'
  | 'nakshatraFinder'
  | 'dashaCalculator'
  | 'numerology'
  | 'doshamDetector'
  | 'lalKitab'
  | 'babyNaming'
  | 'luckyNumbers'
>;

export interface FreeTool {
  /** The tool page's key in the page catalog; its title is `METADATA[language].pages[key].heading`. */
  readonly key: FreeToolKey;
  /** Path without language prefix; links pass it through `localize`. */
  readonly path: string;
  /**
   * Outline of the tool's decorative icon: SVG path data on a 24 × 24 grid, drawn with a
   * round-capped stroke and no fill (rendered aria-hidden). Paths rather than emoji, because
   * emoji fonts are missing on many systems and would show as empty boxes.
   */
  readonly iconPath: string;
}

/**
 * The free tools offered on the astro-tools page and in the home page's tools grid.
 * One list for both pages so that they can never disagree.
 */
export const FREE_TOOLS: readonly FreeTool[] = [
  {
    key: 'kundli',
    path: '/kundli',
    iconPath: 'M3 3h18v18H3z M12 3l9 9-9 9-9-9z M3 3l18 18 M21 3 3 21',
  },
  {
    key: 'kundliMatching',
    path: '/kundli-matching',
    iconPath: 'M4 12a5 5 0 1 0 10 0a5 5 0 1 0-10 0 M10 12a5 5 0 1 0 10 0a5 5 0 1 0-10 0',
  },
  {
    key: 'panchang',
    path: '/panchang',
    iconPath:
      'M4 6h16v14H4z M4 10h16 M8 3v4 M16 3v4 M8 14h.01 M12 14h.01 M16 14h.01 M8 17h.01 M12 17h.01',
  },
  {
    key: 'dailyHoroscope',
    path: '/daily-horoscope',
    iconPath:
      'M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0 M12 2v3 M12 19v3 M2 12h3 M19 12h3 M4.9 4.9 7 7 M17 17l2.1 2.1 M4.9 19.1 7 17 M17 7l2.1-2.1',
  },
  {
    key: 'moonSignChecker',
    path: '/moon-sign-checker',
    iconPath: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  },
  {
    key: 'nakshatraFinder',
    path: '/nakshatra-finder',
    iconPath: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z',
  },
  {
    key: 'dashaCalculator',
    path: '/dasha-calculator',
    iconPath: 'M6 3h12 M6 21h12 M7 3v2c0 3 5 5 5 7s-5 4-5 7v2 M17 3v2c0 3-5 5-5 7s5 4 5 7v2',
  },
  { key: 'numerology', path: '/numerology', iconPath: 'M10 4 8 20 M16 4l-2 16 M5 9h15 M4 15h15' },
  {
    key: 'doshamDetector',
    path: '/dosham-detector',
    iconPath: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4',
  },
  {
    key: 'lalKitab',
    path: '/lal-kitab',
    iconPath: 'M5 5a2 2 0 0 1 2-2h12v15H7a2 2 0 0 0-2 2z M5 20a2 2 0 0 0 2 1h12v-3 M9 7h6 M9 10h4',
  },
  {
    key: 'babyNaming',
    path: '/baby-naming',
    iconPath:
      'M4 12a8 8 0 1 0 16 0a8 8 0 1 0-16 0 M9.5 11h.01 M14.5 11h.01 M10 15a3 3 0 0 0 4 0 M12 4c0-1 1-2 2-1.5',
  },
  {
    key: 'luckyNumbers',
    path: '/lucky-numbers',
    iconPath: 'M4 4h16v16H4z M8.5 8.5h.01 M15.5 8.5h.01 M12 12h.01 M8.5 15.5h.01 M15.5 15.5h.01',
  },
];
