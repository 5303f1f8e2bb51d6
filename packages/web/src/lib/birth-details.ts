import { isCalendarDate } from '@jyotish/contract';
import type { PlaceValue } from '@/components/ui/place-field';

export interface BirthDetailsInput {
  readonly name: string;
  /** `YYYY-MM-DD`, empty when not chosen; may name a day the month lacks. */
  readonly date: string;
  /** `HH:MM`, empty when not chosen. */
  readonly time: string;
  readonly place: string;
}

/** The text key of a birth-details error: a SPEC §5 rule, or a date no calendar has. */
export type BirthDetailsError = keyof BirthDetailsInput | 'dateNotInCalendar';

/**
 * Which fields fail SPEC §5's kundli form rules; each value is the error's text key. A date
 * chosen in full that does not exist (30 February, 29 February 2023) is `dateNotInCalendar`.
 */
export function birthDetailsErrors(
  input: BirthDetailsInput,
): Partial<Record<keyof BirthDetailsInput, BirthDetailsError>> {
  const errors: Partial<Record<keyof BirthDetailsInput, BirthDetailsError>> = {};
  if (input.name.trim().length < 2) errors.name = 'name';
  if (input.date === '') errors.date = 'date';
  else if (!isCalendarDate(input.date)) errors.date = 'dateNotInCalendar';
  if (input.time === '') errors.time = 'time';
  if (input.place.trim() === '') errors.place = 'place';
  return errors;
}

/**
 * SPEC §5: coordinates must have been picked (or typed), and a zero latitude or longitude
 * counts as none, as on the original form.
 */
export function hasPickedCoordinates(place: PlaceValue): boolean {
  return (
    place.latitude !== null &&
    place.longitude !== null &&
    place.latitude !== 0 &&
    place.longitude !== 0
  );
}

/** The query of `/kundli` (SPEC §2 home navigation targets). */
export function kundliSearchParams(details: {
  name: string;
  date: string;
  time: string;
  gender: 'male' | 'female';
  place: PlaceValue;
}): URLSearchParams {
  return new URLSearchParams({
    name: details.name.trim(),
    date: details.date,
    time: details.time,
    location: details.place.text.trim(),
    gender: details.gender,
    latitude: String(details.place.latitude ?? ''),
    longitude: String(details.place.longitude ?? ''),
  });
}
