import { describe, expect, it } from 'vitest';
import {
  matchingPrefillFromQuery,
  matchingRequestFromQuery,
  matchingSearchParams,
} from './matching-query';

const HOME_LINK =
  'boyName=Ravi+Kumar&boyBirthDate=1988-03-14&boyBirthTime=06%3A45&boyBirthPlace=Chennai&' +
  'girlName=Priya+Nair&girlBirthDate=1991-11-02&girlBirthTime=21%3A10&girlBirthPlace=Kochi&' +
  'boyLatitude=13.0827&boyLongitude=80.2707&girlLatitude=9.9312&girlLongitude=76.2673';

const place = (text: string, latitude: number, longitude: number) => ({
  text,
  latitude,
  longitude,
  timezone: null,
  mode: 'search' as const,
});

describe('the matching query', () => {
  it('reads the home page link into both partners and their request', () => {
    const query = new URLSearchParams(HOME_LINK);
    expect(matchingPrefillFromQuery(query).girl).toEqual({
      name: 'Priya Nair',
      date: '1991-11-02',
      time: '21:10',
      place: 'Kochi',
      latitude: 9.9312,
      longitude: 76.2673,
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

  it('asks for nothing while a partner lacks a valid field or has a zero coordinate', () => {
    const without = (key: string, value?: string) => {
      const query = new URLSearchParams(HOME_LINK);
      if (value === undefined) query.delete(key);
      else query.set(key, value);
      return matchingRequestFromQuery(query);
    };
    expect(without('girlName', 'P')).toBeNull();
    expect(without('boyBirthDate', '14/03/1988')).toBeNull();
    expect(without('girlBirthTime', '25:00')).toBeNull();
    expect(without('boyLatitude', '0')).toBeNull();
    expect(without('girlLongitude')).toBeNull();
    expect(matchingPrefillFromQuery(new URLSearchParams('boyLatitude=95')).boy.latitude).toBeNull();
  });

  it('writes a query that reads back to the same match', () => {
    const query = matchingSearchParams({
      boy: {
        name: ' Ravi Kumar ',
        date: '1988-03-14',
        time: '06:45',
        place: place('Chennai', 13.0827, 80.2707),
      },
      girl: {
        name: 'Priya Nair',
        date: '1991-11-02',
        time: '21:10',
        place: place('Kochi', 9.9312, 76.2673),
      },
    });
    expect(query.toString()).toBe(HOME_LINK);
  });
});
