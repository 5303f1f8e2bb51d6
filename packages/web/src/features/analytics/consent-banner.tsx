import type { ConsentValue } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { gaConfigQuery, storeConsent, storedConsent } from './analytics';

/**
 * Asks once whether a third-party analytics tag may run — only when one is configured (our
 * own page count needs no consent: no cookie, nothing personal). The server writes the page's
 * Content-Security-Policy from the answer, so "Allow" reloads the page to let the tag in.
 */
export function ConsentBanner() {
  const { t } = useTranslation('common');
  const { data: config } = useQuery(gaConfigQuery);
  const [answered, setAnswered] = useState(() => storedConsent() !== null);
  if (!config?.measurementId || answered) return null;
  const answer = (value: ConsentValue) => {
    storeConsent(value);
    setAnswered(true);
    if (value === 'granted') window.location.reload();
  };
  return (
    <section
      role="dialog"
      aria-live="polite"
      aria-label={t('consent.title')}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-100 bg-white/95 px-4 py-4 shadow-lg backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-slate-700">
          {t('consent.text')}{' '}
          <Link to="/cookie-policy" className="text-brand-700 underline">
            {t('consent.policy')}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => answer('denied')}>
            {t('consent.deny')}
          </Button>
          <Button onClick={() => answer('granted')}>{t('consent.allow')}</Button>
        </div>
      </div>
    </section>
  );
}
