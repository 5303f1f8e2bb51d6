import type { BirthProfile } from '@jyotish/contract';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SavedProfileSelect } from '@/components/birth/saved-profile-select';
import { BirthDateSelects, BirthTimeSelects } from '@/components/ui/birth-moment-selects';
import { controlClass } from '@/components/ui/form-control';
import { PlaceField } from '@/components/ui/place-field';
import { birthDatePartsOf, birthTimePartsOf, monthLengthOf } from '@/lib/birth-calendar';
import { placeOf } from '@/lib/birth-place';
import type { BirthFieldError, PartnerBirthFormValues } from '@/lib/forms/birth-form';
import { useLanguage } from '@/lib/language';
import type { MatchingFormValues, Partner } from '../matching-query';

/** A saved birth profile as one partner's fields. */
function partnerValuesOf(profile: BirthProfile): PartnerBirthFormValues {
  return {
    name: profile.name,
    date: birthDatePartsOf(profile.birthDate),
    time: birthTimePartsOf(profile.birthTime),
    place: placeOf(profile.birthPlace, profile.latitude, profile.longitude),
  };
}

/**
 * One partner's name, birth date, time and place in the matching form, each with its SPEC §5
 * message under it; a signed-in user can fill them from a saved birth profile.
 */
export function PartnerFields({ partner }: { partner: Partner }) {
  const { t } = useTranslation('matching');
  const { t: tk } = useTranslation('kundli');
  const { language } = useLanguage();
  const { control, register, setValue, formState } = useFormContext<MatchingFormValues>();
  const date = useWatch({ control, name: `${partner}.date` });
  const id = useId();
  const labels = {
    day: tk('form.day'),
    month: tk('form.month'),
    year: tk('form.year'),
    hour: tk('form.hour'),
    minute: tk('form.minute'),
  };
  const errors = formState.errors[partner];
  const field = (key: string) => `${id}-${key}`;
  const errorKey = (key: keyof PartnerBirthFormValues) =>
    errors?.[key]?.message as BirthFieldError | undefined;
  const errorText = (key: keyof PartnerBirthFormValues) => {
    const error = errorKey(key);
    return error === undefined
      ? undefined
      : t(`form.errors.${partner}.${error}`, monthLengthOf(date, language));
  };
  const error = (key: keyof PartnerBirthFormValues) =>
    errorKey(key) ? (
      <p id={field(`${key}-error`)} className="text-sm text-red-600">
        {errorText(key)}
      </p>
    ) : null;
  const described = (key: keyof PartnerBirthFormValues) =>
    errorKey(key) ? { 'aria-invalid': true, 'aria-describedby': field(`${key}-error`) } : {};
  const fill = (profile: BirthProfile) => {
    const values = partnerValuesOf(profile);
    const check = { shouldValidate: formState.isSubmitted };
    setValue(`${partner}.name`, values.name, check);
    setValue(`${partner}.date`, values.date, check);
    setValue(`${partner}.time`, values.time, check);
    setValue(`${partner}.place`, values.place, check);
  };

  return (
    <fieldset className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="px-2 font-display text-lg font-semibold text-slate-900">
        {t(`form.partners.${partner}.legend`)}
      </legend>
      <SavedProfileSelect onPick={fill} />
      <div className="space-y-2">
        <label htmlFor={field('name')} className="block text-sm font-medium text-slate-800">
          {t(`form.partners.${partner}.name`)}
        </label>
        <input
          id={field('name')}
          {...register(`${partner}.name`)}
          className={controlClass(Boolean(errorKey('name')))}
          {...described('name')}
        />
        {error('name')}
      </div>
      <fieldset className="space-y-2" {...described('date')}>
        <legend className="block text-sm font-medium text-slate-800">
          {t(`form.partners.${partner}.date`)}
        </legend>
        <Controller
          control={control}
          name={`${partner}.date`}
          render={({ field: date }) => (
            <BirthDateSelects
              value={date.value}
              onChange={date.onChange}
              selectRef={date.ref}
              labels={labels}
              invalid={Boolean(errorKey('date'))}
            />
          )}
        />
        {error('date')}
      </fieldset>
      <fieldset className="space-y-2" {...described('time')}>
        <legend className="block text-sm font-medium text-slate-800">
          {t(`form.partners.${partner}.time`)}
        </legend>
        <Controller
          control={control}
          name={`${partner}.time`}
          render={({ field: time }) => (
            <BirthTimeSelects
              value={time.value}
              onChange={time.onChange}
              selectRef={time.ref}
              labels={labels}
              invalid={Boolean(errorKey('time'))}
            />
          )}
        />
        <p className="text-sm text-slate-600">{tk('form.timeHint')}</p>
        {error('time')}
      </fieldset>
      <Controller
        control={control}
        name={`${partner}.place`}
        render={({ field: place }) => (
          <PlaceField
            id={field('place')}
            label={t(`form.partners.${partner}.place`)}
            value={place.value}
            onChange={place.onChange}
            inputRef={place.ref}
            error={errorText('place')}
          />
        )}
      />
    </fieldset>
  );
}
