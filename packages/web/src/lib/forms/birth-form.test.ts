import { describe, expect, it } from 'vitest';
import { EMPTY_PLACE, type PlaceValue } from '@/lib/birth-place';
import { BirthFormSchema, type BirthFormValues } from './birth-form';

const quito: PlaceValue = {
  text: 'Quito, Pichincha, Ecuador',
  latitude: -0.22985,
  longitude: -78.52495,
  timezone: 'America/Guayaquil',
  mode: 'search',
};

const VALID: BirthFormValues = {
  name: ' Asha ',
  gender: 'female',
  date: { day: 15, month: 4, year: 1990 },
  time: { hour: 6, minute: 30 },
  place: quito,
};

/** Each failing field's message (a text key), as the form shows them: all at once. */
function errorsOf(values: BirthFormValues): Record<string, string> {
  const result = BirthFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the birth form schema', () => {
  it('turns the fields into the birth the request is made of', () => {
    expect(BirthFormSchema.parse(VALID)).toEqual({
      name: 'Asha',
      gender: 'female',
      date: '1990-04-15',
      time: '06:30',
      place: {
        name: 'Quito, Pichincha, Ecuador',
        latitude: -0.22985,
        longitude: -78.52495,
        timezone: 'America/Guayaquil',
      },
    });
  });

  it('names every missing or short field at once (SPEC §5)', () => {
    expect(
      errorsOf({
        name: ' A ',
        gender: 'male',
        date: { day: 1, month: null, year: 1990 },
        time: { hour: 10, minute: null },
        place: { ...EMPTY_PLACE, text: ' ' },
      }),
    ).toEqual({ name: 'name', date: 'date', time: 'time', place: 'place' });
  });

  // Regression: 30 February said 'Birth date is required'.
  it('says 30 February and 29 February 2023 are not calendar dates', () => {
    expect(errorsOf({ ...VALID, date: { day: 30, month: 2, year: 1990 } })).toEqual({
      date: 'dateNotInCalendar',
    });
    expect(errorsOf({ ...VALID, date: { day: 29, month: 2, year: 2023 } })).toEqual({
      date: 'dateNotInCalendar',
    });
    expect(errorsOf({ ...VALID, date: { day: 29, month: 2, year: 2024 } })).toEqual({});
  });

  it('asks for a place picked from the suggestions when one was only typed', () => {
    expect(errorsOf({ ...VALID, place: { ...EMPTY_PLACE, text: 'Somewhere' } })).toEqual({
      place: 'placeNotPicked',
    });
    expect(errorsOf({ ...VALID, place: { ...quito, longitude: null } })).toEqual({
      place: 'placeNotPicked',
    });
  });

  // Regression: SPEC §5's original counted a zero coordinate as none, refusing the equator
  // and the prime meridian; ours tells "not picked" (null) from 0.
  it('accepts births on the equator, on the prime meridian, and at 0° 0°', () => {
    const at = (latitude: number, longitude: number) =>
      BirthFormSchema.parse({
        ...VALID,
        place: { ...EMPTY_PLACE, text: 'Typed', latitude, longitude, mode: 'coordinates' },
      }).place;
    expect(at(0, 9.4536)).toMatchObject({ latitude: 0, longitude: 9.4536 });
    expect(at(51.4779, 0)).toMatchObject({ latitude: 51.4779, longitude: 0 });
    expect(at(0, 0)).toMatchObject({ latitude: 0, longitude: 0 });
  });

  it('refuses coordinates beyond the contract’s ranges', () => {
    expect(errorsOf({ ...VALID, place: { ...quito, latitude: 90.5 } })).toEqual({
      place: 'placeNotPicked',
    });
  });
});
