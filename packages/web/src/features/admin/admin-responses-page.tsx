import {
  ADMIN_FREE_QUESTIONS_PAGE_SIZE,
  type AdminFreeQuestion,
  AdminFreeQuestionSchema,
  AdminFreeQuestionsPageSchema,
  AstrologerListSchema,
  FREE_QUESTION_STATES,
  isLanguage,
  LANGUAGE_NATIVE_NAME,
} from '@jyotish/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { apiFetch, apiGet, apiPost } from '@/lib/api-client';
import { useMetadata } from '@/lib/page-metadata';
import { useServerMessage } from '@/lib/use-server-message';
import { AdminPager } from './components/admin-pager';

const QUESTIONS_PATH = '/api/admin/free-questions';
const questionsKey = ['admin', 'free-questions'] as const;

type Status = (typeof FREE_QUESTION_STATES)[number];

/**
 * `/admin/responses` and `/admin-responses-enhanced`: the free questions for administrators —
 * waiting (oldest first) and answered (newest first); a waiting one is routed to one
 * astrologer's desk, given a draft, and published to the asker as the Jyotish team's answer.
 */
export function AdminResponsesPage() {
  const { t } = useTranslation('auth');
  const { pages } = useMetadata();
  const [params, setParams] = useSearchParams();
  const status: Status = params.get('status') === 'answered' ? 'answered' : 'waiting';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const questions = useQuery({
    queryKey: [...questionsKey, status, page],
    queryFn: async () =>
      AdminFreeQuestionsPageSchema.parse(
        await apiGet<unknown>(`${QUESTIONS_PATH}?status=${status}&page=${page}`),
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <section
      data-testid="admin-responses"
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10"
    >
      <h1 className="font-display text-3xl font-bold text-slate-900">
        {pages.adminResponses.heading}
      </h1>
      <nav aria-label={pages.adminResponses.heading}>
        <ul className="flex gap-2">
          {FREE_QUESTION_STATES.map((state) => (
            <li key={state}>
              <button
                type="button"
                aria-current={state === status ? 'true' : undefined}
                onClick={() => setParams({ status: state })}
                className={clsx(
                  'rounded-lg border px-4 py-2 text-sm',
                  state === status
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white text-slate-800',
                )}
              >
                {t(`admin.responses.${state}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {questions.data ? (
        <>
          {questions.data.questions.length === 0 ? (
            <p className="text-slate-600">{t('admin.responses.empty')}</p>
          ) : (
            <ol className="flex flex-col gap-4">
              {questions.data.questions.map((question) => (
                <li key={question.id}>
                  <QuestionCard question={question} />
                </li>
              ))}
            </ol>
          )}
          <AdminPager
            page={questions.data.page}
            total={questions.data.total}
            pageSize={ADMIN_FREE_QUESTIONS_PAGE_SIZE}
            onPage={(next) => setParams({ status, page: String(next) })}
          />
        </>
      ) : (
        <p className="text-slate-600">{t('admin.responses.loading')}</p>
      )}
    </section>
  );
}

function QuestionCard({ question }: { readonly question: AdminFreeQuestion }) {
  const { t, i18n } = useTranslation('auth');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
      data-testid="admin-question"
    >
      <div className="flex flex-col gap-1">
        <h2 className="font-display text-lg font-bold text-slate-900">{question.name}</h2>
        <p className="text-sm text-slate-600">
          {t('admin.responses.asked', {
            date: when(question.askedAt),
            email: question.askerEmail,
            language: isLanguage(question.language)
              ? LANGUAGE_NATIVE_NAME[question.language]
              : question.language,
          })}
        </p>
        <p className="text-sm text-slate-600">
          {t('admin.responses.birth', {
            date: question.birthDate,
            time: question.birthTime,
            place: question.birthPlace,
          })}
        </p>
      </div>
      <p className="whitespace-pre-wrap text-slate-900">{question.question}</p>
      {question.answer && question.answeredAt ? (
        <div className="flex flex-col gap-1 rounded-xl bg-emerald-50 p-4">
          <h3 className="text-sm font-medium text-emerald-800">
            {t('admin.responses.answeredBy', {
              date: when(question.answeredAt),
              name: question.astrologerName ?? t('admin.responses.team'),
            })}
          </h3>
          <p className="whitespace-pre-wrap text-slate-900">{question.answer}</p>
        </div>
      ) : (
        <WaitingActions question={question} when={when} />
      )}
    </article>
  );
}

function WaitingActions({
  question,
  when,
}: {
  readonly question: AdminFreeQuestion;
  readonly when: (iso: string) => string;
}) {
  const { t } = useTranslation('auth');
  const messageOf = useServerMessage();
  const queryClient = useQueryClient();
  const id = useId();
  const [answer, setAnswer] = useState(question.draftAnswer ?? '');
  const astrologers = useQuery({
    queryKey: ['astrologers', 'all'],
    queryFn: async () => AstrologerListSchema.parse(await apiGet<unknown>('/api/astrologers')),
  });
  const path = `${QUESTIONS_PATH}/${encodeURIComponent(question.id)}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: questionsKey });
  const assign = useMutation({
    mutationFn: async (astrologerId: string | null) =>
      AdminFreeQuestionSchema.parse(
        await apiFetch<unknown>(`${path}/assignment`, { method: 'PUT', body: { astrologerId } }),
      ),
    onSuccess: refresh,
  });
  const draft = useMutation({
    mutationFn: async () =>
      AdminFreeQuestionSchema.parse(
        await apiFetch<unknown>(`${path}/draft`, { method: 'PUT', body: { answer } }),
      ),
    onSuccess: refresh,
  });
  const publish = useMutation({
    mutationFn: async () =>
      AdminFreeQuestionSchema.parse(await apiPost<unknown>(`${path}/publish`, { answer })),
    onSuccess: refresh,
  });
  const failure = [assign, draft, publish].find((mutation) => mutation.isError)?.error;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-desk`} className="text-sm font-medium text-slate-700">
            {t('admin.responses.assign')}
          </label>
          <select
            id={`${id}-desk`}
            className={controlClass(false)}
            value={question.assignedTo?.id ?? ''}
            disabled={assign.isPending}
            onChange={(event) => assign.mutate(event.target.value || null)}
          >
            <option value="">{t('admin.responses.everyone')}</option>
            {astrologers.data?.map((astrologer) => (
              <option key={astrologer.id} value={astrologer.id}>
                {astrologer.name}
              </option>
            ))}
          </select>
        </div>
        <p aria-live="polite" className="text-sm text-slate-700">
          {assign.isSuccess ? t('admin.responses.assignedSaved') : null}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-answer`} className="text-sm font-medium text-slate-700">
          {t('admin.responses.answer')}
        </label>
        <textarea
          id={`${id}-answer`}
          rows={6}
          className={controlClass(false)}
          value={answer}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setAnswer(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('admin.responses.answerHint')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={draft.isPending}
          onClick={() => draft.mutate()}
        >
          {t('admin.responses.saveDraft')}
        </Button>
        <Button
          type="button"
          disabled={publish.isPending}
          onClick={() => {
            if (window.confirm(t('admin.responses.publishConfirm'))) publish.mutate();
          }}
        >
          {t('admin.responses.publish')}
        </Button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {question.draftUpdatedAt
            ? t('admin.responses.draftSaved', { date: when(question.draftUpdatedAt) })
            : null}
        </p>
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {messageOf(failure, t('generic'))}
          </p>
        ) : null}
      </div>
    </div>
  );
}
