import {
  HOROSCOPE_ANGLES,
  HOROSCOPE_PERIODS,
  type Horoscope,
  type HoroscopePeriod,
  LANGUAGES,
  type Language,
  SIGN_SLUGS,
  type SignSlug,
} from '@jyotish/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { apiFetch } from '@/lib/api-client';
import { useAstroNames } from '@/lib/use-astro-names';
import { useServerMessage } from '@/lib/use-server-message';
import { fetchHoroscope } from '../../horoscopes/api/horoscope-requests';
import { todayInIndia } from '../../horoscopes/horoscope-dates';

/**
 * Replaces one sign's generated horoscope of one period and language with the administrator's
 * own five sections (`PUT /api/admin/horoscopes/{period}/{sign}`), or restores the generated one.
 */
export function HoroscopeOverrideForm() {
  const { t } = useTranslation('auth');
  const { t: th } = useTranslation('horoscopes');
  const { t: tc } = useTranslation('consultations');
  const names = useAstroNames();
  const messageOf = useServerMessage();
  const id = useId();
  const [period, setPeriod] = useState<HoroscopePeriod>('daily');
  const [sign, setSign] = useState<SignSlug>('aries');
  const [date, setDate] = useState(todayInIndia());
  const [lang, setLang] = useState<Language>('en');
  const [sections, setSections] = useState<Horoscope['sections'] | null>(null);
  const load = useMutation({
    mutationFn: () => fetchHoroscope(period, sign, date, lang),
    onSuccess: (reading) => setSections(reading.sections),
  });
  const path = `/api/admin/horoscopes/${period}/${sign}`;
  const save = useMutation({
    mutationFn: () => apiFetch<unknown>(path, { method: 'PUT', body: { date, lang, sections } }),
  });
  const remove = useMutation({
    mutationFn: () =>
      apiFetch<unknown>(`${path}?${new URLSearchParams({ date, lang })}`, { method: 'DELETE' }),
    onSuccess: () => load.mutate(),
  });
  const select = (label: string, key: string, control: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {control}
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    remove.reset();
    load.mutate();
  };
  const error = load.error ?? save.error ?? remove.error;
  return (
    <div className="flex flex-col gap-4" data-testid="admin-horoscope-override">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {select(
          t('admin.horoscopes.period'),
          'period',
          <select
            id={`${id}-period`}
            value={period}
            onChange={(e) => setPeriod(e.target.value as HoroscopePeriod)}
            className={controlClass(false)}
          >
            {HOROSCOPE_PERIODS.map((p) => (
              <option key={p} value={p}>
                {th(`period.${p}`)}
              </option>
            ))}
          </select>,
        )}
        {select(
          t('admin.horoscopes.sign'),
          'sign',
          <select
            id={`${id}-sign`}
            value={sign}
            onChange={(e) => setSign(e.target.value as SignSlug)}
            className={controlClass(false)}
          >
            {SIGN_SLUGS.map((slug, index) => (
              <option key={slug} value={slug}>
                {names.sign(index + 1)}
              </option>
            ))}
          </select>,
        )}
        {select(
          t('admin.horoscopes.date'),
          'date',
          <input
            id={`${id}-date`}
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className={controlClass(false)}
          />,
        )}
        {select(
          t('admin.horoscopes.language'),
          'language',
          <select
            id={`${id}-language`}
            value={lang}
            onChange={(e) => setLang(e.target.value as Language)}
            className={controlClass(false)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {tc(`language.${language}`)}
              </option>
            ))}
          </select>,
        )}
        <Button type="submit" variant="secondary" className="self-end" disabled={load.isPending}>
          {t('admin.horoscopes.load')}
        </Button>
      </form>
      {sections ? (
        <div className="flex flex-col gap-3">
          {HOROSCOPE_ANGLES.map((angle) => (
            <div key={angle} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${angle}`} className="text-sm font-medium text-slate-700">
                {th(`section.${angle}`)}
              </label>
              <textarea
                id={`${id}-${angle}`}
                rows={3}
                maxLength={4000}
                value={sections[angle]}
                onChange={(e) => setSections({ ...sections, [angle]: e.target.value })}
                className={controlClass(false)}
              />
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => save.mutate()} disabled={save.isPending}>
              {t('admin.horoscopes.save')}
            </Button>
            <Button variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {t('admin.horoscopes.remove')}
            </Button>
          </div>
        </div>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700">
          {t('admin.horoscopes.saved')}
        </p>
      ) : null}
      {remove.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700">
          {t('admin.horoscopes.removed')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(error, t('generic'))}
        </p>
      ) : null}
    </div>
  );
}
