import { LANGUAGE_LOCALE, type Language, MARKETING_CLAIMS } from '@jyotish/contract';

export interface ClaimValues {
  rating: string;
  users: string;
  astrologers: string;
  minutes: string;
  price: string;
}

/**
 * The advertised numbers, written the way each language writes them. The user count is
 * abbreviated ("50K") in English only: the short Indic forms (Tamil "50ஆ") are rarely used in
 * running text, so the other languages spell out the word for thousand.
 */
export function claimValues(language: Language): ClaimValues {
  const locale = LANGUAGE_LOCALE[language].replace('_', '-');
  const number = new Intl.NumberFormat(locale);
  const users = new Intl.NumberFormat(locale, {
    notation: 'compact',
    compactDisplay: language === 'en' ? 'short' : 'long',
  });
  const rupees = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  return {
    rating: number.format(MARKETING_CLAIMS.rating),
    users: users.format(MARKETING_CLAIMS.users),
    astrologers: number.format(MARKETING_CLAIMS.astrologers),
    minutes: number.format(MARKETING_CLAIMS.freeChatMinutes),
    price: rupees.format(MARKETING_CLAIMS.premiumReportFromPaise / 100),
  };
}
