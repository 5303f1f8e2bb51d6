import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/language';
import { ZodiacWheel } from './zodiac-wheel';

const BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 text-base font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const PRIMARY = `${BUTTON} bg-saffron-400 text-brand-950 hover:bg-saffron-300`;
const SECONDARY = `${BUTTON} bg-white/10 text-white ring-1 ring-white/40 ring-inset hover:bg-white/20`;

/** The product promise and the actions that work today (pending pages are not advertised here). */
export function HeroSection() {
  const { t } = useTranslation('home');
  const { localize } = useLanguage();
  const actions = [
    { to: '/kundli', label: t('hero.freeKundli'), className: PRIMARY },
    { to: '/kundli-matching', label: t('hero.kundliMatching'), className: SECONDARY },
    { to: '/astro-tools', label: t('hero.allTools'), className: SECONDARY },
  ];
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-linear-to-br from-brand-900 via-brand-700 to-brand-500 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 -z-10 size-96 rounded-full bg-saffron-400/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-40 -left-24 -z-10 size-96 rounded-full bg-fuchsia-400/20 blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1fr_auto] lg:px-8">
        <div>
          <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-saffron-100 ring-1 ring-white/20 ring-inset">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-5 max-w-3xl font-display text-[1.75rem] leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100 sm:text-xl">{t('hero.lead')}</p>
          <ul
            aria-label={t('hero.actionsLabel')}
            className="mt-8 grid gap-3 sm:flex sm:flex-wrap"
            data-testid="home-hero-actions"
          >
            {actions.map((action) => (
              <li key={action.to}>
                <Link to={localize(action.to)} className={`${action.className} w-full sm:w-auto`}>
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <ZodiacWheel className="hidden size-72 text-saffron-100 lg:block xl:size-80" />
      </div>
    </section>
  );
}
