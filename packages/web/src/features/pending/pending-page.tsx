import { buildPageHeadFrom } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ScreenLinks } from '../../components/feedback/screen-links';
import { loadedMetadata, useFullMetadata } from '../../lib/page-metadata';

/**
 * The screen of a page whose capability arrives with a later issue: its real heading and
 * description (from the metadata table, so they match the document head) and the way to
 * what already works.
 */
export function PendingPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useFullMetadata();
  const { heading, description } = buildPageHeadFrom(
    loadedMetadata(),
    pathname,
    window.location.origin,
  );
  return (
    <section
      data-testid="pending-page"
      aria-labelledby="pending-heading"
      className="bg-linear-to-b from-brand-50 to-white"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-saffron-100 text-3xl text-saffron-600"
        >
          ✦
        </span>
        <h1
          id="pending-heading"
          className="font-display text-3xl font-bold text-slate-900 sm:text-4xl"
        >
          {heading}
        </h1>
        <p className="text-lg text-slate-700">{description}</p>
        <p className="rounded-2xl border border-brand-100 bg-white px-5 py-3 text-brand-800 shadow-sm">
          {t('pending.notice')}
        </p>
        <p className="text-slate-600">{t('pending.meanwhile')}</p>
        <ScreenLinks
          links={[
            { to: '/astro-tools', label: t('pending.tools') },
            { to: '/', label: t('pending.home') },
          ]}
        />
      </div>
    </section>
  );
}
