import { useTranslation } from 'react-i18next';

/** The generic error screen (SPEC §2): a reload is the only sensible way out. */
export function ErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      data-testid="error-screen"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="font-display text-3xl font-bold text-slate-900">{t('error.title')}</h1>
      <p className="max-w-md text-slate-600">{t('error.description')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {t('error.refresh')}
      </button>
    </div>
  );
}
