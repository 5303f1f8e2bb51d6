import {
  AYANAMSA_IDS,
  type AyanamsaId,
  type KundliRequest,
  LatitudeSchema,
  LongitudeSchema,
} from '@jyotish/contract';
import { birthDatePartsOf, birthTimePartsOf } from '@/lib/birth-calendar';
import { coordinateFromQuery, placeOf } from '@/lib/birth-place';
import {
  type Birth,
  BirthFormSchema,
  type BirthFormValues,
  kundliRequestOf,
} from '@/lib/forms/birth-form';

/**
 * The kundli form's values from `/kundli?name&date&time&location&gender&latitude&longitude`
 * (SPEC §2); a malformed value counts as absent. A link with coordinates but no place name
 * names the place by its coordinates.
 */
export function birthFormValuesFromQuery(query: URLSearchParams): BirthFormValues {
  const latitude = coordinateFromQuery(query.get('latitude'), LatitudeSchema);
  const longitude = coordinateFromQuery(query.get('longitude'), LongitudeSchema);
  const location = query.get('location')?.trim() ?? '';
  const named =
    location === '' && latitude !== null && longitude !== null
      ? `${latitude}, ${longitude}`
      : location;
  return {
    name: query.get('name') ?? '',
    gender: query.get('gender') === 'female' ? 'female' : 'male',
    date: birthDatePartsOf(query.get('date') ?? ''),
    time: birthTimePartsOf(query.get('time') ?? ''),
    place: placeOf(named, latitude, longitude),
  };
}

/** The ayanamsa a link asks for; Lahiri when it names none the engine offers. */
export function ayanamsaFromQuery(query: URLSearchParams): AyanamsaId {
  return AYANAMSA_IDS.find((id) => id === query.get('ayanamsa')) ?? 'lahiri';
}

/**
 * The birth a query describes when the kundli form would accept it (the same schema checks
 * both), else null: the page then shows the form, with the query's values and its errors.
 */
export function birthFromQuery(query: URLSearchParams): Birth | null {
  const parsed = BirthFormSchema.safeParse(birthFormValuesFromQuery(query));
  return parsed.success ? parsed.data : null;
}

/** The `POST /api/kundli` request a query asks for, or null while its birth is incomplete. */
export function kundliRequestFromQuery(query: URLSearchParams): KundliRequest | null {
  const birth = birthFromQuery(query);
  if (!birth) return null;
  return { ...kundliRequestOf(birth, birth.gender), ayanamsa: ayanamsaFromQuery(query) };
}

/** The query of `/kundli` (SPEC §2 home navigation targets) that reproduces a birth. */
export function kundliSearchParams(birth: Birth): URLSearchParams {
  return new URLSearchParams({
    name: birth.name,
    date: birth.date,
    time: birth.time,
    location: birth.place.name,
    gender: birth.gender,
    latitude: String(birth.place.latitude),
    longitude: String(birth.place.longitude),
  });
}
