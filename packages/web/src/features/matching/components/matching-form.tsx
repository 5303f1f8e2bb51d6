import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { dismissErrorToasts, toast } from '@/components/ui/toast';
import type { BirthFieldError } from '@/lib/forms/birth-form';
import {
  type MatchingBirths,
  MatchingFormSchema,
  type MatchingFormValues,
  matchingSearchParams,
  PARTNERS,
} from '../matching-query';
import { PartnerFields } from './partner-fields';

/**
 * The matching form (SPEC §5): each partner's name, birth date, time and place, checked with
 * `MatchingFormSchema`: every wrong field of both partners says so under it at once, the
 * first is focused, and a place typed but not picked also raises the 'Locations Required'
 * toast. A valid submit opens `action` (or this page) with both births in its query, which
 * computes the match.
 */
export function MatchingForm({
  initialValues,
  action,
}: {
  initialValues: MatchingFormValues;
  /** The page that opens with both births in its query (the home page's tab); this page when absent. */
  action?: string;
}) {
  const { t } = useTranslation('matching');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm<MatchingFormValues, unknown, MatchingBirths>({
    resolver: zodResolver(MatchingFormSchema),
    defaultValues: initialValues,
  });

  function onValid(births: MatchingBirths) {
    dismissErrorToasts();
    navigate(`${action ?? pathname}?${matchingSearchParams(births)}`);
  }

  function onInvalid(errors: FieldErrors<MatchingFormValues>) {
    const notPicked: BirthFieldError = 'placeNotPicked';
    if (!PARTNERS.some((partner) => errors[partner]?.place?.message === notPicked)) return;
    toast({
      title: t('form.locationsRequired.title'),
      description: t('form.locationsRequired.description'),
      variant: 'destructive',
    });
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('form.formLabel')}
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        className="space-y-6 print:hidden"
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {PARTNERS.map((partner) => (
            <PartnerFields key={partner} partner={partner} />
          ))}
        </div>
        <Button type="submit" size="lg" className="w-full">
          {t('form.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
