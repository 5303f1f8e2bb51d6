import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/language';
import { LineIcon } from './line-icon';
import { LivePanchang } from './live-panchang';
import { SectionHeading } from './section-heading';

// Icons: a calendar, a clock, an eclipsed sun, an oil lamp (diya) and a ringed planet.
const TIMING_PAGES = [
  {
    key: 'panchang',
    path: '/panchang',
    iconPath: 'M4 6h16v14H4z M4 10h16 M8 3v4 M16 3v4 M8 14h.01 M12 14h.01 M16 14h.01 M8 17h.01',
  },
  {
    key: 'choghadiya',
    path: '/choghadiya',
    iconPath: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0 M12 7v5l3 2',
  },
  {
    key: 'rahuKaal',
    path: '/rahu-kaal',
    iconPath: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0 M14 4.5a7 7 0 0 1 0 15a8.5 8.5 0 0 0 0-15z',
  },
  {
    key: 'shubhMuhurat',
    path: '/shubh-muhurat',
    iconPath:
      'M12 3c2 3 3 4.5 3 6.5a3 3 0 0 1-6 0c0-2 1-3.5 3-6.5z M4 14h16c0 3.5-3.5 6-8 6s-8-2.5-8-6z',
  },
  {
    key: 'horaTimings',
    path: '/hora-timings',
    iconPath:
      'M7.5 12a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0 M2.94 16.23A10 3.5-25 1 0 21.06 7.77A10 3.5-25 1 0 2.94 16.23',
  },
] as const;

/** Today's panchang for New Delhi, and links to the panchang and muhurat pages. */
export function PanchangStrip() {
  const { t } = useTranslation('homeSections');
  const { localize } = useLanguage();
  return (
    <section
      aria-labelledby="home-panchang-title"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="rounded-3xl bg-linear-to-br from-saffron-50 to-saffron-100 p-6 ring-1 ring-saffron-200 sm:p-10">
        <SectionHeading
          id="home-panchang-title"
          title={t('panchang.title')}
          subtitle={t('panchang.subtitle')}
        />
        <LivePanchang />
        <ul
          data-testid="home-panchang-links"
          className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
        >
          {TIMING_PAGES.map((page) => (
            <li key={page.key}>
              <Link
                to={localize(page.path)}
                className="group flex h-full items-start gap-3 rounded-2xl bg-white/80 p-4 shadow-sm ring-1 ring-saffron-200 transition hover:bg-white hover:shadow-md"
              >
                <LineIcon
                  path={page.iconPath}
                  className="mt-0.5 size-6 shrink-0 text-saffron-600"
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-slate-900 group-hover:text-saffron-700">
                    {t(`panchang.links.${page.key}.label`)}
                  </span>
                  <span className="mt-0.5 text-sm text-slate-600">
                    {t(`panchang.links.${page.key}.hint`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
