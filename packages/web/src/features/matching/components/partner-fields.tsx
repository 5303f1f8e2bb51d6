import type { BirthProfile } from '@jyotish/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedProfileSelect } from '@/components/birth/saved-profile-select';
import { BirthDateSelects, BirthTimeSelects } from '@/components/ui/birth-moment-selects';
import { controlClass } from '@/components/ui/form-control';
import { EMPTY_PLACE, PlaceField, type PlaceValue } from '@/components/ui/place-field';
import { type BirthMoment, birthMomentOf, monthLengthOf } from '@/lib/birth-calendar';
import type { birthDetailsErrors } from '@/lib/birth-details';
import { useLanguage } from '@/lib/language';
import type { Partner } from '../matching-query';

/** One partner's fields as the form holds them. */
export interface PartnerState {
  readonly name: string;
  readonly moment: BirthMoment;
  readonly place: PlaceValue;
}

interface PartnerFieldsProps {
  readonly partner: Partner;
  readonly value: PartnerState;
  readonly onChange: (value: PartnerState) => void;
  readonly errors: ReturnType<typeof birthDetailsErrors>;
}

/** A saved birth profile as one partner's fields. */
function partnerStateOf(profile: BirthProfile): PartnerState {
  return {
    name: profile.name,
    moment: birthMomentOf(profile.birthDate, profile.birthTime),
    place: {
      ...EMPTY_PLACE,
      text: profile.birthPlace,
      latitude: profile.latitude,
      longitude: profile.longitude,
    },
  };
}

/**
 * One partner's name, birth date, time and place, each with its SPEC §5 message under it; a
 * signed-in user can fill them from a saved birth profile.
 */
export function PartnerFields({ partner, value, onChange, errors }: PartnerFieldsProps) {
  const { t } = useTranslation('matching');
  const { t: tk } = useTranslation('kundli');
  const { language } = useLanguage();
  const id = useId();
  const labels = {
    day: tk('form.day'),
    month: tk('form.month'),
    year: tk('form.year'),
    hour: tk('form.hour'),
    minute: tk('form.minute'),
  };
  const field = (key: string) => `${id}-${key}`;
  const error = (key: keyof typeof errors) =>
    errors[key] ? (
      <p id={field(`${key}-error`)} className="text-sm text-red-600">
        {t(`form.errors.${partner}.${errors[key]}`, monthLengthOf(value.moment, language))}
      </p>
    ) : null;
  const described = (key: keyof typeof errors) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': field(`${key}-error`) } : {};

  return (
    <fieldset className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="px-2 font-display text-lg font-semibold text-slate-900">
        {t(`form.partners.${partner}.legend`)}
      </legend>
      <SavedProfileSelect onPick={(profile) => onChange(partnerStateOf(profile))} />
      <div className="space-y-2">
        <label htmlFor={field('name')} className="block text-sm font-medium text-slate-800">
          {t(`form.partners.${partner}.name`)}
        </label>
        <input
          id={field('name')}
          value={value.name}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
          className={controlClass(Boolean(errors.name))}
          {...described('name')}
        />
        {error('name')}
      </div>
      <fieldset className="space-y-2" {...described('date')}>
        <legend className="block text-sm font-medium text-slate-800">
          {t(`form.partners.${partner}.date`)}
        </legend>
        <BirthDateSelects
          value={value.moment}
          onChange={(moment) => onChange({ ...value, moment })}
          labels={labels}
          invalid={Boolean(errors.date)}
        />
        {error('date')}
      </fieldset>
      <fieldset className="space-y-2" {...described('time')}>
        <legend className="block text-sm font-medium text-slate-800">
          {t(`form.partners.${partner}.time`)}
        </legend>
        <BirthTimeSelects
          value={value.moment}
          onChange={(moment) => onChange({ ...value, moment })}
          labels={labels}
          invalid={Boolean(errors.time)}
        />
        <p className="text-sm text-slate-600">{tk('form.timeHint')}</p>
        {error('time')}
      </fieldset>
      <PlaceField
        id={field('place')}
        label={t(`form.partners.${partner}.place`)}
        value={value.place}
        onChange={(place) => onChange({ ...value, place })}
        error={errors.place ? t(`form.errors.${partner}.place`) : undefined}
      />
    </fieldset>
  );
}
