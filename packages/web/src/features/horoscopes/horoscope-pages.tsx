import {
  buildPageHeadFrom,
  type Horoscope,
  type HoroscopeAngle,
  type HoroscopePeriod,
  PLANET_IDS,
  SIGN_SLUGS,
  type SignSlug,
  signLord,
  signNumberOfSlug,
} from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { useLanguage } from '@/lib/language';
import { loadedMetadata, useFullMetadata } from '@/lib/page-metadata';
import { useAstroNames } from '@/lib/use-astro-names';
import { horoscopeListQuery, horoscopeQuery } from './api/horoscope-requests';
import { HoroscopeReading } from './components/horoscope-reading';
import { PeriodNav } from './components/period-nav';
import { SIGN_GLYPHS, SignPicker } from './components/sign-picker';
import { dateFromQuery } from './horoscope-dates';

const PERIOD_PATH: Readonly<Record<HoroscopePeriod, string>> = {
  daily: '/daily-horoscope',
  weekly: '/weekly-horoscope',
  monthly: '/monthly-horoscope',
  yearly: '/yearly-horoscope',
};

/** The heading of the current page from the metadata table, its `{{sign}}` filled. */
function usePageHeading(): string {
  const { pathname } = useLocation();
  useFullMetadata();
  return buildPageHeadFrom(loadedMetadata(), pathname, window.location.origin).heading;
}

