import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, StaticRouter } from 'react-router';
import { SessionProvider } from '../lib/session';
import { ErrorBoundary } from './error-boundary';

/**
 * The app's context, outermost first. The error boundary sits inside i18n so even a crash
 * of the router or session shows a translated error screen; the session needs the router
 * (logout navigates) and the query cache (logout clears it). `location` is given only where
 * the first screen is rendered to HTML at build time (`prerender/first-screen.tsx`).
 */
export function AppProviders({
  i18n,
  queryClient,
  location,
  children,
}: {
  i18n: i18n;
  queryClient: QueryClient;
  location?: string;
  children: ReactNode;
}) {
  const session = <SessionProvider>{children}</SessionProvider>;
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          {location === undefined ? (
            <BrowserRouter>{session}</BrowserRouter>
          ) : (
            <StaticRouter location={location}>{session}</StaticRouter>
          )}
        </ErrorBoundary>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
