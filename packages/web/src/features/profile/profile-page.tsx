import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMetadata } from '@/lib/page-metadata';
import { useSession } from '@/lib/session';
import { logoutEverywhere } from './api/profile-requests';
import { BirthProfileForm } from './components/birth-profile-form';
import { BirthProfileList } from './components/birth-profile-list';
import { DeleteAccount } from './components/delete-account';
import { NameForm } from './components/name-form';

/** `/profile`: the account (name, sign out everywhere), the saved birth profiles, deletion. */
export function ProfilePage() {
  const { t } = useTranslation('auth');
  const { logout } = useSession();
  const { pages } = useMetadata();
  const everywhere = useMutation({ mutationFn: logoutEverywhere, onSettled: () => logout() });
  return (
    <section
      data-testid="profile-page"
      aria-labelledby="profile-heading"
      className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10"
    >
      <h1 id="profile-heading" className="font-display text-3xl font-bold text-slate-900">
        {pages.profile.heading}
      </h1>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{t('profile.account')}</h2>
        <NameForm />
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => everywhere.mutate()}
          disabled={everywhere.isPending}
        >
          {t('profile.logoutAll')}
        </Button>
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{t('profile.profilesTitle')}</h2>
        <p className="text-slate-600">{t('profile.profilesIntro')}</p>
        <BirthProfileList />
        <BirthProfileForm />
      </div>
      <DeleteAccount />
    </section>
  );
}
