import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '@/lib/language';
import {
  gaConfigQuery,
  loadGoogleTag,
  reportPageView,
  storedConsent,
  tagPageView,
} from './analytics';

/**
 * SPEC §2: every route change sends a page view — to our own count always (no cookie, no
 * visitor id), and to the third-party tag only when one is configured and the visitor agreed.
 */
export function usePageViewAnalytics(): void {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const { data: config } = useQuery(gaConfigQuery);
  const measurementId = config?.measurementId ?? null;

  useEffect(() => {
    if (measurementId && storedConsent() === 'granted') loadGoogleTag(measurementId);
  }, [measurementId]);

  useEffect(() => {
    reportPageView(pathname, language);
    tagPageView(pathname);
  }, [pathname, language]);
}
