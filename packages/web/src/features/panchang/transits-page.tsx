import { type PageKey, PLANET_IDS, type PlanetTransit } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-variants';
import { ToolPage } from '@/components/ui/tool-page';
import { clockFormatter, formatLongDate } from '@/lib/almanac-time';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { usePanchangNames } from '@/lib/use-panchang-names';
import { planetTransitsQuery } from './api/planet-transits';
import { AccuracyLink, AlmanacPending, AlmanacSection } from './components/almanac-parts';
import { useAlmanacPage } from './use-almanac-page';

const FOLLOWED = PLANET_IDS.filter((planet) => planet !== 'moon');

function PlanetSection({
  planet,
  transits,
}: {
  planet: PlanetTransit['planet'];
  transits: PlanetTransit[];
}) {
  const { t } = useTranslation('panchang');
  const { language } = useLanguage();
  const names = usePanchangNames();
  const clock = clockFormatter(language, 'Asia/Kolkata');
  return (
    <AlmanacSection title={names.planet(planet)} testId={`transits-${planet}`}>
      {transits.length === 0 ? (
        <p className="text-slate-700">{t('transits.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {transits.map((transit) => (
            <li
              key={`${transit.kind}-${transit.time}`}
              className="flex flex-wrap justify-between gap-2 py-2"
            >
              <span className="font-medium text-slate-900">
                {t(`transits.kind.${transit.kind}`, { sign: names.sign(transit.sign) })}
              </span>
              <span className="text-slate-700">
                {formatLongDate(transit.time.slice(0, 10), language)}, {clock(transit.time)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AlmanacSection>
  );
}

function TransitsScreen({
  pageKey,
  path,
  fixedYear,
}: {
  pageKey: PageKey;
  path: string;
  fixedYear?: string;
}) {
  const { t } = useTranslation('panchang');
  const { pages } = useMetadata();
  const page = useAlmanacPage(path, fixedYear);
  const { year } = page;
  const result = useQuery(planetTransitsQuery(year));
  const navClass = buttonClassName({ variant: 'secondary', size: 'sm' });
  const yearLink = (target: number) =>
    page.linkTo(path, { year: String(Math.min(2399, Math.max(1800, target))) });
  return (
    <ToolPage
      heading={
        fixedYear && year === fixedYear
          ? pages[pageKey].heading
          : `${pages.planetTransits.heading} ${year}`
      }
      lead={t('transits.lead')}
    >
      <nav className="flex flex-wrap gap-2 print:hidden" aria-label={t('festivals.year')}>
        <Link to={yearLink(Number(year) - 1)} className={navClass} data-testid="transits-previous">
          ← {t('festivals.previousYear')}
        </Link>
        <Link to={yearLink(Number(page.today.slice(0, 4)))} className={navClass}>
          {t('festivals.thisYear')}
        </Link>
        <Link to={yearLink(Number(year) + 1)} className={navClass} data-testid="transits-next">
          {t('festivals.nextYear')} →
        </Link>
      </nav>
      {result.data ? (
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-2">
            {FOLLOWED.map((planet) => (
              <PlanetSection
                key={planet}
                planet={planet}
                transits={result.data.data.transits.filter((transit) => transit.planet === planet)}
              />
            ))}
          </div>
          <p className="text-sm text-slate-600">{t('transits.timesNote')}</p>
          <AccuracyLink />
        </div>
      ) : (
        <AlmanacPending result={result} />
      )}
    </ToolPage>
  );
}

export function PlanetTransitsPage() {
  return <TransitsScreen pageKey="planetTransits" path="/planet-transits" />;
}

export function PlanetTransits2025Page() {
  return (
    <TransitsScreen
      pageKey="year2025PlanetTransits"
      path="/year-2025/planet-transits"
      fixedYear="2025"
    />
  );
}
