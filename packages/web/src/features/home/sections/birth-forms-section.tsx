import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KundliForm } from '@/components/birth/kundli-form';
import { birthFormValuesFromQuery } from '@/lib/kundli-query';
import { useLanguage } from '@/lib/language';
import { MatchingForm } from '../../matching/components/matching-form';
import { matchingFormValuesFromQuery } from '../../matching/matching-query';
import { SectionHeading } from '../components/section-heading';

const TABS = ['generate', 'matching'] as const;
type Tab = (typeof TABS)[number];

const NO_QUERY = new URLSearchParams();

/**
 * SPEC §2's two-tab form: Generate Kundli opens `/kundli` and Kundli Matching opens
 * `/kundli-matching`, each with the birth details in the query the SPEC lists; the forms are
 * the kundli and matching pages' own, with their checks and messages. Tabs follow the WAI-ARIA
 * pattern: arrows move between them, the panel is the next stop of Tab.
 */
export function BirthFormsSection() {
  const { t } = useTranslation('homeSections');
  const { localize } = useLanguage();
  const [tab, setTab] = useState<Tab>('generate');
  const baseId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ generate: null, matching: null });

  function onTabKey(event: React.KeyboardEvent, current: Tab) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(current) + step + TABS.length) % TABS.length] ?? current;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section
      aria-labelledby="home-forms-title"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
      data-testid="home-birth-forms"
    >
      <SectionHeading
        id="home-forms-title"
        title={t('forms.title')}
        subtitle={t('forms.subtitle')}
      />
      <div className="mt-8 rounded-3xl bg-white p-4 shadow-lg ring-1 ring-slate-900/5 sm:p-8">
        <div
          role="tablist"
          aria-label={t('forms.tabsLabel')}
          className="mb-6 grid grid-cols-2 gap-2 rounded-full bg-brand-50 p-1"
        >
          {TABS.map((key) => (
            <button
              key={key}
              ref={(element) => {
                tabRefs.current[key] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`${baseId}-panel-${key}`}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => setTab(key)}
              onKeyDown={(event) => onTabKey(event, key)}
              data-testid={`home-tab-${key}`}
              className={`min-h-11 rounded-full px-4 py-2 text-sm font-semibold transition sm:text-base ${
                tab === key ? 'bg-brand-700 text-white shadow' : 'text-brand-800 hover:bg-brand-100'
              }`}
            >
              {t(`forms.tabs.${key}`)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-panel-${tab}`}
          aria-labelledby={`${baseId}-tab-${tab}`}
          data-testid={`home-panel-${tab}`}
        >
          {tab === 'generate' ? (
            <KundliForm
              initialValues={birthFormValuesFromQuery(NO_QUERY)}
              action={localize('/kundli')}
            />
          ) : (
            <MatchingForm
              initialValues={matchingFormValuesFromQuery(NO_QUERY)}
              action={localize('/kundli-matching')}
            />
          )}
        </div>
      </div>
    </section>
  );
}
