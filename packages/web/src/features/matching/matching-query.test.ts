import { describe, expect, it } from 'vitest';
import {
  MatchingFormSchema,
  matchingFormValuesFromQuery,
  matchingRequestFromQuery,
  matchingSearchParams,
} from './matching-query';

const HOME_LINK =
  'boyName=Ravi+Kumar&boyBirthDate=1988-03-14&boyBirthTime=06%3A45&boyBirthPlace=Chennai&' +
  'girlName=Priya+Nair&girlBirthDate=1991-11-02&girlBirthTime=21%3A10&girlBirthPlace=Kochi&' +
  'boyLatitude=13.0827&boyLongitude=80.2707&girlLatitude=9.9312&girlLongitude=76.2673';

describe('the matching query', () => {
  it('reads the home page link into both partners and their request', () => {
    const query = new URLSearchParams(HOME_LINK);
    expect(matchingFormValuesFromQuery(query).girl).toEqual({
      name: 'Priya Nair',
      date: { day: 2, month: 11, year: 1991 },
      time: { hour: 21, minute: 10 },
      place: {
        text: 'Kochi',
        latitude: 9.9312,
        longitude: 76.2673,
        timezone: null,
        mode: 'search',
      },
    });
    expect(matchingRequestFromQuery(query)).toEqual({
      boy: {
        name: 'Ravi Kumar',
        gender: 'male',
        birthDate: '1988-03-14',
        birthTime: '06:45',
        latitude: 13.0827,
        longitude: 80.2707,
      },
      girl: {
        name: 'Priya Nair',
        gender: 'female',
        birthDate: '1991-11-02',
        birthTime: '21:10',
        latitude: 9.9312,
        longitude: 76.2673,
      },
    });
  });

  const without = (key: string, value?: string) => {
    const query = new URLSearchParams(HOME_LINK);
    if (value === undefined) query.delete(key);
    else query.set(key, value);
    return matchingRequestFromQuery(query);
  };

  it('asks for nothing while a partner lacks a valid field or a coordinate', () => {
    expect(without('girlName', 'P')).toBeNull();
    expect(without('boyBirthDate', '14/03/1988')).toBeNull();
    expect(without('boyBirthDate', '1988-02-30')).toBeNull();
    expect(without('girlBirthTime', '25:00')).toBeNull();
    expect(without('girlLongitude')).toBeNull();
    expect(without('boyBirthPlace')).toBeNull();
    expect(
      matchingFormValuesFromQuery(new URLSearchParams('boyLatitude=95')).boy.place.latitude,
    ).toBeNull();
  });

  it('matches a partner born on the equator or the prime meridian', () => {
    expect(without('boyLatitude', '0')?.boy.latitude).toBe(0);
    expect(without('girlLongitude', '0')?.girl.longitude).toBe(0);
  });

  it('writes a query that reads back to the same match', () => {
    const births = MatchingFormSchema.parse(
      matchingFormValuesFromQuery(new URLSearchParams(HOME_LINK)),
    );
    expect(matchingSearchParams(births).toString()).toBe(HOME_LINK);
  });
});
