import { useTranslation } from 'react-i18next';

/** Shown instead of the whole app while the session is checked (SPEC §2). */
export function FullScreenSpinner() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="full-screen-spinner"
      className="flex min-h-screen items-center justify-center bg-brand-50"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{t('loading.session')}</span>
    </div>
  );
}
