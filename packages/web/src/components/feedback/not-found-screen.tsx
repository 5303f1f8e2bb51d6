import { useTranslation } from 'react-i18next';
import { useMetadata } from '../../lib/page-metadata';
import { ScreenLinks } from './screen-links';

/** Any path that is no page; its heading is the not-found title of the document head. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  const { site } = useMetadata();
  return (
    <section
      data-testid="not-found"
      aria-labelledby="not-found-heading"
      className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-20 text-center"
    >
      <p className="font-semibold tracking-wide text-saffron-600">{t('notFound.code')}</p>
      <h1
        id="not-found-heading"
        className="font-display text-3xl font-bold text-slate-900 sm:text-4xl"
      >
        {site.notFoundTitle}
      </h1>
      <p className="text-lg text-slate-600">{site.notFoundDescription}</p>
      <ScreenLinks
        links={[
          { to: '/', label: t('notFound.home') },
          { to: '/astro-tools', label: t('notFound.tools') },
        ]}
      />
    </section>
  );
}
