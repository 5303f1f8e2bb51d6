import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/feedback/query-state';
import { buttonClassName } from '@/components/ui/button-variants';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { myFreeQuestionQuery } from './api/consultation-requests';
import { FreeQuestionCard } from './components/free-question-card';

/** `/dashboard/reports`, "Your Answers": the answer to the user's free question. */
export function YourAnswersPage() {
  const { t } = useTranslation('consultations');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const mine = useQuery(myFreeQuestionQuery());
  return (
    <section
      aria-labelledby="answers-heading"
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10"
    >
      <div className="flex flex-col gap-2">
        <h1 id="answers-heading" className="font-display text-3xl font-bold text-slate-900">
          {pages.dashboardReports.heading}
        </h1>
        <p className="text-slate-600">{t('freeQuestion.answersIntro')}</p>
      </div>
      {mine.isSuccess ? (
        mine.data ? (
          <FreeQuestionCard question={mine.data} />
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-slate-50 p-6">
            <p className="text-slate-700">{t('freeQuestion.noQuestion')}</p>
            <Link to={localize('/ask-a-free-question')} className={buttonClassName()}>
              {t('freeQuestion.ask')}
            </Link>
          </div>
        )
      ) : (
        <QueryState isError={mine.isError} onRetry={() => void mine.refetch()} />
      )}
    </section>
  );
}
