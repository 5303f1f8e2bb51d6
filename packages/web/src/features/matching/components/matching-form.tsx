import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EMPTY_PLACE } from '@/components/ui/place-field';
import { dismissErrorToasts, toast } from '@/components/ui/toast';
import { birthMomentOf, isoDateOf, isoTimeOf } from '@/lib/birth-calendar';
import { birthDetailsErrors, hasPickedCoordinates } from '@/lib/birth-details';
import {
  type MatchingPrefill,
  matchingSearchParams,
  PARTNERS,
  type Partner,
  type PartnerPrefill,
} from '../matching-query';
import { PartnerFields, type PartnerState } from './partner-fields';

function initialState(prefill: PartnerPrefill): PartnerState {
  return {
    name: prefill.name,
    moment: birthMomentOf(prefill.date, prefill.time),
    place:
      prefill.latitude !== null && prefill.longitude !== null
        ? {
            ...EMPTY_PLACE,
            text: prefill.place,
            latitude: prefill.latitude,
            longitude: prefill.longitude,
          }
        : { ...EMPTY_PLACE, text: prefill.place },
  };
}

const detailsOf = (state: PartnerState) => ({
  name: state.name,
  date: isoDateOf(state.moment),
  time: isoTimeOf(state.moment),
  place: state.place,
});

/**
 * The matching form (SPEC §5): each partner's name, birth date, time and place. A valid submit
 * opens the same page with both births in its query, which computes the match.
 */
export function MatchingForm({ prefill }: { prefill: MatchingPrefill }) {
  const { t } = useTranslation('matching');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [partners, setPartners] = useState<Record<Partner, PartnerState>>(() => ({
    boy: initialState(prefill.boy),
    girl: initialState(prefill.girl),
  }));
  const [submitted, setSubmitted] = useState(false);

  const details = { boy: detailsOf(partners.boy), girl: detailsOf(partners.girl) };
  const errorsOf = (partner: Partner) =>
    birthDetailsErrors({ ...details[partner], place: details[partner].place.text });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (PARTNERS.some((partner) => Object.keys(errorsOf(partner)).length > 0)) return;
    if (!PARTNERS.every((partner) => hasPickedCoordinates(partners[partner].place))) {
      toast({
        title: t('form.locationsRequired.title'),
        description: t('form.locationsRequired.description'),
        variant: 'destructive',
      });
      return;
    }
    dismissErrorToasts();
    navigate(`${pathname}?${matchingSearchParams(details)}`);
  }

  return (
    <form
      noValidate
      aria-label={t('form.formLabel')}
      onSubmit={onSubmit}
      className="space-y-6 print:hidden"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {PARTNERS.map((partner) => (
          <PartnerFields
            key={partner}
            partner={partner}
            value={partners[partner]}
            onChange={(next) => setPartners((current) => ({ ...current, [partner]: next }))}
            errors={submitted ? errorsOf(partner) : {}}
          />
        ))}
      </div>
      <Button type="submit" size="lg" className="w-full">
        {t('form.submit')}
      </Button>
    </form>
  );
}
