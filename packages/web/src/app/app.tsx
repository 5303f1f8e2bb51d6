import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App({
  i18n,
  queryClient,
  location,
}: {
  i18n: i18n;
  queryClient: QueryClient;
  /** Only for the build-time HTML of a first screen; the browser's app follows its URL. */
  location?: string;
}) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient} location={location}>
      <AppRoutes />
    </AppProviders>
  );
}
