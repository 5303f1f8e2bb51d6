import { type BirthProfileInput, BirthProfileInputSchema } from '@jyotish/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { createBirthProfile, profileKeys } from '../api/profile-requests';

const EMPTY = {
  name: '',
  relation: 'family',
  gender: 'male',
  birthDate: '',
  birthTime: '',
  birthPlace: '',
  latitude: '',
  longitude: '',
};

const INPUT =
  'h-11 rounded-lg border border-slate-300 px-3 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 aria-invalid:border-red-500';

/** Adds a saved birth profile; validated with the contract's schema before it is sent. */
export function BirthProfileForm() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const mutation = useMutation({
    mutationFn: createBirthProfile,
    onSuccess: async () => {
      setValues(EMPTY);
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
      latitude: values.latitude === '' ? Number.NaN : Number(values.latitude),
      longitude: values.longitude === '' ? Number.NaN : Number(values.longitude),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' });
      return;
    }
    setProblem(null);
    mutation.mutate(parsed.data satisfies BirthProfileInput);
  };
  const field = (name: keyof typeof EMPTY, label: string, type = 'text', extra = {}) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`bp-${name}`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`bp-${name}`}
        type={type}
        value={values[name]}
        onChange={set(name)}
        aria-invalid={problem?.field === name || undefined}
        className={INPUT}
        {...extra}
      />
      {problem?.field === name ? <p className="text-sm text-red-700">{problem.message}</p> : null}
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
      {field('birthPlace', t('profile.birthPlace'))}
      <div className="grid grid-cols-2 gap-4">
        {field('latitude', t('profile.latitude'), 'number', { step: 'any', min: -90, max: 90 })}
        {field('longitude', t('profile.longitude'), 'number', { step: 'any', min: -180, max: 180 })}
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending} className="sm:col-span-2">
        {t('profile.add')}
      </Button>
    </form>
  );
}
