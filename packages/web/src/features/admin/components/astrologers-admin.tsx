import {
  type AdminAstrologer,
  ASTROLOGER_SPECIALTIES,
  type AstrologerSpecialty,
  CHAT_LANGUAGES,
  type ChatLanguage,
  formatBalance,
  formatPrice,
} from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { useServerMessage } from '@/lib/use-server-message';
import {
  adminAstrologersQuery,
  createAstrologer,
  setAstrologerPassword,
  updateAstrologer,
} from '../api/admin-requests';

/**
 * Astrologers on the admin dashboard: everyone, listed or suspended, with their sign-in
 * address, online state, earnings, and what an administrator steers — the rate per minute, the
 * revenue share, the listing (approve or suspend) and a password (how demo astrologers become
 * usable) — and a form to add one. The server audits every change with the values before.
 */
export function AstrologersAdmin() {
  const astrologers = useQuery(adminAstrologersQuery());
  return (
    <div className="flex flex-col gap-4">
      {astrologers.data ? (
        <ul className="flex flex-col divide-y divide-slate-100" data-testid="admin-astrologers">
          {astrologers.data.map((astrologer) => (
            <AstrologerRow key={astrologer.id} astrologer={astrologer} />
          ))}
        </ul>
      ) : (
        <QueryState isError={astrologers.isError} onRetry={() => void astrologers.refetch()} />
      )}
      <CreateForm />
    </div>
  );
}

function AstrologerRow({ astrologer }: { readonly astrologer: AdminAstrologer }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('consultations');
  const messageOf = useServerMessage();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [rate, setRate] = useState(String(astrologer.ratePerMinute));
  const [share, setShare] = useState(String(astrologer.revenueSharePercent));
  const [listed, setListed] = useState(astrologer.listed);
  const id = useId();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminAstrologersQuery().queryKey });
    await queryClient.invalidateQueries({ queryKey: ['astrologers'] });
  };
  const save = useMutation({
    mutationFn: () => setAstrologerPassword(astrologer.id, password),
    onSuccess: () => setPassword(''),
  });
  const terms = useMutation({
    mutationFn: () =>
      updateAstrologer(astrologer.id, {
        ratePerMinute: Number(rate),
        revenueSharePercent: Number(share),
        listed,
      }),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const error = save.error ?? terms.error;
  return (
    <li className="flex flex-col gap-3 py-4" data-testid={`admin-astrologer-${astrologer.slug}`}>
      <div className="flex flex-col">
        <span className="font-medium text-slate-900">
          {astrologer.name}{' '}
          {astrologer.demo ? (
            <span className="text-xs text-amber-700">({tc('demoBadge')})</span>
          ) : null}{' '}
          {astrologer.listed ? null : (
            <span className="text-xs font-semibold text-red-700">
              {t('admin.astrologers.suspended')}
            </span>
          )}
        </span>
        <span className="text-xs text-slate-500">
          {astrologer.email} ·{' '}
          {tc('ratePerMinute', { rate: formatPrice(astrologer.ratePerMinutePaise) })} ·{' '}
          {astrologer.isOnline ? tc('online') : tc('offline')} ·{' '}
          {t('admin.astrologers.earnings', { amount: formatBalance(astrologer.earnings) })}
        </span>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          terms.mutate();
        }}
      >
        <label htmlFor={`${id}-rate`} className="flex flex-col gap-1 text-sm text-slate-700">
          {t('admin.astrologers.rate')}
          <input
            id={`${id}-rate`}
            type="number"
            min={1}
            max={1000}
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            className="h-9 w-28 rounded border border-slate-300 px-2"
          />
        </label>
        <label htmlFor={`${id}-share`} className="flex flex-col gap-1 text-sm text-slate-700">
          {t('admin.astrologers.share')}
          <input
            id={`${id}-share`}
            type="number"
            min={0}
            max={100}
            value={share}
            onChange={(event) => setShare(event.target.value)}
            className="h-9 w-28 rounded border border-slate-300 px-2"
          />
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={listed}
            onChange={(event) => setListed(event.target.checked)}
          />
          {t('admin.astrologers.listed')}
        </label>
        <Button type="submit" size="sm" variant="secondary" disabled={terms.isPending}>
          {t('admin.astrologers.saveTerms')}
        </Button>
        {terms.isSuccess ? (
          <span role="status" className="pb-2 text-sm text-emerald-700">
            {t('admin.astrologers.termsSaved')}
          </span>
        ) : null}
      </form>
      <form onSubmit={submit} className="flex max-w-md items-end gap-2">
        <label htmlFor={`${id}-password`} className="sr-only">
          {t('admin.astrologers.newPassword', { name: astrologer.name })}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          minLength={10}
          value={password}
          placeholder={t('admin.astrologers.password')}
          onChange={(event) => setPassword(event.target.value)}
          className={controlClass(false)}
          data-testid={`admin-astrologer-password-${astrologer.slug}`}
        />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={password.length < 10 || save.isPending}
        >
          {t('admin.astrologers.setPassword')}
        </Button>
      </form>
      {save.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700">
          {t('admin.astrologers.passwordSet', { name: astrologer.name })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(error, t('generic'))}
        </p>
      ) : null}
    </li>
  );
}

