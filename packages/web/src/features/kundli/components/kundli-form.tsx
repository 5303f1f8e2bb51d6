import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EMPTY_PLACE, PlaceField, type PlaceValue } from '@/components/ui/place-field';
import { toast } from '@/components/ui/toast';
import { birthDetailsErrors, hasPickedCoordinates, kundliSearchParams } from '@/lib/birth-details';
import { useLanguage } from '@/lib/language';
import { birthYears, daysInMonth, monthNames } from '../astro-format';
import type { KundliFormPrefill } from '../kundli-query';

const CONTROL =
  'block w-full rounded-xl border bg-white px-3 py-3 text-base text-slate-900 shadow-sm outline-none transition focus:ring-4';

function controlClass(invalid: boolean): string {
  return `${CONTROL} ${
    invalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`;
}

const pad = (number: number) => String(number).padStart(2, '0');

/** `count` whole numbers from `first`: the options of a numeric dropdown. */
const range = (count: number, first: number) =>
  Array.from({ length: count }, (_, offset) => first + offset);

function splitNumbers(value: string, separator: string): (number | null)[] {
  return value === '' ? [null, null, null] : value.split(separator).map(Number);
}

/**
 * The kundli form (SPEC §3, §5): name, gender, the birth date from day, month and year
 * dropdowns, the time from hour and minute dropdowns, and the shared birth-place field. A
 * valid submit opens the same page with the birth in its query, which computes the chart.
 */
export function KundliForm({ prefill }: { prefill: KundliFormPrefill }) {
  const { t } = useTranslation('kundli');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const formId = useId();
  const [initialYear, initialMonth, initialDay] = splitNumbers(prefill.date, '-');
  const [initialHour, initialMinute] = splitNumbers(prefill.time, ':');
  const [name, setName] = useState(prefill.name);
  const [gender, setGender] = useState(prefill.gender);
  const [day, setDay] = useState<number | null>(initialDay ?? null);
  const [month, setMonth] = useState<number | null>(initialMonth ?? null);
  const [year, setYear] = useState<number | null>(initialYear ?? null);
  const [hour, setHour] = useState<number | null>(initialHour ?? null);
  const [minute, setMinute] = useState<number | null>(initialMinute ?? null);
  const [place, setPlace] = useState<PlaceValue>(
    prefill.latitude !== null && prefill.longitude !== null
      ? {
          ...EMPTY_PLACE,
          text: prefill.location,
          latitude: prefill.latitude,
          longitude: prefill.longitude,
        }
      : { ...EMPTY_PLACE, text: prefill.location },
  );
  const [submitted, setSubmitted] = useState(false);

  const lastDay = daysInMonth(year, month);
  const date =
    day !== null && month !== null && year !== null && day <= lastDay
      ? `${year}-${pad(month)}-${pad(day)}`
      : '';
  const time = hour !== null && minute !== null ? `${pad(hour)}:${pad(minute)}` : '';
  const details = { name, date, time, place: place.text };
  const errors = submitted ? birthDetailsErrors(details) : {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(birthDetailsErrors(details)).length > 0) return;
    if (!hasPickedCoordinates(place)) {
      toast({
        title: t('form.locationRequired.title'),
        description: t('form.locationRequired.description'),
        variant: 'destructive',
      });
      return;
    }
    navigate(`${pathname}?${kundliSearchParams({ name, date, time, gender, place })}`);
  }

  const field = (key: string) => `${formId}-${key}`;
  const error = (key: keyof typeof errors) =>
    errors[key] ? (
      <p id={field(`${key}-error`)} className="text-sm text-red-600">
        {t(`form.errors.${key}`)}
      </p>
    ) : null;
  const described = (key: keyof typeof errors) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': field(`${key}-error`) } : {};
  const numberValue = (value: number | null) => (value === null ? '' : String(value));
  const parse = (value: string) => (value === '' ? null : Number(value));
  const months = monthNames(language);

  return (
    <form
      noValidate
      aria-label={t('form.formLabel')}
      onSubmit={onSubmit}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 print:hidden"
    >
      <div className="space-y-2">
        <label htmlFor={field('name')} className="block text-sm font-medium text-slate-800">
          {t('form.name')}
        </label>
        <input
          id={field('name')}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={controlClass(Boolean(errors.name))}
          {...described('name')}
        />
        {error('name')}
      </div>
      <fieldset className="space-y-2">
        <legend className="block text-sm font-medium text-slate-800">{t('form.gender')}</legend>
        <div className="flex gap-6">
          {(['male', 'female'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={field('gender')}
                value={option}
                checked={gender === option}
                onChange={() => setGender(option)}
                className="size-4 accent-brand-600"
              />
              {t(`form.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2" {...described('date')}>
        <legend className="block text-sm font-medium text-slate-800">{t('form.date')}</legend>
        <div className="grid grid-cols-[1fr_2fr_1.4fr] gap-3">
          <select
            aria-label={t('form.day')}
            value={numberValue(day !== null && day <= lastDay ? day : null)}
            onChange={(event) => setDay(parse(event.target.value))}
            className={controlClass(Boolean(errors.date))}
          >
            <option value="">{t('form.day')}</option>
            {range(lastDay, 1).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <select
            aria-label={t('form.month')}
            value={numberValue(month)}
            onChange={(event) => setMonth(parse(event.target.value))}
            className={controlClass(Boolean(errors.date))}
          >
            <option value="">{t('form.month')}</option>
            {months.map((label, index) => (
              <option key={label} value={index + 1}>
                {label}
              </option>
            ))}
          </select>
          <select
            aria-label={t('form.year')}
            value={numberValue(year)}
            onChange={(event) => setYear(parse(event.target.value))}
            className={controlClass(Boolean(errors.date))}
          >
            <option value="">{t('form.year')}</option>
            {birthYears(new Date().getFullYear()).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        {error('date')}
      </fieldset>
      <fieldset className="space-y-2" {...described('time')}>
        <legend className="block text-sm font-medium text-slate-800">{t('form.time')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <select
            aria-label={t('form.hour')}
            value={numberValue(hour)}
            onChange={(event) => setHour(parse(event.target.value))}
            className={controlClass(Boolean(errors.time))}
          >
            <option value="">{t('form.hour')}</option>
            {range(24, 0).map((option) => (
              <option key={option} value={option}>
                {pad(option)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('form.minute')}
            value={numberValue(minute)}
            onChange={(event) => setMinute(parse(event.target.value))}
            className={controlClass(Boolean(errors.time))}
          >
            <option value="">{t('form.minute')}</option>
            {range(60, 0).map((option) => (
              <option key={option} value={option}>
                {pad(option)}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-slate-600">{t('form.timeHint')}</p>
        {error('time')}
      </fieldset>
      <PlaceField
        id={field('place')}
        label={t('form.place')}
        value={place}
        onChange={setPlace}
        error={errors.place ? t('form.errors.place') : undefined}
      />
      <Button type="submit" size="lg" className="w-full">
        {t('form.submit')}
      </Button>
    </form>
  );
}
