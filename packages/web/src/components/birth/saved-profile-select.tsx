import type { BirthProfile } from '@jyotish/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass } from '@/components/ui/form-control';
import { birthProfilesQuery } from '@/lib/birth-profiles';
import { useSession } from '@/lib/session';

/**
 * Offers the signed-in user's saved birth profiles to a birth form; picking one hands it to
 * `onPick`, which fills the form. Renders nothing for visitors and for users with none saved.
 */
export function SavedProfileSelect({ onPick }: { onPick: (profile: BirthProfile) => void }) {
  const { t } = useTranslation('kundli');
  const id = useId();
  const { status } = useSession();
  const { data: profiles = [] } = useQuery({
    ...birthProfilesQuery,
    enabled: status === 'authenticated',
  });
  if (profiles.length === 0) return null;

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('form.savedProfile')}
      </label>
      <select
        id={id}
        defaultValue=""
        onChange={(event) => {
          const chosen = profiles.find((profile) => profile.id === event.target.value);
          if (chosen) onPick(chosen);
        }}
        className={controlClass(false)}
      >
        <option value="" disabled>
          {t('form.savedProfileChoose')}
        </option>
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {profile.name} · {profile.birthDate}
          </option>
        ))}
      </select>
    </div>
  );
}
