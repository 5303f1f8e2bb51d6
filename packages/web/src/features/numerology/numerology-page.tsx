import {
  type NumerologyAnswer,
  NumerologyRequestSchema,
  NumerologyResponseSchema,
  type PageKey,
} from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BirthDateSelects } from '@/components/ui/birth-moment-selects';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { EditDetails, ResultPending, ToolPage } from '@/components/ui/tool-page';
import { apiPost } from '@/lib/api-client';
import { birthDatePartsOf, isoDateOf } from '@/lib/birth-calendar';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { useAstroNames } from '@/lib/use-astro-names';

const ROLES = [
  'chaldean',
  'pythagorean',
  'moolank',
  'bhagyank',
  'soulUrge',
  'personality',
  'personalYear',
] as const;

const thisYear = () => new Date(Date.now() + 19_800_000).getUTCFullYear();

/**
 * `/numerology` and the 2025 page: the name and birth date in the address (so a link repeats
 * the answer), the seven numbers with what each means, and how they are counted.
 */
function NumerologyScreen({
  page,
  fixedYear,
  luckyFirst = false,
}: {
  page: PageKey;
  fixedYear?: number;
  luckyFirst?: boolean;
}) {
  const { t } = useTranslation('calculators');
  const { pages } = useMetadata();
  const { language } = useLanguage();
  const [query] = useSearchParams();
  const name = query.get('name') ?? '';
  const birthDate = query.get('date') ?? '';
  const year = fixedYear ?? (Number(query.get('year')) || thisYear());
  const request = NumerologyRequestSchema.safeParse({ name, birthDate, year, lang: language });
  const result = useQuery({
    queryKey: ['numerology', name, birthDate, year, language],
    queryFn: async () =>
      NumerologyResponseSchema.parse(
        await apiPost<unknown>('/api/numerology', { name, birthDate, year, lang: language }),
      ).data,
    enabled: request.success,
  });
  return (
    <ToolPage
      heading={pages[page].heading}
      lead={luckyFirst ? t('numerology.luckyLead') : t('numerology.lead')}
      resultKey={request.success ? query.toString() : null}
    >
      {request.success ? (
        result.data ? (
          <NumerologyResult answer={result.data} fixedYear={fixedYear} luckyFirst={luckyFirst} />
        ) : (
          <ResultPending
            result={result}
            texts={{ error: t('error'), retry: t('retry'), loading: t('loading') }}
          />
        )
      ) : (
        <NumerologyForm fixedYear={fixedYear} />
      )}
    </ToolPage>
  );
}

