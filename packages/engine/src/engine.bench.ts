import { getPanchangam, Observer } from '@ishubhamx/panchangam-js';
import { afterAll, bench, describe } from 'vitest';
import { computeKundli } from './kundli.js';
import { computePanchang } from './panchang.js';

// Benchmarks of the engine, run by `npm run bench`. The peer package runs in the same process
// on the same days and place, so vitest prints the ratio between the two. Vitest shows means
// and percentiles; each run's own duration is also recorded so the medians are printed too.

const delhi = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
const DAYS_2025 = Array.from({ length: 365 }, (_, index) => {
  const date = new Date(Date.UTC(2025, 0, 1 + index));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
});
const dayAt = (index: number) =>
  DAYS_2025[index % DAYS_2025.length] ?? { year: 2025, month: 1, day: 1 };

const durations = new Map<string, number[]>();
function timed(label: string, work: () => void): () => void {
  const runs: number[] = [];
  durations.set(label, runs);
  return () => {
    const start = performance.now();
    work();
    runs.push(performance.now() - start);
  };
}
function median(label: string): number {
  const runs = [...(durations.get(label) ?? [])].sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)] ?? Number.NaN;
}

const KUNDLI = 'jyotish engine: computeKundli';
const OURS = 'jyotish engine: computePanchang';
const PEER = '@ishubhamx/panchangam-js: getPanchangam';
const YEAR = 'jyotish engine: 365 × computePanchang';

afterAll(() => {
  const lines = [KUNDLI, OURS, PEER, YEAR].map(
    (label) => `  ${label}: median ${median(label).toFixed(3)} ms`,
  );
  const ratio = median(PEER) / median(OURS);
  console.info(
    ['Medians:', ...lines, `  ratio per day (peer / ours): ${ratio.toFixed(1)}×`].join('\n'),
  );
});

let kundliHour = 0;
describe('one full kundli (positions, lagna, 16 vargas, three dasha levels)', () => {
  bench(
    KUNDLI,
    timed(KUNDLI, () => {
      kundliHour += 1;
      computeKundli({
        utcMs: Date.UTC(1990, 4, 20, 5, 0) + kundliHour * 3_600_000,
        latitude: delhi.latitude,
        longitude: delhi.longitude,
      });
    }),
  );
});

let ourDay = 0;
let peerDay = 0;
const observer = new Observer(delhi.latitude, delhi.longitude, 0);
describe("one day's full panchang with all timings, New Delhi, 2025", () => {
  bench(
    OURS,
    timed(OURS, () => {
      computePanchang({ date: dayAt(ourDay), ...delhi });
      ourDay += 1;
    }),
  );
  bench(
    PEER,
    timed(PEER, () => {
      const { year, month, day } = dayAt(peerDay);
      // The peer takes a Date at the place's local midnight and the offset in minutes.
      getPanchangam(new Date(Date.UTC(year, month - 1, day) - 330 * 60_000), observer, {
        timezoneOffset: 330,
      });
      peerDay += 1;
    }),
  );
});

describe('a whole year of daily panchang for one place (New Delhi, 2025)', () => {
  bench(
    YEAR,
    timed(YEAR, () => {
      for (const date of DAYS_2025) computePanchang({ date, ...delhi });
    }),
    { iterations: 10 },
  );
});
