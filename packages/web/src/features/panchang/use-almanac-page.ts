import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '@/lib/language';
import {
  type AlmanacPlace,
  almanacDateFromQuery,
  almanacMonthFromQuery,
  almanacPlaceFromQuery,
  almanacSearch,
  almanacYearFromQuery,
  todayIn,
} from './almanac-query';

/** The clock, read again every `intervalMs`, so a running period moves on while the page is open. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The place and date (or month) of an almanac page from its link, and how to go to another:
 * every choice becomes the page's link, so sharing the address shares the page.
 */
export function useAlmanacPage(path: string, fixedYear?: string) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { localize } = useLanguage();
  const now = useNow();
  const place = almanacPlaceFromQuery(query);
  const localPath = localize(path);
  return {
    query,
    now,
    place,
    date: almanacDateFromQuery(query, place, now),
    month: almanacMonthFromQuery(query, place, now),
    year: almanacYearFromQuery(query, place, now, fixedYear),
    today: todayIn(place.timezone, now),
    localPath,
    /** The link of another page of the family for the same place and date. */
    linkTo: (otherPath: string, when: { date?: string; month?: string; year?: string }) =>
      `${localize(otherPath)}?${almanacSearch(place, when)}`,
    navigateTo: (to: string) => navigate(to),
    choose: (chosen: AlmanacPlace, when: { date?: string; month?: string; year?: string }) =>
      navigate(`${localPath}?${almanacSearch(chosen, when)}`),
  };
}
