import { FREE_ANSWER_MAX_LENGTH, type FreeQuestion } from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { useServerMessage } from '@/lib/use-server-message';
import {
  answerFreeQuestion,
  freeQuestionKeys,
  waitingQuestionsQuery,
} from '../api/consultation-requests';

/** The astrologer's desk: free questions waiting, each with its birth details and an answer box. */
export function DeskFreeQuestions() {
  const { t } = useTranslation('consultations');
  const waiting = useQuery(waitingQuestionsQuery());
  return (
    <section aria-labelledby="free-questions-heading" className="flex flex-col gap-3">
      <h2 id="free-questions-heading" className="font-display text-xl font-semibold text-slate-900">
        {t('freeQuestion.deskHeading')}
      </h2>
      {waiting.data ? (
        waiting.data.length === 0 ? (
          <p className="text-slate-600">{t('freeQuestion.deskEmpty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {waiting.data.map((question) => (
              <AnswerItem key={question.id} question={question} />
            ))}
          </ul>
        )
      ) : (
        <QueryState isError={waiting.isError} onRetry={() => void waiting.refetch()} />
      )}
    </section>
  );
}

function AnswerItem({ question }: { question: FreeQuestion }) {
  const { t } = useTranslation('consultations');
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const [answer, setAnswer] = useState('');
  const answerId = useId();
  const send = useMutation({
    mutationFn: () => answerFreeQuestion(question.id, answer.trim()),
    onSuccess: (remaining) => queryClient.setQueryData(freeQuestionKeys.waiting(), remaining),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="desk-free-question"
    >
      <p className="text-sm text-slate-600">
        {t('freeQuestion.deskBirth', {
          name: question.name,
          date: question.birthDate,
          time: question.birthTime,
          place: question.birthPlace,
        })}
      </p>
      <p className="whitespace-pre-wrap font-medium text-slate-900">{question.question}</p>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={answerId} className="text-sm font-medium text-slate-700">
          {t('freeQuestion.deskAnswer')}
        </label>
        <textarea
          id={answerId}
          value={answer}
          rows={3}
          maxLength={FREE_ANSWER_MAX_LENGTH}
          onChange={(e) => setAnswer(e.target.value)}
          className={controlClass(false)}
          data-testid="desk-free-answer"
        />
        <p className="text-xs text-slate-500">{t('freeQuestion.deskHint')}</p>
        {send.error ? (
          <p role="alert" className="text-sm text-red-700">
            {messageOf(send.error, t('freeQuestion.deskHint'))}
          </p>
        ) : null}
        <Button
          type="submit"
          size="sm"
          className="self-start"
          disabled={answer.trim().length < 20 || send.isPending}
          data-testid="desk-free-send"
        >
          {t('freeQuestion.deskSend')}
        </Button>
      </form>
    </li>
  );
}
