import { useTranslation } from 'react-i18next';
import { KundliForm } from '@/components/birth/kundli-form';
import { birthFormValuesFromQuery } from '@/lib/kundli-query';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';

const EMPTY_BIRTH = birthFormValuesFromQuery(new URLSearchParams());

/**
 * `/birth-details`: the shared birth-details form (SPEC §3 kundli form, §5 validation); on
 * submit, the kundli page with the details in its query (SPEC §2 home navigation targets).
 */
export function BirthDetailsPage() {
  const { t } = useTranslation('places');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  return (
    <section
      aria-labelledby="birth-details-heading"
      className="bg-linear-to-b from-brand-50 to-white"
    >
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <h1
          id="birth-details-heading"
          className="font-display text-3xl font-bold text-slate-900 sm:text-4xl"
        >
          {pages.birthDetails.heading}
        </h1>
        <p className="mt-3 mb-8 text-lg text-slate-700">{t('birthDetails.lead')}</p>
        <KundliForm initialValues={EMPTY_BIRTH} action={localize('/kundli')} />
      </div>
    </section>
  );
}