function NumerologyResult({
  answer,
  fixedYear,
  luckyFirst,
}: {
  answer: NumerologyAnswer;
  fixedYear?: number | undefined;
  luckyFirst: boolean;
}) {
  const { t } = useTranslation('calculators');
  const value = (role: (typeof ROLES)[number]) =>
    role === 'chaldean' || role === 'pythagorean' ? answer[role].number : answer[role];
  return (
    <div className="space-y-6" data-testid="numerology-result">
      <p className="text-slate-700" data-testid="numerology-name">
        {answer.transliterated
          ? t('numerology.transliterated', { name: answer.latinName })
          : t('numerology.latinName', { name: answer.latinName })}
      </p>
      {luckyFirst ? <LuckyPanel answer={answer} /> : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        {ROLES.map((role) => (
          <div
            key={role}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4"
            data-testid={`numerology-${role}`}
          >
            <dd className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-600 font-display text-2xl font-bold text-white">
              {value(role)}
            </dd>
            <div className="flex flex-col gap-1">
              <dt className="font-semibold text-slate-900">
                {t(`numerology.numbers.${role}`, { year: answer.year })}
                {role === 'chaldean' || role === 'pythagorean' ? (
                  <span className="ml-2 text-sm font-normal text-slate-500">
                    {t('numerology.compound', { compound: answer[role].compound })}
                  </span>
                ) : null}
              </dt>
              <p className="text-sm text-slate-700">{answer.meanings[role]}</p>
            </div>
          </div>
        ))}
      </dl>
      {luckyFirst ? null : <LuckyPanel answer={answer} />}
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-medium text-slate-900">
          {t('numerology.how')}
        </summary>
        <p className="mt-2 text-sm text-slate-700">{t('numerology.howText')}</p>
      </details>
      <EditDetails label={t('numerology.edit')}>
        <NumerologyForm fixedYear={fixedYear} />
      </EditDetails>
    </div>
  );
}

function LuckyPanel({ answer }: { answer: NumerologyAnswer }) {
  const { t } = useTranslation('calculators');
  const names = useAstroNames();
  const { lucky } = answer;
  const rows = [
    ['numbers', lucky.numbers.join(', ')],
    ['days', lucky.days.join(', ')],
    ['colors', lucky.colors.join(', ')],
    ['gemstone', lucky.gemstone],
  ] as const;
  return (
    <section
      aria-labelledby="lucky-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4"
      data-testid="numerology-lucky"
    >
      <h2 id="lucky-heading" className="font-display text-lg font-semibold text-amber-900">
        {t('numerology.lucky.title')}
      </h2>
      <p className="text-sm text-amber-900">
        {t('numerology.lucky.rule', {
          planet: names.planet(lucky.planet),
          moolank: answer.moolank,
        })}
      </p>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt className="text-sm text-amber-800">{t(`numerology.lucky.${key}`)}</dt>
            <dd className="font-semibold text-slate-900" data-testid={`lucky-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-amber-900">{lucky.caution}</p>
    </section>
  );
}

function NumerologyForm({ fixedYear }: { fixedYear?: number }) {
  const { t } = useTranslation('calculators');
  const { t: tKundli } = useTranslation('kundli');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const ids = { name: useId(), date: useId(), year: useId() };
  const [name, setName] = useState(query.get('name') ?? '');
  const [date, setDate] = useState(birthDatePartsOf(query.get('date') ?? ''));
  const [year, setYear] = useState(String(fixedYear ?? (Number(query.get('year')) || thisYear())));
  const [errors, setErrors] = useState<{ name?: string; date?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = NumerologyRequestSchema.safeParse({
      name,
      birthDate: isoDateOf(date),
      year: Number(year),
    });
    if (!parsed.success) {
      const next: { name?: string; date?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'name') next.name ??= tKundli('form.errors.name');
        if (issue.path[0] === 'birthDate') next.date ??= tKundli('form.errors.date');
      }
      setErrors(next);
      return;
    }
    navigate(`?${new URLSearchParams({ name: name.trim(), date: isoDateOf(date), year })}`);
  };
  const years = Array.from({ length: 11 }, (_, i) => thisYear() - 5 + i);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="numerology-form"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.name} className="font-medium text-slate-800">
          {t('numerology.name')}
        </label>
        <input
          id={ids.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={`${ids.name}-hint`}
          className={controlClass(Boolean(errors.name))}
        />
        <p id={`${ids.name}-hint`} className="text-sm text-slate-500">
          {t('numerology.nameHint')}
        </p>
        {errors.name ? <p className="text-sm text-red-700">{errors.name}</p> : null}
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium text-slate-800">{t('numerology.birthDate')}</legend>
        <BirthDateSelects
          value={date}
          onChange={setDate}
          labels={{
            day: tKundli('form.day'),
            month: tKundli('form.month'),
            year: tKundli('form.year'),
            hour: tKundli('form.hour'),
            minute: tKundli('form.minute'),
          }}
          invalid={Boolean(errors.date)}
        />
        {errors.date ? <p className="text-sm text-red-700">{errors.date}</p> : null}
      </fieldset>
      {fixedYear ? null : (
        <div className="flex max-w-xs flex-col gap-1">
          <label htmlFor={ids.year} className="font-medium text-slate-800">
            {t('numerology.year')}
          </label>
          <select
            id={ids.year}
            value={year}
            onChange={(e) => setYear(e.target.value)}
            className={controlClass(false)}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      )}
      <Button type="submit" size="lg" className="self-start" data-testid="numerology-submit">
        {t('numerology.submit')}
      </Button>
    </form>
  );
}

export const NumerologyPage = () => <NumerologyScreen page="numerology" />;
/** `/numerology-2025` (`/year-2025/numerology`): the personal year 2025. */
export const Numerology2025Page = () => (
  <NumerologyScreen page="year2025Numerology" fixedYear={2025} />
);
/** `/lucky-numbers`: the same counting, the lucky numbers, days, colours and gemstone first. */
export const LuckyNumbersPage = () => <NumerologyScreen page="luckyNumbers" luckyFirst />;
