import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultPending } from '@/components/ui/tool-page';
import { useLanguage } from '@/lib/language';

/** A titled card of an almanac page. */
export function AlmanacSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid={testId}
    >
      <h2 className="font-display text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** Label–value pairs, two columns from small screens up. */
export function FactList({
  facts,
  columns = 2,
}: {
  facts: readonly { label: string; value: ReactNode; running?: boolean; testId?: string }[];
  /** One column in a card that is itself half the page wide. */
  columns?: 1 | 2;
}) {
  const { t } = useTranslation('panchang');
  return (
    <dl className={clsx('grid gap-x-6 gap-y-3', columns === 2 && 'sm:grid-cols-2')}>
      {facts.map((fact) => (
        <div
          key={fact.label}
          className={clsx(
            'flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 pb-2',
            fact.running && 'rounded-lg border-amber-300 bg-amber-50 px-2 ring-1 ring-amber-300',
          )}
          data-testid={fact.testId}
          aria-current={fact.running ? 'time' : undefined}
        >
          <dt className="text-sm text-slate-600">
            {fact.label}
            {fact.running ? (
              <span className="ml-2 rounded bg-amber-500 px-1.5 py-0.5 text-xs font-semibold text-white">
                {t('now')}
              </span>
            ) : null}
          </dt>
          <dd className="font-medium text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Links to the other pages of the almanac family, for the same place and date. */
export function AlmanacLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-2 print:hidden">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The clear sentence of a day without sunrise or sunset (polar day or night). */
export function PolarNote({ kind }: { kind: 'polar-day' | 'polar-night' }) {
  const { t } = useTranslation('panchang');
  return (
    <p
      role="note"
      className="rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-900"
      data-testid="polar-note"
    >
      {t(`polar.${kind}`)}
    </p>
  );
}

/** The link every almanac page carries to `/accuracy`, where its figures are checked. */
export function AccuracyLink() {
  const { t } = useTranslation('panchang');
  const { localize } = useLanguage();
  return (
    <p className="print:hidden">
      <Link
        to={localize('/accuracy')}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t('accuracy.link')}
      </Link>
    </p>
  );
}

/** What an almanac page shows while its answer is loading or has failed (with a retry). */
export function AlmanacPending({
  result,
}: {
  result: Pick<UseQueryResult, 'isError' | 'refetch'>;
}) {
  const { t } = useTranslation('panchang');
  return (
    <ResultPending
      result={result}
      texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
    />
  );
}
