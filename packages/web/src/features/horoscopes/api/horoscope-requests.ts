import {
  type Horoscope,
  HoroscopeListResponseSchema,
  type HoroscopePeriod,
  HoroscopeResponseSchema,
  type Language,
  type SignSlug,
} from '@jyotish/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const keys = {
  one: (period: HoroscopePeriod, sign: SignSlug, date: string, lang: Language) =>
    ['horoscope', period, sign, date, lang] as const,
  list: (period: HoroscopePeriod, date: string, lang: Language) =>
    ['horoscopes', period, date, lang] as const,
};

/** `GET /api/horoscopes/{period}/{sign}?date=&lang=`. */
export async function fetchHoroscope(
  period: HoroscopePeriod,
  sign: SignSlug,
  date: string,
  lang: Language,
): Promise<Horoscope> {
  return HoroscopeResponseSchema.parse(
    await apiGet<unknown>(`/api/horoscopes/${period}/${sign}?date=${date}&lang=${lang}`),
  ).data;
}

/** {@link fetchHoroscope} as a query. */
export function horoscopeQuery(
  period: HoroscopePeriod,
  sign: SignSlug,
  date: string,
  lang: Language,
) {
  return queryOptions({
    queryKey: keys.one(period, sign, date, lang),
    queryFn: () => fetchHoroscope(period, sign, date, lang),
  });
}

/** `GET /api/horoscopes/{period}?date=&lang=`: the twelve signs, Aries first. */
export function horoscopeListQuery(period: HoroscopePeriod, date: string, lang: Language) {
  return queryOptions({
    queryKey: keys.list(period, date, lang),
    queryFn: async (): Promise<Horoscope[]> =>
      HoroscopeListResponseSchema.parse(
        await apiGet<unknown>(`/api/horoscopes/${period}?date=${date}&lang=${lang}`),
      ).data,
  });
}
