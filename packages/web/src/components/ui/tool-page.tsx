import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from './button';

/**
 * The frame of a free tool's page (kundli, matching, calculators): the page heading and its
 * lead lines over either the tool's form or its result. When a submitted form brings a new
 * result (`resultKey` changes to another query), the heading scrolls into view and takes the
 * focus: the form was below it, so the result, its Print and Copy-link buttons would
 * otherwise be above the screen, and a screen reader would not hear that anything happened.
 */
export function ToolPage({
  heading,
  lead,
  hint,
  wide = false,
  resultKey = null,
  children,
}: {
  heading: string;
  /** The line under the heading, if any. */
  lead?: ReactNode;
  /** A smaller line under the lead, if any. */
  hint?: ReactNode;
  /** Charts side by side want the wider column. */
  wide?: boolean;
  /** What identifies the result shown (its query), null while the form is shown. */
  resultKey?: string | null;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef(resultKey);
  useEffect(() => {
    if (resultKey === shownKey.current) return;
    shownKey.current = resultKey;
    if (resultKey === null) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    headingRef.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, [resultKey]);
  return (
    <section className="bg-linear-to-b from-brand-50 to-white print:bg-none">
      <div
        className={clsx(
          'mx-auto space-y-8 px-4 py-12 sm:px-6 sm:py-16 print:py-0',
          wide ? 'max-w-5xl' : 'max-w-4xl',
        )}
      >
        <header className="space-y-3">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-32 font-display text-3xl font-bold text-slate-900 outline-none sm:text-4xl"
          >
            {heading}
          </h1>
          {lead ? <p className="text-lg text-slate-700">{lead}</p> : null}
          {hint ? <p className="text-slate-700">{hint}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

/**
 * What a tool shows while its result is not there: the error with a retry button, or the
 * loading line.
 */
export function ResultPending({
  result,
  texts,
}: {
  result: Pick<UseQueryResult, 'isError' | 'refetch'>;
  texts: { error: string; retry: string; loading: string };
}) {
  if (result.isError) {
    return (
      <div role="alert" className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-6">
        <p className="text-red-800">{texts.error}</p>
        <Button variant="secondary" onClick={() => void result.refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="py-12 text-center text-slate-700">
      {texts.loading}
    </p>
  );
}

/** The folded form under a result, to change the details it was computed from. */
export function EditDetails({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 print:hidden">
      <summary className="cursor-pointer font-medium text-brand-700">{label}</summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}
