import type { Language } from '@jyotish/contract';
import { LANGUAGE_NATIVE_NAME, LANGUAGES } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useMetadata } from '@/lib/page-metadata';
import { welcomeMailQuery } from './api/admin-requests';

function MailPreview({ language }: { language: Language }) {
  const { data } = useQuery(welcomeMailQuery(language));
  if (!data) return null;
  return (
    <article lang={language} className="rounded-xl border border-slate-200 p-4">
      <p className="text-sm text-slate-500">{LANGUAGE_NATIVE_NAME[language]}</p>
      <h2 className="text-lg font-semibold text-slate-900">{data.subject}</h2>
      <pre className="mt-2 whitespace-pre-wrap font-sans text-slate-700">{data.text}</pre>
    </article>
  );
}

/** `/test-welcome-mail` (admin only): the welcome mail as it renders in every language. */
export function WelcomeMailPage() {
  const { pages } = useMetadata();
  return (
    <section
      data-testid="welcome-mail-preview"
      className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10"
    >
      <h1 className="font-display text-2xl font-bold text-slate-900">
        {pages.testWelcomeMail.heading}
      </h1>
      {LANGUAGES.map((language) => (
        <MailPreview key={language} language={language} />
      ))}
    </section>
  );
}
