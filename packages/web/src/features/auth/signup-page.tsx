import { SignupRequestSchema, STORAGE_KEYS } from '@jyotish/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { readStorage } from '@/lib/storage';
import { signup } from './api/auth-requests';
import { AuthCard } from './components/auth-card';
import { FormAlert } from './components/form-alert';
import { GoogleButton } from './components/google-button';
import { TextField } from './components/text-field';
import { postLoginTarget } from './post-login-target';
import { useFieldErrors } from './use-field-errors';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * `/signup` and `/register`. The page's language goes with the request, so the welcome mail
 * arrives in the language the person signed up in.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const { language, localize } = useLanguage();
  const { pages } = useMetadata();
  const finishSignIn = useFinishSignIn();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: signup,
    onSuccess: ({ token, user }) => finishSignIn(token, user),
  });
  const errors = useFieldErrors({
    schema: SignupRequestSchema,
    values: { name, email, password },
    ids: { name: 'signup-name', email: 'signup-email', password: 'signup-password' },
    serverError: mutation.error,
    fallback: t('signup.failed'),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.validate()) mutation.mutate({ name, email, password, language });
  };
  const googleRedirect =
    postLoginTarget(readStorage(STORAGE_KEYS.authRedirect), window.location.search) ??
    localize('/');

  return (
    <AuthCard testId="signup-page" title={pages.signup.heading} intro={t('signup.intro')}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField
          id="signup-name"
          label={t('fields.name')}
          autoComplete="name"
          required
          value={name}
          error={errors.fieldError('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          id="signup-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.fieldError('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id="signup-password"
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          value={password}
          error={errors.fieldError('password')}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormAlert message={errors.formError} />
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </form>
      <GoogleButton redirect={googleRedirect} />
      <p className="text-center text-sm text-slate-600">
        {t('signup.haveAccount')}{' '}
        <Link
          to={`${localize('/login')}${window.location.search}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('signup.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
