import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EMPTY_PLACE, PlaceField, type PlaceValue } from '@/components/ui/place-field';
import { toast } from '@/components/ui/toast';
import { birthDetailsErrors, hasPickedCoordinates, kundliSearchParams } from '@/lib/birth-details';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';

const INPUT_CLASS =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm outline-none transition focus:ring-4';

function inputClass(invalid: boolean): string {
  return `${INPUT_CLASS} ${
    invalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`;
}

/**
 * `/birth-details`: name, gender, date, time and place of birth (SPEC §3 kundli form, §5
 * validation); on submit, the kundli page with the details in its query (SPEC §2 home
 * navigation targets).
 */
export function BirthDetailsPage() {
  const { t } = useTranslation('places');
  const { pages } = useMetadata();
  const { localize } = useLanguage();
  const navigate = useNavigate();
  const formId = useId();
  const [name, setName] = useState('');
  const [gender, setGender] = useState<'male' | 'female'>('male');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [place, setPlace] = useState<PlaceValue>(EMPTY_PLACE);
  const [submitted, setSubmitted] = useState(false);

  const errors = submitted ? birthDetailsErrors({ name, date, time, place: place.text }) : {};
  const today = new Date().toISOString().slice(0, 10);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(birthDetailsErrors({ name, date, time, place: place.text })).length > 0) return;
    if (!hasPickedCoordinates(place)) {
      toast({
        title: t('birthDetails.locationRequired.title'),
        description: t('birthDetails.locationRequired.description'),
        variant: 'destructive',
      });
      return;
    }
    const query = kundliSearchParams({ name, date, time, gender, place });
    navigate(`${localize('/kundli')}?${query}`);
  }

  const field = (key: string) => `${formId}-${key}`;
  return (
    <section aria-labelledby={field('heading')} className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <h1
          id={field('heading')}
          className="font-display text-3xl font-bold text-slate-900 sm:text-4xl"
        >
          {pages.birthDetails.heading}
        </h1>
        <p className="mt-3 text-lg text-slate-700">{t('birthDetails.lead')}</p>
        <form
          noValidate
          aria-label={t('birthDetails.formLabel')}
          onSubmit={onSubmit}
          className="mt-8 space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="space-y-2">
            <label htmlFor={field('name')} className="block text-sm font-medium text-slate-800">
              {t('birthDetails.name')}
            </label>
            <input
              id={field('name')}
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? field('name-error') : undefined}
              className={inputClass(Boolean(errors.name))}
            />
            {errors.name ? (
              <p id={field('name-error')} className="text-sm text-red-600">
                {t(`birthDetails.errors.${errors.name}`)}
              </p>
            ) : null}
          </div>
          <fieldset className="space-y-2">
            <legend className="block text-sm font-medium text-slate-800">
              {t('birthDetails.gender')}
            </legend>
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
                  {t(`birthDetails.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="space-y-2">
              <label htmlFor={field('date')} className="block text-sm font-medium text-slate-800">
                {t('birthDetails.date')}
              </label>
              <input
                id={field('date')}
                type="date"
                max={today}
                value={date}
                onChange={(event) => setDate(event.target.value)}
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={errors.date ? field('date-error') : undefined}
                className={inputClass(Boolean(errors.date))}
              />
              {errors.date ? (
                <p id={field('date-error')} className="text-sm text-red-600">
                  {t(`birthDetails.errors.${errors.date}`)}
                </p>
              ) : null}
            </div>
            <div className="space-y-2">
              <label htmlFor={field('time')} className="block text-sm font-medium text-slate-800">
                {t('birthDetails.time')}
              </label>
              <input
                id={field('time')}
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                aria-invalid={errors.time ? true : undefined}
                aria-describedby={errors.time ? field('time-error') : undefined}
                className={inputClass(Boolean(errors.time))}
              />
              {errors.time ? (
                <p id={field('time-error')} className="text-sm text-red-600">
                  {t(`birthDetails.errors.${errors.time}`)}
                </p>
              ) : null}
            </div>
          </div>
          <PlaceField
            id={field('place')}
            label={t('birthDetails.place')}
            value={place}
            onChange={setPlace}
            error={errors.place ? t(`birthDetails.errors.${errors.place}`) : undefined}
          />
          <Button type="submit" size="lg" className="w-full">
            {t('birthDetails.submit')}
          </Button>
        </form>
      </div>
    </section>
  );
}
