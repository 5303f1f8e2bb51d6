import { useTranslation } from 'react-i18next';

/** The Suspense fallback while a screen's code loads. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="page-loading"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-slate-600"
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none"
      />
      <p>{t('loading.page')}</p>
    </div>
  );
}
