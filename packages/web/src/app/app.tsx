import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App({ i18n, queryClient }: { i18n: i18n; queryClient: QueryClient }) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <AppRoutes />
    </AppProviders>
  );
}