function CreateForm() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('consultations');
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const id = useId();
  const empty = {
    name: '',
    email: '',
    password: '',
    rate: '20',
    experience: '5',
    specialty: 'vedic' as AstrologerSpecialty,
    language: 'hi' as ChatLanguage,
    bio: '',
  };
  const [form, setForm] = useState(empty);
  const create = useMutation({
    mutationFn: () =>
      createAstrologer({
        name: form.name,
        email: form.email,
        password: form.password,
        ratePerMinute: Number(form.rate),
        experienceYears: Number(form.experience),
        specialties: [form.specialty],
        languages: [form.language],
        bio: form.bio,
      }),
    onSuccess: async () => {
      setForm(empty);
      await queryClient.invalidateQueries({ queryKey: ['astrologers'] });
      await queryClient.invalidateQueries({ queryKey: adminAstrologersQuery().queryKey });
    },
  });
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const field = (key: keyof typeof empty, label: string, input: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {input}
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {field(
        'name',
        t('admin.astrologers.name'),
        <input
          id={`${id}-name`}
          required
          value={form.name}
          onChange={set('name')}
          className={controlClass(false)}
        />,
      )}
      {field(
        'email',
        t('admin.astrologers.email'),
        <input
          id={`${id}-email`}
          type="email"
          required
          value={form.email}
          onChange={set('email')}
          className={controlClass(false)}
        />,
      )}
      {field(
        'password',
        t('admin.astrologers.password'),
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          value={form.password}
          onChange={set('password')}
          className={controlClass(false)}
        />,
      )}
      {field(
        'rate',
        t('admin.astrologers.rate'),
        <input
          id={`${id}-rate`}
          type="number"
          min={1}
          max={1000}
          required
          value={form.rate}
          onChange={set('rate')}
          className={controlClass(false)}
        />,
      )}
      {field(
        'experience',
        t('admin.astrologers.experience'),
        <input
          id={`${id}-experience`}
          type="number"
          min={0}
          max={80}
          required
          value={form.experience}
          onChange={set('experience')}
          className={controlClass(false)}
        />,
      )}
      {field(
        'specialty',
        t('admin.astrologers.specialty'),
        <select
          id={`${id}-specialty`}
          value={form.specialty}
          onChange={set('specialty')}
          className={controlClass(false)}
        >
          {ASTROLOGER_SPECIALTIES.map((s) => (
            <option key={s} value={s}>
              {tc(`specialty.${s}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'language',
        t('admin.astrologers.language'),
        <select
          id={`${id}-language`}
          value={form.language}
          onChange={set('language')}
          className={controlClass(false)}
        >
          {CHAT_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {tc(`language.${l}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'bio',
        t('admin.astrologers.bio'),
        <input
          id={`${id}-bio`}
          value={form.bio}
          onChange={set('bio')}
          maxLength={2000}
          className={controlClass(false)}
        />,
      )}
      {create.error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-4">
          {messageOf(create.error, t('generic'))}
        </p>
      ) : null}
      {create.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700 sm:col-span-2 lg:col-span-4">
          {t('admin.astrologers.created')}
        </p>
      ) : null}
      <Button type="submit" className="self-end" disabled={create.isPending}>
        {t('admin.astrologers.create')}
      </Button>
    </form>
  );
}
