import { type Astrologer, CHAT_PACKAGE_MINUTES, type ConsultationMode } from '@jyotish/contract';

/**
 * SPEC §2 and §9: Start Chat goes to `/payment` with the chat purchase in the query (astrologer,
 * service, duration, price, originalPrice, type). Prices here are rupees, as SPEC shows them,
 * taken from the package price the server gave with the astrologer; the server computes the
 * price again and charges that, never this query.
 */
export function chatPurchasePath(
  astrologer: Pick<Astrologer, 'slug' | 'packagePricePaise' | 'packageOriginalPricePaise'>,
  mode: ConsultationMode,
): string {
  const query = new URLSearchParams({
    astrologer: astrologer.slug,
    service: 'chat',
    duration: String(CHAT_PACKAGE_MINUTES),
    price: String(astrologer.packagePricePaise / 100),
    originalPrice: String(astrologer.packageOriginalPricePaise / 100),
    type: mode,
  });
  return `/payment?${query}`;
}

/** The mode a `/payment` query asks for; anything else is the SPEC's package. */
export function purchaseMode(type: string | null): ConsultationMode {
  return type === 'per-minute' ? 'per-minute' : 'package';
}
