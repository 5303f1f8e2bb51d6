import { LoginRequestSchema, STORAGE_KEYS } from '@jyotish/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { readStorage } from '@/lib/storage';
import { login } from './api/auth-requests';
import { AuthCard } from './components/auth-card';
import { FormAlert } from './components/form-alert';
import { GoogleButton } from './components/google-button';
import { TextField } from './components/text-field';
import { postLoginTarget } from './post-login-target';
import { useFieldErrors } from './use-field-errors';
import { useFinishSignIn } from './use-finish-sign-in';

/** `/login` and `/auth-login`: e-mail and password, or Google when the server offers it. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { localize } = useLanguage();
  const { pages } = useMetadata();
  const finishSignIn = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => finishSignIn(token, user),
  });
  const errors = useFieldErrors({
    schema: LoginRequestSchema,
    values: { email, password },
    ids: { email: 'login-email', password: 'login-password' },
    serverError: mutation.error,
    fallback: t('login.failed'),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.validate()) mutation.mutate({ email, password });
  };
  const googleRedirect =
    postLoginTarget(readStorage(STORAGE_KEYS.authRedirect), window.location.search) ??
    localize('/');

  return (
    <AuthCard testId="login-page" title={pages.login.heading} intro={t('login.intro')}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField
          id="login-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.fieldError('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id="login-password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.fieldError('password')}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormAlert message={errors.formError} />
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
        <Link
          to={localize('/reset-password')}
          className="self-end text-sm text-brand-700 hover:underline"
        >
          {t('login.forgot')}
        </Link>
      </form>
      <GoogleButton redirect={googleRedirect} />
      <p className="text-center text-sm text-slate-600">
        {t('login.noAccount')}{' '}
        <Link
          to={`${localize('/signup')}${window.location.search}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('login.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
