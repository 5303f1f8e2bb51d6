import {
  PASSWORD_RESET_TTL_MINUTES,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  resolvePage,
} from '@jyotish/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ScreenLinks } from '@/components/feedback/screen-links';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/language';
import { useMetadata } from '@/lib/page-metadata';
import { confirmPasswordReset, requestPasswordReset } from './api/auth-requests';
import { AuthCard } from './components/auth-card';
import { FormAlert } from './components/form-alert';
import { TextField } from './components/text-field';
import { useFieldErrors } from './use-field-errors';

/**
 * `/reset-password` and `/reset-pin`: without a token, asks for the e-mail to send a link to;
 * with the mailed `?token=`, sets the new password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ConfirmReset token={token} /> : <RequestReset />;
}

function RequestReset() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const { pages } = useMetadata();
  const { pathname } = useLocation();
  const heading =
    resolvePage(pathname).page?.key === 'resetPin'
      ? pages.resetPin.heading
      : pages.resetPassword.heading;
  const [email, setEmail] = useState('');
  const mutation = useMutation({ mutationFn: requestPasswordReset });
  const errors = useFieldErrors({
    schema: PasswordResetRequestSchema,
    values: { email },
    ids: { email: 'reset-email' },
    serverError: mutation.error,
    fallback: t('generic'),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.validate()) mutation.mutate({ email, language });
  };
  return (
    <AuthCard testId="reset-request" title={heading} intro={t('reset.requestIntro')}>
      {mutation.isSuccess ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
          {t('reset.sent', { count: PASSWORD_RESET_TTL_MINUTES })}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <TextField
            id="reset-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            error={errors.fieldError('email')}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormAlert message={errors.formError} />
          <Button type="submit" size="lg" disabled={mutation.isPending}>
            {t('reset.send')}
          </Button>
        </form>
      )}
      <ScreenLinks links={[{ to: '/login', label: t('reset.backToLogin') }]} />
    </AuthCard>
  );
}

function ConfirmReset({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const mutation = useMutation({ mutationFn: confirmPasswordReset });
  const errors = useFieldErrors({
    schema: PasswordResetConfirmSchema.pick({ password: true }),
    values: { password },
    ids: { password: 'reset-password' },
    serverError: mutation.error,
    fallback: t('generic'),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.validate()) mutation.mutate({ token, password });
  };
  return (
    <AuthCard testId="reset-confirm" title={t('reset.confirmTitle')}>
      {mutation.isSuccess ? (
        <>
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
            {t('reset.done')}
          </p>
          <ScreenLinks links={[{ to: '/login', label: t('reset.backToLogin') }]} />
        </>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <TextField
            id="reset-password"
            label={t('fields.newPassword')}
            hint={t('fields.passwordHint')}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.fieldError('password')}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormAlert message={errors.formError} />
          <Button type="submit" size="lg" disabled={mutation.isPending}>
            {t('reset.save')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
