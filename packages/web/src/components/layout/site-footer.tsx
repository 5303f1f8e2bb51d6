import { LANGUAGE_NATIVE_NAME, LANGUAGES, LICENSE_SPDX, SOURCE_CODE_URL } from '@jyotish/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/language';
import { FOOTER_LEGAL_LINKS, FOOTER_QUICK_LINKS, type NavLinkItem, shownLinks } from './navigation';
import { SiteLogo } from './site-logo';

function FooterLinks({ heading, links }: { heading: string; links: readonly NavLinkItem[] }) {
  const { t } = useTranslation('layout');
  const { localize } = useLanguage();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-white">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-2.5">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={localize(link.path)}
              className="text-sm text-brand-200 transition-colors hover:text-white hover:underline"
            >
              {t(`links.${link.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const CREDIT_LINK = 'underline decoration-brand-400 underline-offset-2 hover:text-white';

/**
 * The site footer: links, what the site offers (true facts only, no invented ratings or counts),
 * the guidance-only disclaimer, the source, and the credits the data's licences ask for.
 */
export function SiteFooter() {
  const { t } = useTranslation('layout');
  const whyUsId = useId();
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div className="grid content-start gap-4">
            <SiteLogo tone="dark" />
            <p className="text-sm text-brand-200">{t('footer.tagline')}</p>
            <ul className="flex flex-wrap gap-2" data-testid="footer-stats">
              <li className="inline-flex items-center gap-1 rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-white">
                <StarIcon className="size-3.5 fill-saffron-300 text-saffron-300" />
                {t('footer.badges.ephemeris')}
              </li>
              <li className="rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-white">
                {LANGUAGES.map((language) => LANGUAGE_NATIVE_NAME[language]).join(' · ')}
              </li>
              <li className="rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-white">
                {t('footer.badges.free')}
              </li>
              <li className="rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-white">
                {t('footer.badges.openSource')}
              </li>
            </ul>
          </div>
          <FooterLinks heading={t('footer.quickLinks')} links={shownLinks(FOOTER_QUICK_LINKS)} />
          <FooterLinks heading={t('footer.legal')} links={FOOTER_LEGAL_LINKS} />
          <section aria-labelledby={whyUsId}>
            <h2 id={whyUsId} className="text-sm font-semibold tracking-wide text-white">
              {t('footer.whyUs')}
            </h2>
            <ul className="mt-4 grid gap-2.5 text-sm text-brand-200">
              <li>{t('footer.claims.ephemeris')}</li>
              <li>{t('footer.claims.noSignIn')}</li>
              <li>{t('footer.claims.languages')}</li>
            </ul>
          </section>
        </div>
        <p
          data-testid="footer-disclaimer"
          className="mt-10 rounded-xl border border-white/10 bg-white/5 p-4 text-sm text-brand-100"
        >
          {t('footer.disclaimer')}
        </p>
        <div className="mt-8 flex flex-col gap-2 border-t border-white/10 pt-6 text-xs text-brand-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>
            {t('footer.license', { license: LICENSE_SPDX })}{' '}
            <a
              href={SOURCE_CODE_URL}
              rel="noopener"
              className="font-medium text-brand-100 underline decoration-brand-400 underline-offset-2 hover:text-white"
            >
              {t('footer.sourceCode')}
            </a>
          </p>
        </div>
        {/* Required by the data's licences: GeoNames (CC BY 4.0) for the place search, and the
            OpenStreetMap-derived time-zone boundaries (ODbL) behind every birth place's zone. */}
        <p data-testid="footer-attribution" className="mt-3 text-xs text-brand-300">
          {t('footer.placeNames')}{' '}
          <a href="https://www.geonames.org/" rel="noopener" className={CREDIT_LINK}>
            GeoNames
          </a>{' '}
          (
          <a
            href="https://creativecommons.org/licenses/by/4.0/"
            rel="noopener license"
            className={CREDIT_LINK}
          >
            CC BY 4.0
          </a>
          ) · {t('footer.timeZoneBoundaries')}{' '}
          <a
            href="https://github.com/evansiroky/timezone-boundary-builder"
            rel="noopener"
            className={CREDIT_LINK}
          >
            timezone-boundary-builder
          </a>
          ,{' '}
          <a href="https://www.openstreetmap.org/copyright" rel="noopener" className={CREDIT_LINK}>
            {t('footer.osmContributors')}
          </a>{' '}
          (
          <a
            href="https://opendatacommons.org/licenses/odbl/"
            rel="noopener license"
            className={CREDIT_LINK}
          >
            ODbL
          </a>
          )
        </p>
      </div>
    </footer>
  );
}
