import { zodResolver } from '@hookform/resolvers/zod';
import type { BirthProfile } from '@jyotish/contract';
import { useId } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SavedProfileSelect } from '@/components/birth/saved-profile-select';
import { BirthDateSelects, BirthTimeSelects } from '@/components/ui/birth-moment-selects';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { PlaceField } from '@/components/ui/place-field';
import { dismissErrorToasts, toast } from '@/components/ui/toast';
import { birthDatePartsOf, birthTimePartsOf, monthLengthOf } from '@/lib/birth-calendar';
import { placeOf } from '@/lib/birth-place';
import {
  type Birth,
  type BirthFieldError,
  BirthFormSchema,
  type BirthFormValues,
} from '@/lib/forms/birth-form';
import { kundliSearchParams } from '@/lib/kundli-query';
import { useLanguage } from '@/lib/language';

function valuesOfProfile(profile: BirthProfile): BirthFormValues {
  return {
    name: profile.name,
    gender: profile.gender,
    date: birthDatePartsOf(profile.birthDate),
    time: birthTimePartsOf(profile.birthTime),
    place: placeOf(profile.birthPlace, profile.latitude, profile.longitude),
  };
}

/**
 * The kundli form (SPEC §3, §5): name, gender, the birth date from day, month and year
 * dropdowns, the time from hour and minute dropdowns, and the shared birth-place field,
 * checked with `BirthFormSchema`: every wrong field says so under it at once, the first is
 * focused, and a place typed but not picked also raises SPEC §5's 'Location Required' toast.
 * A valid submit opens `action` (or this page) with the birth in its query, which computes
 * the chart, or hands the birth to `onBirth` when a page keeps more than the birth in its
 * query (a report order: its language and a partner).
 */
export function KundliForm({
  initialValues,
  action,
  onBirth,
  label,
  submitLabel,
}: {
  initialValues: BirthFormValues;
  /** The page that opens with the birth in its query; this page when absent. */
  action?: string;
  /** Takes the valid birth instead of opening a page with it. */
  onBirth?: (birth: Birth) => void;
  /** The form's accessible name; the kundli's birth details when absent. */
  label?: string;
  /** The submit button's text; Generate Kundli when absent. */
  submitLabel?: string;
}) {
  const { t } = useTranslation('kundli');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const formId = useId();
  const { control, register, handleSubmit, reset, formState } = useForm<
    BirthFormValues,
    unknown,
    Birth
  >({ resolver: zodResolver(BirthFormSchema), defaultValues: initialValues });
  const date = useWatch({ control, name: 'date' });

  function onValid(birth: Birth) {
    dismissErrorToasts();
    if (onBirth) onBirth(birth);
    else navigate(`${action ?? pathname}?${kundliSearchParams(birth)}`);
  }

  function onInvalid(errors: FieldErrors<BirthFormValues>) {
    if (errors.place?.message !== ('placeNotPicked' satisfies BirthFieldError)) return;
    toast({
      title: t('form.locationRequired.title'),
      description: t('form.locationRequired.description'),
      variant: 'destructive',
    });
  }

  const field = (key: string) => `${formId}-${key}`;
  const errorKey = (key: keyof BirthFormValues) =>
    formState.errors[key]?.message as BirthFieldError | undefined;
  const errorText = (key: keyof BirthFormValues) => {
    const error = errorKey(key);
    if (error === undefined) return undefined;
    if (error === 'placeNotPicked') return t('form.locationRequired.description');
    return t(`form.errors.${error}`, monthLengthOf(date, language));
  };
  const error = (key: keyof BirthFormValues) =>
    errorKey(key) ? (
      <p id={field(`${key}-error`)} className="text-sm text-red-600">
        {errorText(key)}
      </p>
    ) : null;
  const described = (key: keyof BirthFormValues) =>
    errorKey(key) ? { 'aria-invalid': true, 'aria-describedby': field(`${key}-error`) } : {};
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
      aria-label={label ?? t('form.formLabel')}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 print:hidden"
    >
      <SavedProfileSelect onPick={(profile) => reset(valuesOfProfile(profile))} />
      <div className="space-y-2">
        <label htmlFor={field('name')} className="block text-sm font-medium text-slate-800">
          {t('form.name')}
        </label>
        <input
          id={field('name')}
          autoComplete="name"
          {...register('name')}
          className={controlClass(Boolean(errorKey('name')))}
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
                value={option}
                {...register('gender')}
                className="size-4 accent-brand-600"
              />
              {t(`form.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2" {...described('date')}>
        <legend className="block text-sm font-medium text-slate-800">{t('form.date')}</legend>
        <Controller
          control={control}
          name="date"
          render={({ field: date }) => (
            <BirthDateSelects
              value={date.value}
              onChange={date.onChange}
              selectRef={date.ref}
              labels={momentLabels}
              invalid={Boolean(errorKey('date'))}
            />
          )}
        />
        {error('date')}
      </fieldset>
      <fieldset className="space-y-2" {...described('time')}>
        <legend className="block text-sm font-medium text-slate-800">{t('form.time')}</legend>
        <Controller
          control={control}
          name="time"
          render={({ field: time }) => (
            <BirthTimeSelects
              value={time.value}
              onChange={time.onChange}
              selectRef={time.ref}
              labels={momentLabels}
              invalid={Boolean(errorKey('time'))}
            />
          )}
        />
        <p className="text-sm text-slate-600">{t('form.timeHint')}</p>
        {error('time')}
      </fieldset>
      <Controller
        control={control}
        name="place"
        render={({ field: place }) => (
          <PlaceField
            id={field('place')}
            label={t('form.place')}
            value={place.value}
            onChange={place.onChange}
            inputRef={place.ref}
            error={errorText('place')}
          />
        )}
      />
      <Button type="submit" size="lg" className="w-full">
        {submitLabel ?? t('form.submit')}
      </Button>
    </form>
  );
}
