import type { ReactNode } from 'react';

/** The centred card every sign-in screen sits in. */
export function AuthCard({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      data-testid={testId}
      aria-labelledby={`${testId}-heading`}
      className="bg-linear-to-b from-brand-50 to-white px-4 py-12 sm:py-20"
    >
      <div className="mx-auto flex max-w-md flex-col gap-6 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
        <header className="flex flex-col gap-2 text-center">
          <h1 id={`${testId}-heading`} className="font-display text-2xl font-bold text-slate-900">
            {title}
          </h1>
          {intro ? <p className="text-slate-600">{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
