import {
  BirthProfileInputSchema,
  GENDERS,
  type KundliRequest,
  KundliRequestSchema,
  z,
} from '@jyotish/contract';
import { isoDateOf, isoTimeOf } from '@/lib/birth-calendar';

/**
 * What can be wrong with a birth form's field (SPEC §5). Each is the key of a text: the
 * kundli texts' `form.errors.*`, the matching texts' `form.errors.<partner>.*`. A place typed
 * but never picked (no coordinates) is `placeNotPicked`; coordinates of 0 are the equator or
 * the prime meridian, real places.
 */
export type BirthFieldError =
  | 'name'
  | 'date'
  | 'dateNotInCalendar'
  | 'time'
  | 'place'
  | 'placeNotPicked';

/**
 * A text that must pass one of the contract's rules, failing with the form's own message:
 * the rule is the one the server applies, the message a key the page translates.
 */
function keyed<Rule extends z.ZodType<unknown, string>>(rule: Rule, key: BirthFieldError) {
  return z.string().transform((value, context): z.output<Rule> => {
    const result = rule.safeParse(value);
    if (result.success) return result.data;
    context.addIssue({ code: 'custom', message: key });
    return z.NEVER;
  });
}

const { birthDate, birthTime, latitude, longitude } = KundliRequestSchema.shape;

/** The day, month and year dropdowns → the request's `YYYY-MM-DD`, a day of the calendar. */
const BirthDateFieldSchema = z
  .object({ day: z.number().nullable(), month: z.number().nullable(), year: z.number().nullable() })
  .transform(isoDateOf)
  .pipe(z.string().min(1, { error: 'date' satisfies BirthFieldError }))
  .pipe(keyed(birthDate, 'dateNotInCalendar'));

/** The hour and minute dropdowns → the request's `HH:MM`. */
const BirthTimeFieldSchema = z
  .object({ hour: z.number().nullable(), minute: z.number().nullable() })
  .transform(isoTimeOf)
  .pipe(keyed(birthTime, 'time'));

/**
 * The birth-place field (`PlaceValue`) → the place's name and coordinates. An empty name is
 * `place`; a name without coordinates (typed, not picked) is `placeNotPicked`.
 */
export const BirthPlaceFieldSchema = z
  .object({
    text: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    timezone: z.string().nullable(),
    mode: z.enum(['search', 'coordinates']),
  })
  .transform((place, context) => {
    const name = place.text.trim();
    const north = latitude.safeParse(place.latitude);
    const east = longitude.safeParse(place.longitude);
    if (name !== '' && north.success && east.success) {
      return { name, latitude: north.data, longitude: east.data, timezone: place.timezone };
    }
    const error: BirthFieldError = name === '' ? 'place' : 'placeNotPicked';
    context.addIssue({ code: 'custom', message: error });
    return z.NEVER;
  });

/** One partner of the matching form: name, birth date, time and place. */
export const PartnerBirthFormSchema = z.object({
  name: keyed(BirthProfileInputSchema.shape.name, 'name'),
  date: BirthDateFieldSchema,
  time: BirthTimeFieldSchema,
  place: BirthPlaceFieldSchema,
});
export type PartnerBirthFormValues = z.input<typeof PartnerBirthFormSchema>;
export type PartnerBirth = z.output<typeof PartnerBirthFormSchema>;

/** The kundli form (SPEC §5): a partner's fields and the gender. */
export const BirthFormSchema = PartnerBirthFormSchema.extend({ gender: z.enum(GENDERS) });
export type BirthFormValues = z.input<typeof BirthFormSchema>;
export type Birth = z.output<typeof BirthFormSchema>;

/** The `POST /api/kundli` request of a valid birth; the server finds the zone from the coordinates. */
export function kundliRequestOf(birth: PartnerBirth, gender: Birth['gender']): KundliRequest {
  return {
    name: birth.name,
    gender,
    birthDate: birth.date,
    birthTime: birth.time,
    latitude: birth.place.latitude,
    longitude: birth.place.longitude,
  };
}
