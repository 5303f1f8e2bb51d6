import { describe, expect, it } from 'vitest';
import type { Birth } from '@/lib/forms/birth-form';
import {
  partnerFromQuery,
  reportLanguageOf,
  reportOrderFromQuery,
  withBirth,
  withPartner,
  withReportLanguage,
} from './report-order-query';

const asha: Birth = {
  name: 'Asha',
  gender: 'female',
  date: '1990-01-15',
  time: '10:30',
  place: { name: 'Mumbai', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' },
};
const ravi: Birth = {
  name: 'Ravi',
  gender: 'male',
  date: '1988-07-02',
  time: '06:05',
  place: { name: 'Chennai', latitude: 13.0827, longitude: 80.2707, timezone: null },
};

describe('an order page query', () => {
  it('describes no order until the birth is complete', () => {
    expect(reportOrderFromQuery('life', new URLSearchParams('name=Asha'), 'en')).toBeNull();
  });

  it('orders the report for the birth, in the page language unless it names another', () => {
    const query = withBirth(new URLSearchParams(), asha);
    expect(reportOrderFromQuery('life', query, 'ta')).toEqual({
      type: 'life',
      lang: 'ta',
      place: 'Mumbai',
      birth: {
        name: 'Asha',
        gender: 'female',
        birthDate: '1990-01-15',
        birthTime: '10:30',
        latitude: 19.076,
        longitude: 72.8777,
        ayanamsa: 'lahiri',
      },
    });
    expect(reportOrderFromQuery('life', withReportLanguage(query, 'hi'), 'ta')?.lang).toBe('hi');
    expect(reportLanguageOf(new URLSearchParams('lang=fr'), 'te')).toBe('te');
  });

  it('keeps the language and the partner when the birth changes, and the birth when the partner does', () => {
    let query = withReportLanguage(withBirth(new URLSearchParams(), asha), 'hi');
    query = withPartner(query, ravi);
    query = withBirth(query, { ...asha, name: 'Asha Rao' });
    expect(query.get('name')).toBe('Asha Rao');
    expect(query.get('lang')).toBe('hi');
    expect(query.get('partnerName')).toBe('Ravi');
    expect(query.get('partnerLocation')).toBe('Chennai');
    expect(partnerFromQuery(query)).toMatchObject({
      name: 'Ravi',
      gender: 'male',
      birthDate: '1988-07-02',
      birthTime: '06:05',
      latitude: 13.0827,
      longitude: 80.2707,
    });
    const alone = withPartner(query, null);
    expect([...alone.keys()].filter((key) => key.startsWith('partner'))).toEqual([]);
    expect(alone.get('name')).toBe('Asha Rao');
  });

  it('sends the partner with the marriage report only', () => {
    const query = withPartner(withBirth(new URLSearchParams(), asha), ravi);
    expect(reportOrderFromQuery('marriage', query, 'en')?.partner?.name).toBe('Ravi');
    expect(reportOrderFromQuery('career', query, 'en')).not.toHaveProperty('partner');
  });
});
