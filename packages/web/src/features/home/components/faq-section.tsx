import { useTranslation } from 'react-i18next';
import type { homeSections } from '@/locales/en/homeSections';
import { SectionHeading } from './section-heading';

type FaqKey = keyof typeof homeSections.faq.items;

/** Display order: the free kundli first, the guidance-only disclaimer last. */
const FAQ_ORDER: readonly FaqKey[] = [
  'free',
  'ayanamsa',
  'languages',
  'privacy',
  'accuracy',
  'guidance',
];

/** Questions as native disclosures, so they open with keyboard and screen readers unaided. */
export function FaqSection() {
  const { t } = useTranslation('homeSections');
  return (
    <section
      aria-labelledby="home-faq-title"
      className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20"
    >
      <SectionHeading id="home-faq-title" title={t('faq.title')} />
      <div data-testid="home-faq" className="mt-8 space-y-3">
        {FAQ_ORDER.map((key) => (
          <details
            key={key}
            className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:border-brand-200 open:shadow-md"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              {t(`faq.items.${key}.question`)}
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="px-5 pb-5 text-slate-700">{t(`faq.items.${key}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
