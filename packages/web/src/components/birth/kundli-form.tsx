import type { BirthProfile } from '@jyotish/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SavedProfileSelect } from '@/components/birth/saved-profile-select';
import { BirthDateSelects, BirthTimeSelects } from '@/components/ui/birth-moment-selects';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { EMPTY_PLACE, PlaceField, type PlaceValue } from '@/components/ui/place-field';
import { dismissErrorToasts, toast } from '@/components/ui/toast';
import {
  type BirthMoment,
  birthMomentOf,
  isoDateOf,
  isoTimeOf,
  monthLengthOf,
} from '@/lib/birth-calendar';
import { birthDetailsErrors, hasPickedCoordinates, kundliSearchParams } from '@/lib/birth-details';
import type { KundliFormPrefill } from '@/lib/kundli-query';
import { useLanguage } from '@/lib/language';

/**
 * The kundli form (SPEC §3, §5): name, gender, the birth date from day, month and year
 * dropdowns, the time from hour and minute dropdowns, and the shared birth-place field. A
 * valid submit opens `action` (or this page) with the birth in its query, which computes the chart.
 */
export function KundliForm({
  prefill,
  action,
}: {
  prefill: KundliFormPrefill;
  /** The page that opens with the birth in its query; this page when absent. */
  action?: string;
}) {
  const { t } = useTranslation('kundli');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const formId = useId();
  const [name, setName] = useState(prefill.name);
  const [gender, setGender] = useState(prefill.gender);
  const [moment, setMoment] = useState<BirthMoment>(() =>
    birthMomentOf(prefill.date, prefill.time),
  );
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

  function fillFrom(profile: BirthProfile) {
    setName(profile.name);
    setGender(profile.gender);
    setMoment(birthMomentOf(profile.birthDate, profile.birthTime));
    setPlace({
      ...EMPTY_PLACE,
      text: profile.birthPlace,
      latitude: profile.latitude,
      longitude: profile.longitude,
    });
  }

  const date = isoDateOf(moment);
  const time = isoTimeOf(moment);
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
    dismissErrorToasts();
    navigate(`${action ?? pathname}?${kundliSearchParams({ name, date, time, gender, place })}`);
  }

  const field = (key: string) => `${formId}-${key}`;
  const error = (key: keyof typeof errors) =>
    errors[key] ? (
      <p id={field(`${key}-error`)} className="text-sm text-red-600">
        {t(`form.errors.${errors[key]}`, monthLengthOf(moment, language))}
      </p>
    ) : null;
  const described = (key: keyof typeof errors) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': field(`${key}-error`) } : {};
  const momentLabels = {
    day: t('form.day'),
    month: t('form.month'),
    year: t('form.year'),
    hour: t('form.hour'),
    minute: t('form.minute'),
  };

  return (
    <form
      noValidate
      aria-label={t('form.formLabel')}
      onSubmit={onSubmit}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 print:hidden"
    >
      <SavedProfileSelect onPick={fillFrom} />
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
        <BirthDateSelects
          value={moment}
          onChange={setMoment}
          labels={momentLabels}
          invalid={Boolean(errors.date)}
        />
        {error('date')}
      </fieldset>
      <fieldset className="space-y-2" {...described('time')}>
        <legend className="block text-sm font-medium text-slate-800">{t('form.time')}</legend>
        <BirthTimeSelects
          value={moment}
          onChange={setMoment}
          labels={momentLabels}
          invalid={Boolean(errors.time)}
        />
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
