import { describe, expect, it } from 'vitest';
import {
  birthFormValuesFromQuery,
  birthFromQuery,
  kundliRequestFromQuery,
  kundliSearchParams,
} from './kundli-query';

const HOME_QUERY =
  'name=Asha+Verma&date=1990-04-15&time=06%3A30&location=Varanasi%2C+Uttar+Pradesh%2C+India&gender=female&latitude=25.31668&longitude=83.01041';

describe('birthFormValuesFromQuery', () => {
  it('reads the home page query of /kundli', () => {
    expect(birthFormValuesFromQuery(new URLSearchParams(HOME_QUERY))).toEqual({
      name: 'Asha Verma',
      gender: 'female',
      date: { day: 15, month: 4, year: 1990 },
      time: { hour: 6, minute: 30 },
      place: {
        text: 'Varanasi, Uttar Pradesh, India',
        latitude: 25.31668,
        longitude: 83.01041,
        timezone: null,
        mode: 'search',
      },
    });
  });

  it('drops malformed values and defaults the gender to male', () => {
    expect(
      birthFormValuesFromQuery(
        new URLSearchParams('date=15/04/1990&time=25:00&latitude=91&longitude=x'),
      ),
    ).toEqual({
      name: '',
      gender: 'male',
      date: { day: null, month: null, year: null },
      time: { hour: null, minute: null },
      place: { text: '', latitude: null, longitude: null, timezone: null, mode: 'search' },
    });
  });

  it('names a place by its coordinates when the link gives no name', () => {
    const query = new URLSearchParams(HOME_QUERY);
    query.delete('location');
    expect(birthFormValuesFromQuery(query).place.text).toBe('25.31668, 83.01041');
  });
});

describe('kundliRequestFromQuery', () => {
  it('turns a complete query into the API request, with the ayanamsa of the link', () => {
    expect(kundliRequestFromQuery(new URLSearchParams(`${HOME_QUERY}&ayanamsa=raman`))).toEqual({
      name: 'Asha Verma',
      gender: 'female',
      birthDate: '1990-04-15',
      birthTime: '06:30',
      latitude: 25.31668,
      longitude: 83.01041,
      ayanamsa: 'raman',
    });
  });

  it('accepts a birth on the equator and the prime meridian: 0 is a place, not a missing one', () => {
    const query = new URLSearchParams(HOME_QUERY);
    query.set('latitude', '0');
    query.set('longitude', '0');
    expect(kundliRequestFromQuery(query)).toMatchObject({ latitude: 0, longitude: 0 });
  });

  it('asks for the form while a coordinate is missing, the name is short or the date no date', () => {
    const without = (key: string, value?: string) => {
      const query = new URLSearchParams(HOME_QUERY);
      if (value === undefined) query.delete(key);
      else query.set(key, value);
      return kundliRequestFromQuery(query);
    };
    expect(without('latitude')).toBeNull();
    expect(without('longitude', '')).toBeNull();
    expect(without('name', 'A')).toBeNull();
    expect(without('date', '2023-02-29')).toBeNull();
    expect(without('time')).toBeNull();
  });
});

describe('kundliSearchParams', () => {
  it('writes the SPEC §2 query of /kundli, which reads back to the same birth', () => {
    const birth = birthFromQuery(new URLSearchParams(HOME_QUERY));
    expect(birth).not.toBeNull();
    if (!birth) return;
    const query = kundliSearchParams({ ...birth, name: 'Asha Verma' });
    expect(query.toString()).toBe(HOME_QUERY);
    expect(birthFromQuery(query)).toEqual(birth);
  });
});
