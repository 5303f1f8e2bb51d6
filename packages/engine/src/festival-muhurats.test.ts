import { describe, expect, it } from 'vitest';
import type { Period } from './daily-timings.js';
import { type FestivalMuhurats, festivalMuhuratsOfYear } from './festival-muhurats.js';

const delhi = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
const mumbai = { latitude: 19.076, longitude: 72.8777, timeZone: 'Asia/Kolkata' };
const TOLERANCE_MINUTES = 3;

const years = new Map<string, FestivalMuhurats>();
function muhuratsOf(
  year: number,
  place: typeof delhi,
  ephemeris: 'swiss' | 'moshier' = 'swiss',
): FestivalMuhurats {
  const key = `${year} ${place.latitude} ${ephemeris}`;
  let found = years.get(key);
  if (!found) {
    found = festivalMuhuratsOfYear(year, place, { ephemeris });
    years.set(key, found);
  }
  return found;
}

/** A published instant: Indian Standard Time, `YYYY-MM-DD HH:MM`. */
const ist = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+05:30`);

/** A published span, `YYYY-MM-DD HH:MM` to `HH:MM` (the next day when it reads earlier). */
function published(day: string, from: string, to: string): Period {
  const startMs = ist(`${day} ${from}`);
  let endMs = ist(`${day} ${to}`);
  if (endMs <= startMs) endMs += 86_400_000;
  return { startMs, endMs };
}

type Row = readonly [label: string, computed: Period | null | undefined, published: Period];

/** Asserts every row within the tolerance and prints the largest error, in minutes. */
function expectWithin(name: string, rows: readonly Row[], tolerance = TOLERANCE_MINUTES) {
  let largest = { minutes: 0, label: '' };
  for (const [label, computed, reference] of rows) {
    expect(computed, label).toBeTruthy();
    for (const edge of ['startMs', 'endMs'] as const) {
      const minutes = ((computed?.[edge] ?? 0) - reference[edge]) / 60_000;
      if (Math.abs(minutes) > Math.abs(largest.minutes))
        largest = { minutes, label: `${label} ${edge}` };
      expect(Math.abs(minutes), `${label} ${edge}: ${minutes.toFixed(1)} min`).toBeLessThanOrEqual(
        tolerance,
      );
    }
  }
  console.info(
    `${name}: ${rows.length} published spans, largest error ${largest.minutes.toFixed(1)} min (${largest.label})`,
  );
}

// Drik Panchang's pages for 2025 at New Delhi (28.6139 N, 77.209 E): diwali-lakshmi-puja,
// holika-dahan, sharad-navratri (ghatasthapana) and karwa-chauth, each `?year=2025`.
describe('festival muhurats at New Delhi in 2025 against Drik Panchang', () => {
  it('gives Diwali’s Lakshmi Puja in pradosh, Vrishabha kaal and Amavasya together', () => {
    const diwali = muhuratsOf(2025, delhi).diwali;
    expect(diwali?.date).toBe('2025-10-20');
    expectWithin('Diwali 2025', [
      ['Lakshmi Puja', diwali?.lakshmiPuja, published('2025-10-20', '19:08', '20:18')],
      ['Pradosh kaal', diwali?.pradoshKaal, published('2025-10-20', '17:46', '20:18')],
      ['Vrishabha kaal', diwali?.vrishabhaKaal, published('2025-10-20', '19:08', '21:03')],
      [
        'Amavasya',
        diwali?.amavasya,
        { startMs: ist('2025-10-20 15:44'), endMs: ist('2025-10-21 17:54') },
      ],
    ]);
  });

  it('puts Holika Dahan after Bhadra ends, when Bhadra covers pradosh and ends before midnight', () => {
    const holika = muhuratsOf(2025, delhi).holikaDahan;
    expect(holika?.date).toBe('2025-03-13');
    expect(holika?.basis).toBe('after-bhadra');
    expectWithin('Holika Dahan 2025', [
      ['Holika Dahan', holika?.muhurat, published('2025-03-13', '23:26', '00:30')],
      ['Bhadra punchha', holika?.bhadraPunchha, published('2025-03-13', '18:57', '20:14')],
      ['Bhadra mukha', holika?.bhadraMukha, published('2025-03-13', '20:14', '22:22')],
      [
        'Purnima',
        holika?.purnima,
        { startMs: ist('2025-03-13 10:35'), endMs: ist('2025-03-14 12:23') },
      ],
    ]);
  });

  it('gives Ghatasthapana in Kanya lagna from sunrise, and Abhijit as the alternative', () => {
    const navratri = muhuratsOf(2025, delhi).navratri;
    expect(navratri?.date).toBe('2025-09-22');
    expect(navratri?.ghatasthapana?.sign).toBe(6);
    expectWithin('Ghatasthapana 2025', [
      ['Ghatasthapana', navratri?.ghatasthapana, published('2025-09-22', '06:09', '08:06')],
      ['Abhijit', navratri?.abhijit, published('2025-09-22', '11:49', '12:38')],
      [
        'Pratipada',
        navratri?.pratipada,
        { startMs: ist('2025-09-22 01:23'), endMs: ist('2025-09-23 02:55') },
      ],
    ]);
  });

  it('gives Karva Chauth’s puja at the evening sandhya and the fast until moonrise', () => {
    const karva = muhuratsOf(2025, delhi).karvaChauth;
    expect(karva?.date).toBe('2025-10-10');
    const moonrise = ist('2025-10-10 20:13');
    expectWithin('Karva Chauth 2025', [
      ['puja', karva?.pujaMuhurat, published('2025-10-10', '17:57', '19:11')],
      ['upavasa', karva?.upavasa, published('2025-10-10', '06:19', '20:13')],
      [
        'moonrise',
        karva && { startMs: karva.moonriseMs ?? 0, endMs: karva.moonriseMs ?? 0 },
        { startMs: moonrise, endMs: moonrise },
      ],
    ]);
  });
});

// Drik Panchang's 2024 values as the press quoted them: Holika Dahan at New Delhi 23:13–00:27
// (lalluram.com, "होलिका दहन के दिन मंडराएगा भद्रा का अशुभ साया"); Karva Chauth's puja and fast
// at New Delhi 17:46–19:02 and 06:25–19:54, at Mumbai 18:12–19:26 and 06:34–20:37
// (begorgeouslady.com, "Karwa Chauth 2024: know moonrise timing and puja muhurat").
describe('the same rules a year earlier, in the other Bhadra case and at another place', () => {
  it('ends Holika Dahan 2024 at midnight after a Bhadra that ended at 23:13', () => {
    const holika = muhuratsOf(2024, delhi).holikaDahan;
    expect(holika?.basis).toBe('after-bhadra');
    expectWithin('Holika Dahan 2024', [
      ['Holika Dahan', holika?.muhurat, published('2024-03-24', '23:13', '00:27')],
    ]);
  });

  it('makes the Karva Chauth sandhya a tenth of the night, not a fixed 72 minutes', () => {
    const karva = muhuratsOf(2024, delhi).karvaChauth;
    expectWithin('Karva Chauth 2024', [
      ['puja', karva?.pujaMuhurat, published('2024-10-20', '17:46', '19:02')],
      ['upavasa', karva?.upavasa, published('2024-10-20', '06:25', '19:54')],
    ]);
  });

  it('keeps every muhurat inside the span its rule draws it from, at Mumbai in 2024', () => {
    const { diwali, holikaDahan, navratri, karvaChauth } = muhuratsOf(2024, mumbai);
    const within = (inner: Period | null | undefined, outer: Period | null | undefined) => {
      expect(inner).toBeTruthy();
      expect(outer).toBeTruthy();
      expect(inner?.startMs).toBeGreaterThanOrEqual(outer?.startMs ?? Number.NaN);
      expect(inner?.endMs).toBeLessThanOrEqual(outer?.endMs ?? Number.NaN);
      expect(inner?.endMs).toBeGreaterThan(inner?.startMs ?? Number.NaN);
    };

    within(diwali?.lakshmiPuja, diwali?.pradoshKaal);
    within(diwali?.lakshmiPuja, diwali?.vrishabhaKaal);
    within(diwali?.lakshmiPuja, diwali?.amavasya);

    within(holikaDahan?.bhadra, holikaDahan?.purnima);
    within(holikaDahan?.bhadraPunchha, holikaDahan?.bhadra);
    within(holikaDahan?.bhadraMukha, holikaDahan?.bhadra);
    expect(holikaDahan?.bhadraPunchha.endMs).toBe(holikaDahan?.bhadraMukha.startMs);
    // Bhadra ended at 23:13 here too, after pradosh and before midnight.
    expect(holikaDahan?.basis).toBe('after-bhadra');
    expect(holikaDahan?.muhurat.startMs).toBe(holikaDahan?.bhadra.endMs);
    expect(holikaDahan?.muhurat.startMs).toBeGreaterThanOrEqual(
      holikaDahan?.pradoshKaal.endMs ?? Number.NaN,
    );

    within(navratri?.ghatasthapana, navratri?.pratipada);
    expect([3, 6, 9, 12]).toContain(navratri?.ghatasthapana?.sign);
    expect(navratri?.ghatasthapana?.endMs).toBeLessThan(navratri?.abhijit.startMs ?? Number.NaN);

    expectWithin('Karva Chauth 2024 at Mumbai', [
      ['puja', karvaChauth?.pujaMuhurat, published('2024-10-20', '18:12', '19:26')],
      ['upavasa', karvaChauth?.upavasa, published('2024-10-20', '06:34', '20:37')],
    ]);
    expect(karvaChauth?.pujaMuhurat.startMs).toBeGreaterThan(
      karvaChauth?.upavasa?.startMs ?? Number.NaN,
    );
    expect(karvaChauth?.upavasa?.endMs).toBe(karvaChauth?.moonriseMs);
    expect(karvaChauth?.pujaMuhurat.endMs).toBeLessThan(karvaChauth?.moonriseMs ?? Number.NaN);
  });
});

describe('festival muhurats without the ephemeris files (Moshier)', () => {
  it('gives the same minutes as the Swiss Ephemeris files, within 2', () => {
    const instants = (value: unknown, path: string, into: Map<string, number>) => {
      if (typeof value === 'number' && path.endsWith('Ms')) into.set(path, value);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) instants(inner, `${path}.${key}`, into);
      }
      return into;
    };
    const swiss = instants(muhuratsOf(2025, delhi), '', new Map());
    const moshier = instants(muhuratsOf(2025, delhi, 'moshier'), '', new Map());
    expect([...moshier.keys()]).toEqual([...swiss.keys()]);
    let largest = { minutes: 0, path: '' };
    for (const [path, ms] of swiss) {
      const minutes = Math.abs(ms - (moshier.get(path) ?? Number.NaN)) / 60_000;
      if (!(minutes <= largest.minutes)) largest = { minutes, path };
    }
    console.info(
      `Moshier vs files: ${swiss.size} instants, largest difference ${(largest.minutes * 60).toFixed(1)} s (${largest.path})`,
    );
    expect(largest.minutes).toBeLessThan(2);
  });
});
