import { LatitudeSchema, LongitudeSchema, type MatchingRequest, z } from '@jyotish/contract';
import { birthDatePartsOf, birthTimePartsOf } from '@/lib/birth-calendar';
import { coordinateFromQuery, placeOf } from '@/lib/birth-place';
import {
  kundliRequestOf,
  type PartnerBirth,
  PartnerBirthFormSchema,
  type PartnerBirthFormValues,
} from '@/lib/forms/birth-form';

export const PARTNERS = ['boy', 'girl'] as const;
export type Partner = (typeof PARTNERS)[number];

/** The matching form (SPEC §5): both partners' births, each checked like the kundli form's. */
export const MatchingFormSchema = z.object({
  boy: PartnerBirthFormSchema,
  girl: PartnerBirthFormSchema,
});
export type MatchingFormValues = z.input<typeof MatchingFormSchema>;
export type MatchingBirths = z.output<typeof MatchingFormSchema>;

function partnerFromQuery(query: URLSearchParams, partner: Partner): PartnerBirthFormValues {
  return {
    name: query.get(`${partner}Name`) ?? '',
    date: birthDatePartsOf(query.get(`${partner}BirthDate`) ?? ''),
    time: birthTimePartsOf(query.get(`${partner}BirthTime`) ?? ''),
    place: placeOf(
      query.get(`${partner}BirthPlace`) ?? '',
      coordinateFromQuery(query.get(`${partner}Latitude`), LatitudeSchema),
      coordinateFromQuery(query.get(`${partner}Longitude`), LongitudeSchema),
    ),
  };
}

/**
 * Both partners' form values from `/kundli-matching?boyName&boyBirthDate&boyBirthTime&
 * boyBirthPlace&boyLatitude&boyLongitude&girlName…` (the home page's link); a malformed
 * value counts as absent.
 */
export function matchingFormValuesFromQuery(query: URLSearchParams): MatchingFormValues {
  return { boy: partnerFromQuery(query, 'boy'), girl: partnerFromQuery(query, 'girl') };
}

/**
 * The `POST /api/matching` request a query asks for when the matching form would accept it
 * (the same schema checks both), else null.
 */
export function matchingRequestFromQuery(query: URLSearchParams): MatchingRequest | null {
  const parsed = MatchingFormSchema.safeParse(matchingFormValuesFromQuery(query));
  if (!parsed.success) return null;
  return {
    boy: kundliRequestOf(parsed.data.boy, 'male'),
    girl: kundliRequestOf(parsed.data.girl, 'female'),
  };
}

/** The query that reproduces a match: the home page's keys, so either link opens the same report. */
export function matchingSearchParams(births: Readonly<Record<Partner, PartnerBirth>>) {
  const query = new URLSearchParams();
  for (const partner of PARTNERS) {
    const birth = births[partner];
    query.set(`${partner}Name`, birth.name);
    query.set(`${partner}BirthDate`, birth.date);
    query.set(`${partner}BirthTime`, birth.time);
    query.set(`${partner}BirthPlace`, birth.place.name);
  }
  for (const partner of PARTNERS) {
    query.set(`${partner}Latitude`, String(births[partner].place.latitude));
    query.set(`${partner}Longitude`, String(births[partner].place.longitude));
  }
  return query;
}
