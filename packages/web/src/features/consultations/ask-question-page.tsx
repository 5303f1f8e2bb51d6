import {
  FREE_QUESTION_MAX_LENGTH,
  type FreeQuestion,
  FreeQuestionCreateSchema,
} from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SavedProfileSelect } from '@/components/birth/saved-profile-select';
import { QueryState } from '@/components/feedback/query-state';
import { BirthDateSelects, BirthTimeSelects } from '@/components/ui/birth-moment-selects';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-variants';
import { controlClass } from '@/components/ui/form-control';
import { PlaceField } from '@/components/ui/place-field';
import {
  type BirthDateParts,
  type BirthTimeParts,
  birthDatePartsOf,
  birthTimePartsOf,
  isoDateOf,
  isoTimeOf,
} from '@/lib/birth-calendar';
import { EMPTY_PLACE, type PlaceValue, placeOf } from '@/lib/birth-place';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { useSession } from '@/lib/session';
import { useServerMessage } from '@/lib/use-server-message';
import {
  askFreeQuestion,
  freeQuestionKeys,
  myFreeQuestionQuery,
} from './api/consultation-requests';
import { FreeQuestionCard } from './components/free-question-card';

/**
 * `/ask-a-free-question` (SPEC §1): one free question per account, with the birth details an
 * astrologer needs. Visitors are asked to sign in first; a user who has asked sees their
 * question and, once given, the answer.
 */
export function AskQuestionPage() {
  const { t } = useTranslation('consultations');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const { status } = useSession();
  const mine = useQuery({ ...myFreeQuestionQuery(), enabled: status === 'authenticated' });

  return (
    <section
      aria-labelledby="ask-heading"
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10"
      data-testid="ask-question-page"
    >
      <div className="flex flex-col gap-2">
        <h1 id="ask-heading" className="font-display text-3xl font-bold text-slate-900">
          {pages.askFreeQuestion.heading}
        </h1>
        <p className="text-slate-600">{t('freeQuestion.intro')}</p>
      </div>
      {status === 'anonymous' ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
          <p className="text-slate-800">{t('freeQuestion.signInPrompt')}</p>
          <div className="flex flex-wrap gap-2">
            <Link to={localize('/login')} className={buttonClassName()}>
              {t('freeQuestion.signIn')}
            </Link>
            <Link to={localize('/signup')} className={buttonClassName({ variant: 'secondary' })}>
              {t('freeQuestion.signUp')}
            </Link>
          </div>
        </div>
      ) : mine.isSuccess ? (
        mine.data ? (
          <Asked question={mine.data} />
        ) : (
          <QuestionForm />
        )
      ) : (
        <QueryState isError={mine.isError} onRetry={() => void mine.refetch()} />
      )}
    </section>
  );
}

