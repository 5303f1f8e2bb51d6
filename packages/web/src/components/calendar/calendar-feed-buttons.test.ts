import { describe, expect, it } from 'vitest';
import { feedUrls } from './calendar-feed-buttons';

describe('calendar feed links', () => {
  it('give the https address, its webcal twin and Google Calendar’s subscribe link', () => {
    const links = feedUrls(
      '/api/festivals.ics',
      { year: '2025', latitude: '28.6139', longitude: '77.209', lang: 'hi' },
      'https://jyotish.example',
    );
    expect(links.url).toBe(
      'https://jyotish.example/api/festivals.ics?year=2025&latitude=28.6139&longitude=77.209&lang=hi',
    );
    expect(links.webcal).toBe(
      'webcal://jyotish.example/api/festivals.ics?year=2025&latitude=28.6139&longitude=77.209&lang=hi',
    );
    expect(links.google).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fjyotish.example%2Fapi%2Ffestivals.ics%3Fyear%3D2025%26latitude%3D28.6139%26longitude%3D77.209%26lang%3Dhi',
    );
  });
});
