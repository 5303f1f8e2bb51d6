import type { PlaceValue } from '@/components/ui/place-field';

export interface BirthDetailsInput {
  readonly name: string;
  /** `YYYY-MM-DD`, empty when not chosen. */
  readonly date: string;
  /** `HH:MM`, empty when not chosen. */
  readonly time: string;
  readonly place: string;
}

/** Which fields fail SPEC §5's kundli form rules; each value is the error's text key. */
export function birthDetailsErrors(
  input: BirthDetailsInput,
): Partial<Record<keyof BirthDetailsInput, keyof BirthDetailsInput>> {
  const errors: Partial<Record<keyof BirthDetailsInput, keyof BirthDetailsInput>> = {};
  if (input.name.trim().length < 2) errors.name = 'name';
  if (input.date === '') errors.date = 'date';
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
