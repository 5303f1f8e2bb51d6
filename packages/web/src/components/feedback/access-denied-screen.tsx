import { useTranslation } from 'react-i18next';
import { ScreenLinks } from './screen-links';

/** Shown on admin or astrologer pages to a signed-in account without that role (SPEC §6). */
export function AccessDeniedScreen({ role }: { role: 'admin' | 'astrologer' }) {
  const { t } = useTranslation('common');
  return (
    <section
      data-testid="access-denied"
      aria-labelledby="access-denied-heading"
      className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-20 text-center"
    >
      <h1 id="access-denied-heading" className="font-display text-3xl font-bold text-slate-900">
        {role === 'admin' ? t('access.adminTitle') : t('access.astrologerTitle')}
      </h1>
      <p className="text-lg text-slate-600">
        {role === 'admin' ? t('access.adminDescription') : t('access.astrologerDescription')}
      </p>
      <ScreenLinks links={[{ to: '/', label: t('access.home') }]} />
    </section>
  );
}
