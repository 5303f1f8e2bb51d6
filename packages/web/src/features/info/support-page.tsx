import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoText } from '@/components/content/info-text';
import { ToolPage } from '@/components/ui/tool-page';
import { offerValues, useOffers } from '@/features/consultations/api/offers';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { withPluralForms } from '@/lib/plural-forms';

interface Question {
  readonly q: string;
  readonly a: string;
}

/** `/support`: the questions people ask most, each opening to its answer, then the contact page. */
export function SupportPage() {
  const { t } = useTranslation('info');
  const { pages } = useMetadata();
  const { language, localize } = useLanguage();
  // The free minutes' answer says how many the settings give now, in the form for that number;
  // with none given, the question is left out.
  const offers = useOffers();
  const faq = withPluralForms(
    t('support.faq', { returnObjects: true, ...offerValues(offers) }),
    language,
    offers.freeFirstMinutes,
  ) as Record<string, Question>;
  const questions = Object.entries(faq).filter(
    ([key]) => key !== 'freeMinutes' || offers.freeFirstMinutes > 0,
  );
  return (
    <ToolPage heading={pages.support.heading} lead={t('support.intro')}>
      <div className="space-y-3" data-testid="support-faq">
        {questions.map(([key, item]) => (
          <details key={key} className="group rounded-xl border border-slate-200 bg-white p-4">
            <summary className="cursor-pointer font-semibold text-slate-900">{item.q}</summary>
            <div className="mt-3 space-y-3">
              <InfoText text={item.a} />
            </div>
          </details>
        ))}
      </div>
      <p className="text-slate-700">
        {t('support.more')}{' '}
        <Link
          to={localize('/contact')}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {pages.contact.heading}
        </Link>
      </p>
    </ToolPage>
  );
}
