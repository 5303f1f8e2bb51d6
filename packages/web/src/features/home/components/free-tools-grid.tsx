import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FREE_TOOLS } from '@/lib/free-tools';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { LineIcon } from './line-icon';
import { SectionHeading } from './section-heading';

/** The twelve free tools of the astro-tools page, each card linking to its tool. */
export function FreeToolsGrid() {
  const { t } = useTranslation('homeSections');
  const { localize } = useLanguage();
  const { pages } = useMetadata();
  return (
    <section
      aria-labelledby="home-tools-title"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading
          id="home-tools-title"
          title={t('tools.title')}
          subtitle={t('tools.subtitle')}
        />
        <Link
          to={localize('/astro-tools')}
          className="shrink-0 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('tools.viewAll')} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ul
        data-testid="home-free-tools"
        className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {FREE_TOOLS.map((tool) => (
          <li key={tool.key}>
            <Link
              to={localize(tool.path)}
              className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 transition group-hover:bg-brand-600 group-hover:text-white">
                <LineIcon path={tool.iconPath} className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 group-hover:text-brand-700">
                  {pages[tool.key].heading}
                </h3>
                <p className="mt-1 text-sm text-slate-600">{t(`tools.blurbs.${tool.key}`)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
