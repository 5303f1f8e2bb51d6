import { useTranslation } from 'react-i18next';
import { useMetadata } from '@/lib/page-metadata';
import { SectionHeading } from './section-heading';

/** The short marketing text: how the calculations are made and what the site offers. */
export function AboutSection() {
  const { t } = useTranslation('homeSections');
  const { siteName } = useMetadata().site;
  return (
    <section aria-labelledby="home-about-title" className="border-y border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <SectionHeading id="home-about-title" title={t('about.title')} />
        <div className="mt-6 space-y-4 text-base text-slate-700 sm:text-lg">
          <p>{t('about.paragraph1', { siteName })}</p>
          <p>{t('about.paragraph2')}</p>
          <p>{t('about.paragraph3')}</p>
        </div>
      </div>
    </section>
  );
}
