import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoText } from '@/components/content/info-text';
import { ToolPage } from '@/components/ui/tool-page';
import { offerValues, useOffers } from '@/features/consultations/api/offers';
import { intlLocale } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { withPluralForms } from '@/lib/plural-forms';

/** The pages made of an introduction and titled sections. */
export type InfoPageKey =
  | 'about'
  | 'disclaimer'
  | 'cookiePolicy'
  | 'deliveryPolicy'
  | 'privacyPolicy'
  | 'termsOfService'
  | 'refundPolicy'
  | 'shippingPolicy';

/** When the policies' texts last changed; shown on each page. */
const UPDATED = '2026-11-26';

interface Section {
  readonly title: string;
  readonly body: string;
}

/** An information or legal page: its heading, introduction and sections, and the date. */
export function InfoPage({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation('info');
  const { pages } = useMetadata();
  const { language, localize } = useLanguage();
  // The about page tells the consultation offer as the settings give it now; its text has a
  // form per number of free minutes.
  const offers = useOffers();
  const sections = withPluralForms(
    t(`${page}.sections`, { returnObjects: true, ...offerValues(offers) }),
    language,
    offers.freeFirstMinutes,
  ) as Record<string, Section>;
  return (
    <ToolPage
      heading={pages[page].heading}
      lead={t(`${page}.intro`)}
      hint={t('updated', {
        date: new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(
          new Date(`${UPDATED}T00:00:00Z`),
        ),
      })}
    >
      <article className="space-y-8" data-testid="info-page">
        {Object.entries(sections).map(([key, section]) => (
          <section key={key} aria-labelledby={`info-${key}`} className="space-y-3">
            <h2 id={`info-${key}`} className="font-display text-2xl font-semibold text-slate-900">
              {section.title}
            </h2>
            <InfoText text={section.body} />
          </section>
        ))}
        {page === 'about' ? null : (
          <p className="text-slate-700">
            <Link
              to={localize('/contact')}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {pages.contact.heading}
            </Link>
          </p>
        )}
      </article>
    </ToolPage>
  );
}

export const AboutPage = () => <InfoPage page="about" />;
export const DisclaimerPage = () => <InfoPage page="disclaimer" />;
export const CookiePolicyPage = () => <InfoPage page="cookiePolicy" />;
export const DeliveryPolicyPage = () => <InfoPage page="deliveryPolicy" />;
export const PrivacyPolicyPage = () => <InfoPage page="privacyPolicy" />;
export const TermsOfServicePage = () => <InfoPage page="termsOfService" />;
export const RefundPolicyPage = () => <InfoPage page="refundPolicy" />;
export const ShippingPolicyPage = () => <InfoPage page="shippingPolicy" />;
