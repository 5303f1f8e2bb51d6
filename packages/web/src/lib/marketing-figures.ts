import { LANGUAGE_LOCALE, type Language, MARKETING_CLAIMS } from '@jyotish/contract';

/** The advertised figures as the home page shows them, formatted for the page language. */
export interface MarketingFigures {
  /** "4.8/5" */
  readonly rating: string;
  /** "50K+" (en), "50 हज़ार+" (hi), "50 ஆயிரம்+" (ta) */
  readonly users: string;
  /** "100+" */
  readonly astrologers: string;
  /** "24/7" */
  readonly availability: string;
  /** Lowest premium report price: "₹499" */
  readonly premiumReportFrom: string;
  /** "82" */
  readonly lifeReportSections: string;
  /** "5" */
  readonly freeChatMinutes: string;
}

function intlLocale(language: Language): string {
  return LANGUAGE_LOCALE[language].replace('_', '-');
}

export function formatMarketingFigures(language: Language): MarketingFigures {
  const locale = intlLocale(language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  // Short forms such as Tamil "50ஆ" are rarely written, so Indic languages spell out the
  // word for thousand (as the footer does): "50 ஆயிரம்".
  const compact = new Intl.NumberFormat(locale, {
    notation: 'compact',
    compactDisplay: language === 'en' ? 'short' : 'long',
  });
  // Rupees are whole on the price list, so no paise are shown (SPEC §9 rounds to whole units).
  const rupees = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const claims = MARKETING_CLAIMS;
  return {
    rating: `${number.format(claims.rating)}/${number.format(claims.ratingOutOf)}`,
    users: `${compact.format(claims.users)}+`,
    astrologers: `${number.format(claims.astrologers)}+`,
    // "24/7" is written the same way in all four languages.
    availability: '24/7',
    premiumReportFrom: rupees.format(Math.round(claims.premiumReportFromPaise / 100)),
    lifeReportSections: number.format(claims.lifeReportSections),
    freeChatMinutes: number.format(claims.freeChatMinutes),
  };
}
