import {
  CHAT_PACKAGE_MINUTES,
  DEFAULT_CHAT_PACKAGE_DISCOUNT_PERCENT,
  DEFAULT_FREE_FIRST_MINUTES,
  type Offers,
  OffersSchema,
} from '@jyotish/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** A fresh installation's offer, the contract's defaults. */
export const DEFAULT_OFFERS: Offers = {
  freeFirstMinutes: DEFAULT_FREE_FIRST_MINUTES,
  chatPackageMinutes: CHAT_PACKAGE_MINUTES,
  chatPackageDiscountPercent: DEFAULT_CHAT_PACKAGE_DISCOUNT_PERCENT,
};

/** `GET /api/offers`: the free minutes and the package discount the settings give now. */
export function offersQuery() {
  return queryOptions({
    queryKey: ['offers'] as const,
    queryFn: async (): Promise<Offers> => OffersSchema.parse(await apiGet<unknown>('/api/offers')),
    // An administrator changes these rarely; a few minutes' delay is harmless.
    staleTime: 5 * 60_000,
  });
}

/**
 * The offer the texts promise (free minutes of a first consultation, the package's minutes
 * and discount), now that an administrator sets them. Until `/api/offers` answers (or if it
 * fails) the contract's defaults stand in, so a text renders at once instead of waiting
 * for, or blanking on, a figure it only mentions; prices themselves come from the
 * astrologer (`packagePricePaise`), which the server computes and charges.
 */
export function useOffers(): Offers {
  return useQuery(offersQuery()).data ?? DEFAULT_OFFERS;
}

/** The interpolation values of the offer texts: `{{minutes}}`, `{{percent}}`, `{{packageMinutes}}`. */
export function offerValues(offers: Offers) {
  return {
    minutes: offers.freeFirstMinutes,
    percent: offers.chatPackageDiscountPercent,
    packageMinutes: offers.chatPackageMinutes,
  };
}
