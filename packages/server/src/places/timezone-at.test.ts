import { describe, expect, it } from 'vitest';
import { timezoneAt } from './timezone-at.js';

describe('timezoneAt', () => {
  it.each([
    ['Kolkata', 22.5726, 88.3639, 'Asia/Kolkata'],
    ['Kathmandu', 27.7172, 85.324, 'Asia/Kathmandu'],
    ['Chicago', 41.8781, -87.6298, 'America/Chicago'],
    ['Denver', 39.7392, -104.9903, 'America/Denver'],
    // Regression: Jalandhar was once given Afghanistan's offset.
    ['Jalandhar', 31.326, 75.5762, 'Asia/Kolkata'],
    // Attari, 3 km from the Pakistani border, and Lahore, 25 km beyond it.
    ['Attari', 31.6, 74.6, 'Asia/Kolkata'],
    ['Lahore', 31.5497, 74.3436, 'Asia/Karachi'],
    ['Colombo', 6.9271, 79.8612, 'Asia/Colombo'],
    ['Dhaka', 23.8103, 90.4125, 'Asia/Dhaka'],
    ['Port Blair', 11.6234, 92.7265, 'Asia/Kolkata'],
  ])('%s is in %s', (_name, latitude, longitude, zone) => {
    expect(timezoneAt(latitude, longitude)).toBe(zone);
  });

  it('answers the nautical zone at sea', () => {
    // The middle of the South Atlantic, 30°W: GMT-2, whose POSIX name is Etc/GMT+2.
    expect(timezoneAt(-30, -30)).toBe('Etc/GMT+2');
    // The Indian Ocean south of Sri Lanka, 80°E: GMT+5 (Etc/GMT-5).
    expect(timezoneAt(-10, 80)).toBe('Etc/GMT-5');
  });

  it('rejects coordinates off the globe', () => {
    expect(() => timezoneAt(91, 0)).toThrow('latitude must be between -90 and 90, got 91');
    expect(() => timezoneAt(0, Number.NaN)).toThrow('longitude');
  });
});
