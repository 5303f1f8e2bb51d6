import {
  ASTROLOGER_SPECIALTIES,
  type AstrologerSelf,
  CHAT_LANGUAGES,
  formatPrice,
} from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/feedback/query-state';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-control';
import { ApiError } from '@/lib/api-client';
import { useMetadata } from '@/lib/page-metadata';
import { useServerMessage } from '@/lib/use-server-message';
import { consultationKeys, deskQuery, updateOwnProfile } from './api/consultation-requests';
import { AstrologerPortrait } from './components/astrologer-badges';

/** `/astrologer-profile` (role astrologer): the bio, specialties and languages users see. */
export function AstrologerProfilePage() {
  const { t } = useTranslation('consultations');
  const { pages } = useMetadata();
  const desk = useQuery(deskQuery());
  return (
    <section
      aria-labelledby="profile-heading"
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10"
    >
      <div className="flex flex-col gap-1">
        <h1 id="profile-heading" className="font-display text-3xl font-bold text-slate-900">
          {pages.astrologerProfile.heading}
        </h1>
        <p className="text-slate-600">{t('profile.intro')}</p>
      </div>
      {desk.error instanceof ApiError && desk.error.status === 404 ? (
        <p className="text-slate-700">{t('dashboard.noProfile')}</p>
      ) : desk.data ? (
        <ProfileForm self={desk.data} />
      ) : (
        <QueryState isError={desk.isError} onRetry={() => void desk.refetch()} />
      )}
    </section>
  );
}

function ProfileForm({ self }: { self: AstrologerSelf }) {
  const { t } = useTranslation('consultations');
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const [bio, setBio] = useState(self.astrologer.bio);
  const [specialties, setSpecialties] = useState<string[]>(self.astrologer.specialties);
  const [languages, setLanguages] = useState<string[]>(self.astrologer.languages);
  const bioId = useId();
  const save = useMutation({
    mutationFn: () => updateOwnProfile({ bio, specialties, languages }),
    onSuccess: (updated) => queryClient.setQueryData(consultationKeys.desk(), updated),
  });
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <AstrologerPortrait image={self.astrologer.image} name={self.astrologer.name} />
        <div>
          <p className="font-display text-lg font-semibold text-slate-900">
            {self.astrologer.name}
          </p>
          <p className="text-sm text-slate-600">
            {t('profile.rate', { rate: formatPrice(self.astrologer.ratePerMinutePaise) })}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={bioId} className="font-medium text-slate-800">
          {t('profile.bio')}
        </label>
        <textarea
          id={bioId}
          value={bio}
          rows={5}
          maxLength={2000}
          onChange={(e) => setBio(e.target.value)}
          className={controlClass(false)}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-slate-800">{t('profile.specialties')}</legend>
        <div className="flex flex-wrap gap-2">
          {ASTROLOGER_SPECIALTIES.map((specialty) => (
            <label
              key={specialty}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-3 py-1 text-sm"
            >
              <input
                type="checkbox"
                className="accent-brand-600"
                checked={specialties.includes(specialty)}
                onChange={() => setSpecialties(toggle(specialties, specialty))}
              />
              {t(`specialty.${specialty}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-slate-800">{t('profile.languages')}</legend>
        <div className="flex flex-wrap gap-2">
          {CHAT_LANGUAGES.map((language) => (
            <label
              key={language}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-3 py-1 text-sm"
            >
              <input
                type="checkbox"
                className="accent-brand-600"
                checked={languages.includes(language)}
                onChange={() => setLanguages(toggle(languages, language))}
              />
              {t(`language.${language}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {save.error ? (
        <p role="alert" className="text-red-700">
          {messageOf(save.error, t('chat.notFound'))}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="text-emerald-700">
          {t('profile.saved')}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {t('profile.save')}
      </Button>
    </form>
  );
}