function PageFrame({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  const heading = usePageHeading();
  const { t } = useTranslation('horoscopes');
  return (
    <section
      aria-labelledby="horoscope-heading"
      className={`mx-auto flex ${wide ? 'max-w-6xl' : 'max-w-4xl'} flex-col gap-6 px-4 py-10`}
      data-testid="horoscope-page"
    >
      <div className="flex flex-col gap-2">
        <h1 id="horoscope-heading" className="font-display text-3xl font-bold text-slate-900">
          {heading}
        </h1>
        <p className="text-sm text-slate-600">{t('moonSignNote')}</p>
      </div>
      {children}
    </section>
  );
}

function PeriodTabs({ current }: { current?: HoroscopePeriod }) {
  const { t } = useTranslation('horoscopes');
  const { localize } = useLanguage();
  return (
    <nav className="flex flex-wrap gap-2" aria-label={t('nav.label')}>
      {(['daily', 'weekly', 'monthly', 'yearly'] as const).map((period) => (
        <Link
          key={period}
          to={localize(PERIOD_PATH[period])}
          aria-current={period === current ? 'page' : undefined}
          className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
            period === current
              ? 'bg-brand-600 text-white'
              : 'bg-brand-50 text-brand-800 hover:bg-brand-100'
          }`}
        >
          {t(`period.${period}`)}
        </Link>
      ))}
    </nav>
  );
}

const firstSentence = (text: string) => {
  const match = /^.+?[.।!?](\s|$)/u.exec(text);
  return (match ? match[0] : text).trim();
};

/** Twelve cards of one period: each sign's opening line and a link to its whole reading. */
function SignCards({
  readings,
  period,
  angle = 'general',
}: {
  readings: readonly Horoscope[];
  period: HoroscopePeriod;
  angle?: HoroscopeAngle;
}) {
  const { t } = useTranslation('horoscopes');
  const names = useAstroNames();
  const { localize } = useLanguage();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="horoscope-cards">
      {readings.map((reading, index) => {
        const target = period === 'yearly' ? undefined : `${PERIOD_PATH[period]}/${reading.sign}`;
        return (
          <li
            key={reading.sign}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
            data-testid="horoscope-card"
          >
            <h2 className="flex items-center gap-2 font-display text-lg font-semibold text-slate-900">
              <span aria-hidden="true" className="text-brand-600">
                {SIGN_GLYPHS[index]}
              </span>
              {names.sign(index + 1)}
            </h2>
            <p className="text-sm text-slate-700">
              {angle === 'general' && period === 'yearly'
                ? reading.sections.general
                : angle === 'general'
                  ? firstSentence(reading.sections.general)
                  : reading.sections[angle]}
            </p>
            {target ? (
              <Link
                to={localize(target)}
                className="mt-auto text-sm font-medium text-brand-700 underline"
              >
                {t('readMore')}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** `/horoscopes`: the periods, the sign picker and today's opening line of every sign. */
export function HoroscopesPage() {
  const { t } = useTranslation('horoscopes');
  const { language } = useLanguage();
  const today = useQuery(horoscopeListQuery('daily', dateFromQuery(null), language));
  return (
    <PageFrame wide>
      <p className="text-slate-700">{t('hubIntro')}</p>
      <PeriodTabs />
      <SignPicker pathOf={(slug) => `/daily-horoscope/${slug}`} />
      {today.data ? (
        <SignCards readings={today.data} period="daily" />
      ) : (
        <QueryState isError={today.isError} onRetry={() => void today.refetch()} />
      )}
    </PageFrame>
  );
}

/** `/daily-horoscope`, `/weekly-horoscope`, `/monthly-horoscope`, `/yearly-horoscope`. */
function PeriodPage({ period, date: fixedDate }: { period: HoroscopePeriod; date?: string }) {
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const date = fixedDate ?? dateFromQuery(params.get('date'));
  const readings = useQuery(horoscopeListQuery(period, date, language));
  return (
    <PageFrame wide>
      <PeriodTabs current={period} />
      {fixedDate ? null : <PeriodNav path={PERIOD_PATH[period]} period={period} date={date} />}
      <SignPicker
        pathOf={(slug) =>
          `${period === 'yearly' ? PERIOD_PATH.daily : PERIOD_PATH[period]}/${slug}`
        }
      />
      {readings.data ? (
        <SignCards readings={readings.data} period={period} />
      ) : (
        <QueryState isError={readings.isError} onRetry={() => void readings.refetch()} />
      )}
    </PageFrame>
  );
}

export const DailyHoroscopePage = () => <PeriodPage period="daily" />;
export const WeeklyHoroscopePage = () => <PeriodPage period="weekly" />;
export const MonthlyHoroscopePage = () => <PeriodPage period="monthly" />;
export const YearlyHoroscopePage = () => <PeriodPage period="yearly" />;
/** `/horoscope-2025` (`/year-2025/horoscope`): the yearly readings of 2025. */
export const Year2025HoroscopePage = () => <PeriodPage period="yearly" date="2025-06-01" />;

/** One sign's reading of a period: `/daily-horoscope/{sign}` (English or Tamil slug) and the others. */
function SignPage({ period, slug }: { period: HoroscopePeriod; slug: string }) {
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const date = dateFromQuery(params.get('date'));
  const sign = (SIGN_SLUGS[(signNumberOfSlug(slug) ?? 1) - 1] ?? 'aries') as SignSlug;
  const reading = useQuery(horoscopeQuery(period, sign, date, language));
  const { pathname } = useLocation();
  const path = pathname.replace(/^\/(hindi|tamil|telugu)(?=\/)/, '');
  return (
    <PageFrame>
      <PeriodTabs current={period} />
      <PeriodNav path={path} period={period} date={date} />
      {reading.data ? (
        <>
          <p className="text-sm text-slate-500" data-testid="horoscope-range">
            {rangeText(reading.data, period, language)}
          </p>
          <HoroscopeReading reading={reading.data} />
        </>
      ) : (
        <QueryState isError={reading.isError} onRetry={() => void reading.refetch()} />
      )}
      <SignPicker pathOf={(other) => `${PERIOD_PATH[period]}/${other}`} current={sign} />
    </PageFrame>
  );
}

function rangeText(reading: Horoscope, period: HoroscopePeriod, language: string): string {
  const format = new Intl.DateTimeFormat(`${language}-IN`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const from = new Date(reading.from);
  const last = new Date(Date.parse(reading.to) - 1);
  return period === 'daily'
    ? format.format(from)
    : `${format.format(from)} – ${format.format(last)}`;
}

function SignPageRoute({ period }: { period: HoroscopePeriod }) {
  const { sign = 'aries' } = useParams();
  return <SignPage period={period} slug={sign} />;
}

export const DailyHoroscopeSignPage = () => <SignPageRoute period="daily" />;
export const WeeklyHoroscopeSignPage = () => <SignPageRoute period="weekly" />;
export const MonthlyHoroscopeSignPage = () => <SignPageRoute period="monthly" />;

/** `/rashi/{rashi}` (Hindi and Telugu slugs too): the rashi's lord and today's reading. */
export function RashiPage() {
  const { rashi = 'mesh' } = useParams();
  return <SignPage period="daily" slug={rashi} />;
}

/** `/love-horoscope`, `/career-horoscope`, `/health-horoscope`: one angle of today, for every sign. */
function AnglePage({ angle }: { angle: Exclude<HoroscopeAngle, 'general' | 'money'> }) {
  const { t } = useTranslation('horoscopes');
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const date = dateFromQuery(params.get('date'));
  const readings = useQuery(horoscopeListQuery('daily', date, language));
  const { pathname } = useLocation();
  return (
    <PageFrame wide>
      <p className="text-slate-700">{t(`angleIntro.${angle}`)}</p>
      <PeriodNav
        path={pathname.replace(/^\/(hindi|tamil|telugu)(?=\/)/, '')}
        period="daily"
        date={date}
      />
      {readings.data ? (
        <SignCards readings={readings.data} period="daily" angle={angle} />
      ) : (
        <QueryState isError={readings.isError} onRetry={() => void readings.refetch()} />
      )}
    </PageFrame>
  );
}

export const LoveHoroscopePage = () => <AnglePage angle="love" />;
export const CareerHoroscopePage = () => <AnglePage angle="career" />;
export const HealthHoroscopePage = () => <AnglePage angle="health" />;

/** `/zodiac-signs`: the twelve sidereal signs with their lords, each to its daily reading. */
export function ZodiacSignsPage() {
  const { t } = useTranslation('horoscopes');
  const names = useAstroNames();
  const { localize } = useLanguage();
  return (
    <PageFrame wide>
      <p className="text-slate-700">{t('zodiac.intro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="zodiac-signs">
        {SIGN_SLUGS.map((slug, index) => {
          const lord = signLord(index + 1);
          return (
            <li
              key={slug}
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4"
            >
              <span aria-hidden="true" className="text-3xl text-brand-600">
                {SIGN_GLYPHS[index]}
              </span>
              <div className="flex flex-col">
                <span className="font-display text-lg font-semibold text-slate-900">
                  {names.sign(index + 1)}
                </span>
                <span className="text-sm text-slate-600">
                  {t('zodiac.lord', {
                    planet: names.planet(PLANET_IDS.find((id) => id === lord) ?? 'sun'),
                  })}
                </span>
                <Link
                  to={localize(`/daily-horoscope/${slug}`)}
                  className="text-sm font-medium text-brand-700 underline"
                >
                  {t('zodiac.today')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </PageFrame>
  );
}
