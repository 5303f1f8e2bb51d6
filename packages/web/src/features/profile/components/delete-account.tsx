import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoText } from '@/components/content/info-text';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { useServerMessage } from '@/lib/use-server-message';
import { deleteMe } from '../api/profile-requests';

/**
 * Deleting one's own account (`DELETE /api/auth/me`): what goes and what stays, the password
 * (not asked of a Google-only account) and an explicit "cannot be undone" check.
 */
export function DeleteAccount() {
  const { t } = useTranslation('info');
  const { user, logout } = useSession();
  const message = useServerMessage();
  const ids = { password: useId(), confirm: useId() };
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const removal = useMutation({
    mutationFn: () => deleteMe(user?.hasPassword ? password : undefined),
    onSuccess: () => {
      toast({ title: t('deleteAccount.done') });
      // The session is gone on the server; the browser forgets it, and the visitor lands home.
      logout({ sessionEnded: true, goTo: '/' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) removal.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-red-200 bg-white p-6 shadow-sm"
      data-testid="delete-account"
    >
      <h2 className="text-lg font-semibold text-red-800">{t('deleteAccount.title')}</h2>
      <InfoText text={t('deleteAccount.lead')} />
      {user?.hasPassword ? (
        <div className="flex max-w-sm flex-col gap-1">
          <label htmlFor={ids.password} className="text-sm font-medium text-slate-800">
            {t('deleteAccount.password')}
          </label>
          <input
            id={ids.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={controlClass(false)}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('deleteAccount.googleNote')}</p>
      )}
      <label htmlFor={ids.confirm} className="flex items-center gap-2 text-slate-800">
        <input
          id={ids.confirm}
          type="checkbox"
          checked={confirmed}
          onChange={(e) => setConfirmed(e.target.checked)}
          className="size-4 accent-red-600"
        />
        {t('deleteAccount.confirm')}
      </label>
      {removal.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {message(removal.error, t('contact.form.error'))}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="destructive"
        className="self-start"
        disabled={!confirmed || removal.isPending || (user?.hasPassword && password === '')}
        data-testid="delete-account-submit"
      >
        {removal.isPending ? t('deleteAccount.working') : t('deleteAccount.submit')}
      </Button>
    </form>
  );
}