function Asked({ question }: { question: FreeQuestion }) {
  const { t } = useTranslation('consultations');
  const { localize } = useLanguage();
  return (
    <div className="flex flex-col gap-4">
      <FreeQuestionCard question={question} />
      {question.answer ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-slate-700">{t('freeQuestion.used')}</p>
          <Link to={localize('/astrologers')} className={buttonClassName()}>
            {t('freeQuestion.chat')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

type FieldErrors = Partial<
  Record<'question' | 'name' | 'birthDate' | 'birthTime' | 'place', string>
>;

function QuestionForm() {
  const { t } = useTranslation('consultations');
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const ids = { question: useId(), name: useId(), date: useId(), time: useId(), place: useId() };
  const [question, setQuestion] = useState('');
  const [name, setName] = useState('');
  const [date, setDate] = useState<BirthDateParts>(birthDatePartsOf(''));
  const [time, setTime] = useState<BirthTimeParts>(birthTimePartsOf(''));
  const [place, setPlace] = useState<PlaceValue>(EMPTY_PLACE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { t: tKundli } = useTranslation('kundli');
  const momentLabels = {
    day: tKundli('form.day'),
    month: tKundli('form.month'),
    year: tKundli('form.year'),
    hour: tKundli('form.hour'),
    minute: tKundli('form.minute'),
  };
  const ask = useMutation({
    mutationFn: askFreeQuestion,
    onSuccess: (asked) => queryClient.setQueryData(freeQuestionKeys.mine(), asked),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = FreeQuestionCreateSchema.safeParse({
      question,
      name,
      birthDate: isoDateOf(date),
      birthTime: isoTimeOf(time),
      birthPlace: place.text,
      latitude: place.latitude ?? Number.NaN,
      longitude: place.longitude ?? Number.NaN,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        const key = ['birthPlace', 'latitude', 'longitude'].includes(field) ? 'place' : field;
        if (key in ids || key === 'birthDate' || key === 'birthTime')
          next[key as keyof FieldErrors] ??=
            key === 'place' ? t('freeQuestion.placeRequired') : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    ask.mutate(parsed.data);
  };

  const describedBy = (key: keyof FieldErrors, id: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  const errorLine = (key: keyof FieldErrors, id: string) =>
    errors[key] ? (
      <p id={`${id}-error`} className="text-sm text-red-700">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      data-testid="free-question-form"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.question} className="font-medium text-slate-800">
          {t('freeQuestion.question')}
        </label>
        <textarea
          id={ids.question}
          value={question}
          rows={4}
          maxLength={FREE_QUESTION_MAX_LENGTH}
          onChange={(e) => setQuestion(e.target.value)}
          className={controlClass(Boolean(errors.question))}
          {...describedBy('question', ids.question)}
        />
        <p className="text-sm text-slate-500">{t('freeQuestion.questionHint')}</p>
        {errorLine('question', ids.question)}
      </div>
      <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">
          {t('freeQuestion.birthHeading')}
        </legend>
        <SavedProfileSelect
          onPick={(profile) => {
            setName(profile.name);
            setDate(birthDatePartsOf(profile.birthDate));
            setTime(birthTimePartsOf(profile.birthTime));
            setPlace(placeOf(profile.birthPlace, profile.latitude, profile.longitude));
          }}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.name} className="font-medium text-slate-800">
            {t('freeQuestion.name')}
          </label>
          <input
            id={ids.name}
            value={name}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
            className={controlClass(Boolean(errors.name))}
            {...describedBy('name', ids.name)}
          />
          {errorLine('name', ids.name)}
        </div>
        <fieldset className="flex flex-col gap-1" {...describedBy('birthDate', ids.date)}>
          <legend className="mb-1 font-medium text-slate-800">{t('freeQuestion.birthDate')}</legend>
          <BirthDateSelects
            value={date}
            onChange={setDate}
            labels={momentLabels}
            invalid={Boolean(errors.birthDate)}
          />
          {errorLine('birthDate', ids.date)}
        </fieldset>
        <fieldset className="flex flex-col gap-1" {...describedBy('birthTime', ids.time)}>
          <legend className="mb-1 font-medium text-slate-800">{t('freeQuestion.birthTime')}</legend>
          <BirthTimeSelects
            value={time}
            onChange={setTime}
            labels={momentLabels}
            invalid={Boolean(errors.birthTime)}
          />
          {errorLine('birthTime', ids.time)}
        </fieldset>
        <PlaceField
          id={ids.place}
          label={t('freeQuestion.birthPlace')}
          value={place}
          onChange={setPlace}
          error={errors.place}
        />
      </fieldset>
      {ask.error ? (
        <p role="alert" className="font-medium text-red-700">
          {messageOf(ask.error, t('freeQuestion.used'))}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="self-start"
        disabled={ask.isPending}
        data-testid="free-question-submit"
      >
        {ask.isPending ? t('freeQuestion.submitting') : t('freeQuestion.submit')}
      </Button>
    </form>
  );
}
