import { zodResolver } from '@hookform/resolvers/zod';
import { type BirthProfileInput, BirthProfileInputSchema, type z } from '@jyotish/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PlaceField } from '@/components/ui/place-field';
import { toast } from '@/components/ui/toast';
import { EMPTY_PLACE } from '@/lib/birth-place';
import { profileKeys } from '@/lib/birth-profiles';
import { BirthPlaceFieldSchema } from '@/lib/forms/birth-form';
import { createBirthProfile } from '../api/profile-requests';

/** The contract's profile, with the place as the birth-place field holds it. */
const BirthProfileFormSchema = BirthProfileInputSchema.omit({
  birthPlace: true,
  latitude: true,
  longitude: true,
})
  .extend({ place: BirthPlaceFieldSchema })
  .transform(
    ({ place, ...profile }): BirthProfileInput => ({
      ...profile,
      birthPlace: place.name,
      latitude: place.latitude,
      longitude: place.longitude,
    }),
  );
type BirthProfileFormValues = z.input<typeof BirthProfileFormSchema>;

const EMPTY: BirthProfileFormValues = {
  name: '',
  relation: 'family',
  gender: 'male',
  birthDate: '',
  birthTime: '',
  place: EMPTY_PLACE,
};

// The SPEC §5 message (in the `places` texts) of each field; the place's tells an empty field
// from a place typed but not picked.
const ERROR_KEYS = {
  name: 'birthDetails.errors.name',
  birthDate: 'birthDetails.errors.date',
  birthTime: 'birthDetails.errors.time',
} as const;

const INPUT =
  'h-11 rounded-lg border border-slate-300 px-3 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 aria-invalid:border-red-500';

/**
 * Adds a saved birth profile, checked with the contract's schema before it is sent: every
 * wrong field says so under it at once, and the first is focused.
 */
export function BirthProfileForm() {
  const { t } = useTranslation('auth');
  const { t: tPlaces } = useTranslation('places');
  const queryClient = useQueryClient();
  const { control, register, handleSubmit, reset, formState } = useForm<
    BirthProfileFormValues,
    unknown,
    BirthProfileInput
  >({ resolver: zodResolver(BirthProfileFormSchema), defaultValues: EMPTY });
  const mutation = useMutation({
    mutationFn: createBirthProfile,
    onSuccess: async () => {
      reset(EMPTY);
      toast({ title: t('profile.added') });
      await queryClient.invalidateQueries({ queryKey: profileKeys.birthProfiles() });
    },
    onError: () => toast({ title: t('generic'), variant: 'destructive' }),
  });
  const { errors } = formState;
  const placeError = errors.place?.message;
  const field = (name: keyof typeof ERROR_KEYS, label: string, type = 'text') => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`bp-${name}`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`bp-${name}`}
        type={type}
        {...register(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `bp-${name}-error` : undefined}
        className={INPUT}
      />
      {errors[name] ? (
        <p id={`bp-${name}-error`} className="text-sm text-red-700">
          {tPlaces(ERROR_KEYS[name])}
        </p>
      ) : null}
    </div>
  );
  return (
    <form
      onSubmit={handleSubmit((profile) => mutation.mutate(profile))}
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
          <select id="bp-relation" {...register('relation')} className={INPUT}>
            <option value="self">{t('profile.self')}</option>
            <option value="family">{t('profile.family')}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="bp-gender" className="text-sm font-medium text-slate-800">
            {t('profile.gender')}
          </label>
          <select id="bp-gender" {...register('gender')} className={INPUT}>
            <option value="male">{t('profile.male')}</option>
            <option value="female">{t('profile.female')}</option>
          </select>
        </div>
      </div>
      {field('birthDate', t('profile.birthDate'), 'date')}
      {field('birthTime', t('profile.birthTime'), 'time')}
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="place"
          render={({ field: place }) => (
            <PlaceField
              id="bp-birthPlace"
              label={t('profile.birthPlace')}
              value={place.value}
              onChange={place.onChange}
              inputRef={place.ref}
              error={
                placeError === undefined
                  ? undefined
                  : tPlaces(
                      placeError === 'placeNotPicked'
                        ? 'birthDetails.locationRequired.description'
                        : 'birthDetails.errors.place',
                    )
              }
            />
          )}
        />
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending} className="sm:col-span-2">
        {t('profile.add')}
      </Button>
    </form>
  );
}
