/** Texts of the home page's first screen and its welcome popup. */
export const home = {
  hero: {
    eyebrow: 'Vedic astrology, calculated precisely',
    title: 'Your birth chart, calculated exactly, in your own language',
    lead: 'A free kundli, kundli matching and calculators for moon sign, nakshatra, lagna, doshas, dasha and sade sati, computed with the Swiss Ephemeris, the planetary data professional astrologers rely on. In English, हिन्दी, தமிழ் and తెలుగు.',
    actionsLabel: 'Get started',
    freeKundli: 'Free Kundli',
    kundliMatching: 'Kundli Matching',
    allTools: 'See all free tools',
  },
  trust: {
    label: 'What you get',
    ephemerisValue: 'Swiss Ephemeris',
    ephemeris: 'Precise planetary positions',
    languages: 'languages',
    freeValue: 'Free',
    free: 'Kundli, matching and calculators',
    openSourceValue: 'Open source',
    openSource: 'Every calculation can be checked',
  },
  welcome: {
    title: 'Namaste, welcome to Jyotish',
    text: 'Ask your first question about your chart for free. Write it with your birth details and an astrologer answers you here, in your language.',
    askNow: 'Ask Now',
    later: 'Maybe later',
    close: 'Close',
  },
} as const;
