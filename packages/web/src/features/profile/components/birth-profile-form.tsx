import { type BirthProfileInput, BirthProfileInputSchema } from '@jyotish/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EMPTY_PLACE, PlaceField, type PlaceValue } from '@/components/ui/place-field';
import { toast } from '@/components/ui/toast';
import { profileKeys } from '@/lib/birth-profiles';
import { createBirthProfile } from '../api/profile-requests';

const EMPTY = {
  name: '',
  relation: 'family',
  gender: 'male',
  birthDate: '',
  birthTime: '',
};

// The form's fields, and the SPEC §5 message (in the `places` texts) of each.
const ERROR_KEYS = {
  name: 'birthDetails.errors.name',
  birthDate: 'birthDetails.errors.date',
  birthTime: 'birthDetails.errors.time',
  birthPlace: 'birthDetails.errors.place',
  latitude: 'birthDetails.locationRequired.description',
  longitude: 'birthDetails.locationRequired.description',
} as const;
type ErrorField = keyof typeof ERROR_KEYS;

function isErrorField(field: unknown): field is ErrorField {
  return typeof field === 'string' && field in ERROR_KEYS;
}

const INPUT =
  'h-11 rounded-lg border border-slate-300 px-3 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 aria-invalid:border-red-500';

/** Adds a saved birth profile; validated with the contract's schema before it is sent. */
export function BirthProfileForm() {
  const { t } = useTranslation('auth');
  const { t: tPlaces } = useTranslation('places');
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [place, setPlace] = useState<PlaceValue>(EMPTY_PLACE);
  const [problem, setProblem] = useState<ErrorField | null>(null);
  const mutation = useMutation({
    mutationFn: createBirthProfile,
    onSuccess: async () => {
      setValues(EMPTY);
      setPlace(EMPTY_PLACE);
      toast({ title: t('profile.added') });
      await queryClient.invalidateQueries({ queryKey: profileKeys.birthProfiles() });
    },
    onError: () => toast({ title: t('generic'), variant: 'destructive' }),
  });
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BirthProfileInputSchema.safeParse({
      ...values,
      birthPlace: place.text,
      latitude: place.latitude ?? Number.NaN,
      longitude: place.longitude ?? Number.NaN,
    });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      setProblem(isErrorField(field) ? field : 'name');
      return;
    }
    setProblem(null);
    mutation.mutate(parsed.data satisfies BirthProfileInput);
  };
  const message = (name: ErrorField) => (problem === name ? tPlaces(ERROR_KEYS[name]) : undefined);
  const placeMessage = message('birthPlace') ?? message('latitude') ?? message('longitude');
  const field = (name: 'name' | 'birthDate' | 'birthTime', label: string, type = 'text') => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`bp-${name}`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`bp-${name}`}
        type={type}
        value={values[name]}
        onChange={set(name)}
        aria-invalid={problem === name || undefined}
        aria-describedby={problem === name ? `bp-${name}-error` : undefined}
        className={INPUT}
      />
      {problem === name ? (
        <p id={`bp-${name}-error`} className="text-sm text-red-700">
          {message(name)}
        </p>
      ) : null}
    </div>
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="birth-profile-form"
    >
      {field('name', t('fields.name'))}
      <div className="grid grid-cols-2 gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="bp-relation" className="text-sm font-medium text-slate-800">
            {t('profile.relation')}
          </label>
          <select
            id="bp-relation"
            value={values.relation}
            onChange={set('relation')}
            className={INPUT}
          >
            <option value="self">{t('profile.self')}</option>
            <option value="family">{t('profile.family')}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="bp-gender" className="text-sm font-medium text-slate-800">
            {t('profile.gender')}
          </label>
          <select id="bp-gender" value={values.gender} onChange={set('gender')} className={INPUT}>
            <option value="male">{t('profile.male')}</option>
            <option value="female">{t('profile.female')}</option>
          </select>
        </div>
      </div>
      {field('birthDate', t('profile.birthDate'), 'date')}
      {field('birthTime', t('profile.birthTime'), 'time')}
      <div className="sm:col-span-2">
        <PlaceField
          id="bp-birthPlace"
          label={t('profile.birthPlace')}
          value={place}
          onChange={setPlace}
          error={placeMessage}
        />
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending} className="sm:col-span-2">
        {t('profile.add')}
      </Button>
    </form>
  );
}
