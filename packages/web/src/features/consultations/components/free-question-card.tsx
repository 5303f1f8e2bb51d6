import type { FreeQuestion } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';

/** A free question as its asker sees it: the question, and the answer once given. */
export function FreeQuestionCard({ question }: { question: FreeQuestion }) {
  const { t, i18n } = useTranslation('consultations');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="free-question"
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-sm font-medium text-slate-500">{t('freeQuestion.yourQuestion')}</h2>
        <p className="whitespace-pre-wrap text-slate-900">{question.question}</p>
        <p className="text-xs text-slate-500">
          {t('freeQuestion.askedOn', { date: date.format(new Date(question.askedAt)) })}
        </p>
      </div>
      {question.answer ? (
        <div className="flex flex-col gap-1 rounded-xl bg-emerald-50 p-4">
          <h2 className="text-sm font-medium text-emerald-800">
            {question.astrologerName
              ? t('freeQuestion.answeredBy', { name: question.astrologerName })
              : t('freeQuestion.answeredByTeam')}
          </h2>
          <p className="whitespace-pre-wrap text-slate-900" data-testid="free-answer">
            {question.answer}
          </p>
        </div>
      ) : (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          {t('freeQuestion.waiting')}
        </p>
      )}
    </article>
  );
}
