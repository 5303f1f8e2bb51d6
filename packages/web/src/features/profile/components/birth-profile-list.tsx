import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { birthProfilesQuery, profileKeys } from '@/lib/birth-profiles';
import { deleteBirthProfile } from '../api/profile-requests';

/** The saved birth profiles, each with its details and a delete button. */
export function BirthProfileList() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { data: profiles = [], isPending } = useQuery(birthProfilesQuery);
  const remove = useMutation({
    mutationFn: deleteBirthProfile,
    onSuccess: async () => {
      toast({ title: t('profile.deleted') });
      await queryClient.invalidateQueries({ queryKey: profileKeys.birthProfiles() });
    },
    onError: () => toast({ title: t('generic'), variant: 'destructive' }),
  });
  if (isPending) return null;
  if (profiles.length === 0) return <p className="text-slate-600">{t('profile.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="birth-profiles">
      {profiles.map((profile) => (
        <li
          key={profile.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
        >
          <div>
            <p className="font-semibold text-slate-900">
              {profile.name}{' '}
              <span className="text-sm font-normal text-slate-500">
                ({t(`profile.${profile.relation}`)}, {t(`profile.${profile.gender}`)})
              </span>
            </p>
            <p className="text-sm text-slate-600">
              {profile.birthDate} · {profile.birthTime} · {profile.birthPlace}
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => remove.mutate(profile.id)}
            disabled={remove.isPending}
          >
            {t('profile.delete')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
