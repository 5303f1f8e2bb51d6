import type { PageKey } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FREE_TOOLS } from '@/lib/free-tools';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';

/** The free tools beyond SPEC §2's twelve cards, listed under them. */
const MORE_TOOLS = [
  ['divination', '/divination'],
  ['tarot', '/tarot'],
  ['palmistry', '/palmistry'],
  ['vastu', '/vastu'],
  ['gemstones', '/gemstones'],
  ['loveCompatibility', '/love-compatibility'],
  ['year2025Tarot', '/tarot-2025'],
] as const satisfies readonly (readonly [PageKey, string])[];

/** SPEC §2 "Astro-tools page": the hero, the twelve free tool cards, then the other tools. */
export function AstroToolsPage() {
  const { t } = useTranslation('homeSections');
  const { localize } = useLanguage();
  const { pages } = useMetadata();
  return (
    <div data-testid="astro-tools-page">
      <section
        aria-labelledby="astro-tools-title"
        className="relative isolate overflow-hidden bg-linear-to-br from-brand-900 via-brand-700 to-brand-500 text-white"
      >
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-saffron-400/30 blur-3xl"
        />
        <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
          <h1
            id="astro-tools-title"
            className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {pages.astroTools.heading}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100 sm:text-xl">
            {t('astroTools.lead')}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ul
          aria-label={t('astroTools.listLabel')}
          data-testid="astro-tools-list"
          className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {FREE_TOOLS.map((tool) => (
            <li key={tool.key}>
              <Link
                to={localize(tool.path)}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:border-brand-300 hover:shadow-lg"
              >
                <span className="flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-brand-50 to-saffron-50 text-brand-600 ring-1 ring-brand-100 transition group-hover:from-brand-500 group-hover:to-brand-700 group-hover:text-white">
                  <svg
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={1.75}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    focusable="false"
                    className="size-7"
                  >
                    <path d={tool.iconPath} />
                  </svg>
                </span>
                <h2 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-brand-700">
                  {pages[tool.key].heading}
                </h2>
                <p className="mt-2 flex-1 text-sm text-slate-600">
                  {t(`tools.blurbs.${tool.key}`)}
                </p>
                <span
                  aria-hidden="true"
                  className="mt-4 text-sm font-semibold text-brand-700 group-hover:text-brand-800"
                >
                  {t('astroTools.open')} →
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <section aria-labelledby="astro-tools-more" className="mt-12 space-y-4">
          <h2 id="astro-tools-more" className="font-display text-2xl font-semibold text-slate-900">
            {t('astroTools.more')}
          </h2>
          <ul className="flex flex-wrap gap-3" data-testid="astro-tools-more">
            {MORE_TOOLS.map(([key, path]) => (
              <li key={key}>
                <Link
                  to={localize(path)}
                  className="inline-flex rounded-full border border-brand-200 bg-white px-4 py-2 font-medium text-brand-800 shadow-sm hover:border-brand-400 hover:bg-brand-50"
                >
                  {pages[key].heading}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
