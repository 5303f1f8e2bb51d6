import { describe, expect, it } from 'vitest';
import {
  kundliRequestFromQuery,
  prefillFromQuery,
  viewOptionsFromQuery,
  withViewOption,
} from './kundli-query';

const HOME_QUERY =
  'name=Asha+Verma&date=1990-04-15&time=06%3A30&location=Varanasi%2C+Uttar+Pradesh%2C+India&gender=female&latitude=25.31668&longitude=83.01041';

describe('prefillFromQuery', () => {
  it('reads the home page query of /kundli', () => {
    expect(prefillFromQuery(new URLSearchParams(HOME_QUERY))).toEqual({
      name: 'Asha Verma',
      gender: 'female',
      date: '1990-04-15',
      time: '06:30',
      location: 'Varanasi, Uttar Pradesh, India',
      latitude: 25.31668,
      longitude: 83.01041,
    });
  });

  it('drops malformed values and defaults the gender to male', () => {
    expect(
      prefillFromQuery(new URLSearchParams('date=15/04/1990&time=25:00&latitude=91&longitude=x')),
    ).toEqual({
      name: '',
      gender: 'male',
      date: '',
      time: '',
      location: '',
      latitude: null,
      longitude: null,
    });
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

  it('asks for the form while coordinates are missing or zero, or the name is short', () => {
    const query = new URLSearchParams(HOME_QUERY);
    query.set('latitude', '0');
    expect(kundliRequestFromQuery(query)).toBeNull();
    query.delete('latitude');
    expect(kundliRequestFromQuery(query)).toBeNull();
    const short = new URLSearchParams(HOME_QUERY);
    short.set('name', 'A');
    expect(kundliRequestFromQuery(short)).toBeNull();
  });
});

describe('view options', () => {
  it('falls back to Lahiri, D1 and the North Indian chart for unknown values', () => {
    expect(viewOptionsFromQuery(new URLSearchParams('ayanamsa=x&varga=D5&chart=west'))).toEqual({
      ayanamsa: 'lahiri',
      varga: 'D1',
      style: 'north',
    });
    expect(
      viewOptionsFromQuery(new URLSearchParams('ayanamsa=tropical&varga=D60&chart=east')),
    ).toEqual({
      ayanamsa: 'tropical',
      varga: 'D60',
      style: 'east',
    });
  });

  it('keeps the birth in the query and leaves defaults out of it', () => {
    const query = new URLSearchParams(HOME_QUERY);
    const navamsa = withViewOption(query, 'varga', 'D9', 'D1');
    expect(navamsa.get('varga')).toBe('D9');
    expect(navamsa.get('name')).toBe('Asha Verma');
    expect(withViewOption(navamsa, 'varga', 'D1', 'D1').has('varga')).toBe(false);
  });
});
