import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { renameMe } from '../api/profile-requests';

/** The account's e-mail (read-only) and name (editable). */
export function NameForm() {
  const { t } = useTranslation('auth');
  const { user, refresh } = useSession();
  const [name, setName] = useState(user?.name ?? '');
  const mutation = useMutation({
    mutationFn: renameMe,
    onSuccess: async () => {
      toast({ title: t('profile.nameSaved') });
      await refresh();
    },
    onError: () => toast({ title: t('generic'), variant: 'destructive' }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(name);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-800">{t('fields.email')}</span>
        <span data-testid="profile-email" className="h-11 content-center text-slate-700">
          {user?.email}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor="profile-name" className="text-sm font-medium text-slate-800">
          {t('fields.name')}
        </label>
        <input
          id="profile-name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="h-11 rounded-lg border border-slate-300 px-3 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
        />
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending || name.trim() === ''}>
        {t('profile.saveName')}
      </Button>
    </form>
  );
}
