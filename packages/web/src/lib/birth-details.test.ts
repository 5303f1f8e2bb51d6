import { describe, expect, it } from 'vitest';
import { birthDetailsErrors, hasPickedCoordinates, kundliSearchParams } from './birth-details';

const varanasi = {
  text: 'Varanasi, Uttar Pradesh, India',
  latitude: 25.31668,
  longitude: 83.01041,
  timezone: 'Asia/Kolkata',
  mode: 'search' as const,
};

describe('birthDetailsErrors', () => {
  it('names every missing or short field (SPEC §5)', () => {
    expect(birthDetailsErrors({ name: ' A ', date: '', time: '', place: ' ' })).toEqual({
      name: 'name',
      date: 'date',
      time: 'time',
      place: 'place',
    });
    expect(
      birthDetailsErrors({ name: 'Asha', date: '1990-04-15', time: '06:30', place: 'Varanasi' }),
    ).toEqual({});
  });
});

describe('birthDetailsErrors of a date no calendar has', () => {
  // Regression: 30 February said 'Birth date is required'.
  it('says 30 February and 29 February 2023 are not calendar dates', () => {
    const details = { name: 'Asha', time: '06:30', place: 'Varanasi' };
    expect(birthDetailsErrors({ ...details, date: '1990-02-30' })).toEqual({
      date: 'dateNotInCalendar',
    });
    expect(birthDetailsErrors({ ...details, date: '2023-02-29' })).toEqual({
      date: 'dateNotInCalendar',
    });
    expect(birthDetailsErrors({ ...details, date: '2024-02-29' })).toEqual({});
  });
});

describe('hasPickedCoordinates', () => {
  it('needs both coordinates, neither zero', () => {
    expect(hasPickedCoordinates(varanasi)).toBe(true);
    expect(hasPickedCoordinates({ ...varanasi, latitude: null, longitude: null })).toBe(false);
    expect(hasPickedCoordinates({ ...varanasi, latitude: 0 })).toBe(false);
    expect(hasPickedCoordinates({ ...varanasi, longitude: null })).toBe(false);
  });
});

describe('kundliSearchParams', () => {
  it('carries the SPEC §2 query of /kundli', () => {
    const query = kundliSearchParams({
      name: ' Asha ',
      date: '1990-04-15',
      time: '06:30',
      gender: 'female',
      place: varanasi,
    });
    expect(query.toString()).toBe(
      'name=Asha&date=1990-04-15&time=06%3A30&location=Varanasi%2C+Uttar+Pradesh%2C+India&gender=female&latitude=25.31668&longitude=83.01041',
    );
  });
});
