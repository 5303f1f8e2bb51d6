import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/feedback/page-loading';
import { SiteHeader } from '../components/layout/site-header';
import { Toaster } from '../components/ui/toast';
import { WhenVisible } from '../components/ui/when-visible';
import { ConsentBanner } from '../features/analytics/consent-banner';
import { usePageViewAnalytics } from '../features/analytics/use-analytics';
import { usePageHeadSync } from '../lib/document-head';
import { useFirstScreenOnly } from '../lib/first-screen-only';
import { useLanguageSync } from '../lib/language';
import { ErrorBoundary } from './error-boundary';
import { useScreenPrefetch } from './use-screen-prefetch';
import { useScrollToTopOnNavigate } from './use-scroll-to-top';

// The footer is a chunk of its own, rendered as it comes near the viewport or when the page's
// quiet start ends: a phone's first load carries only what its first screen shows (issue 21).
const SiteFooter = lazy(() =>
  import('../components/layout/site-footer').then((m) => ({ default: m.SiteFooter })),
);

/**
 * Header, the current screen and footer; keeps language, head, scroll and the page-view count
 * in step with the URL.
 */
export function RootLayout() {
  useLanguageSync();
  usePageHeadSync();
  useScrollToTopOnNavigate();
  usePageViewAnalytics();
  useScreenPrefetch();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const firstScreenOnly = useFirstScreenOnly();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {firstScreenOnly ? null : (
        <>
          <WhenVisible reserve="min-h-64" orAfterIdle>
            <SiteFooter />
          </WhenVisible>
          <ConsentBanner />
          <Toaster />
        </>
      )}
    </div>
  );
}
