import { articleSlugOf } from '@jyotish/contract';
import {
  bodyPosition,
  eclipsesOfYear,
  festivalsOfYear,
  julianDayUt,
  planetTransitsOfYear,
} from '@jyotish/engine';
import { describe, expect, it } from 'vitest';
import { type ArticleFact, type PositionBody, SEED_ARTICLE_FACTS } from './seed-article-facts.js';
import { loadSeedArticles, SEED_ARTICLE_META } from './seed-articles.js';

const NEW_DELHI = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
const IST_OFFSET_MS = 5.5 * 3_600_000;
const MINUTE = 60_000;

const articles = loadSeedArticles();

/** `YYYY-MM-DD HH:MM` IST → UTC milliseconds. */
const istMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+05:30`);
const istText = (ms: number) =>
  new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
const utcText = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

const memo = <T>(compute: (year: number) => T) => {
  const cache = new Map<number, T>();
  return (year: number) => {
    if (!cache.has(year)) cache.set(year, compute(year));
    return cache.get(year) as T;
  };
};
const transitsOf = memo((year) => planetTransitsOfYear(year));
const festivalsOf = memo((year) => festivalsOfYear(year, NEW_DELHI));
const eclipsesOf = memo((year) => eclipsesOfYear(year, NEW_DELHI));

const positionOf = (ms: number, body: PositionBody, tropical = false) =>
  bodyPosition(
    julianDayUt(ms),
    body === 'rahu' ? 'meanNode' : body,
    tropical ? 'tropical' : 'lahiri',
    'swiss',
  );
const longitude = (ms: number, body: PositionBody, tropical = false) =>
  positionOf(ms, body, tropical).longitude;
/** `0°56′` → 0.933…, `21°` → 21, `0.9°` → 0.9. */
const degreesOf = (text: string) => {
  const [, whole = '0', minutes] = /^([\d.]+)°(?:(\d{2})′)?$/.exec(text) ?? [];
  return Number(whole) + Number(minutes ?? 0) / 60;
};
/** Whether `value` is what `text` writes, rounded to its last digit or arc-minute. */
const writes = (text: string, value: number) => {
  const decimals = /\.(\d+)°/.exec(text)?.[1]?.length ?? 0;
  const step = text.includes('′') ? 1 / 60 : 10 ** -decimals;
  return Math.abs(value - degreesOf(text)) <= step / 2 + 1e-9;
};
const signOf = (degrees: number) => Math.floor(degrees / 30) + 1;
/** The signed angle from `b` to `a`, −180 to 180. */
const separation = (a: number, b: number) => ((a - b + 540) % 360) - 180;

/** The instant in [from, to] where `f` crosses zero going up, by bisection. */
function rootOf(f: (ms: number) => number, from: number, to: number): number {
  let [low, high] = [from, to];
  while (high - low > 1_000) {
    const middle = (low + high) / 2;
    if (f(middle) < 0) low = middle;
    else high = middle;
  }
  return high;
}

/** Every `YYYY-MM-DD HH:MM` (IST; UTC also for events given in UTC) a fact lets text name. */
function instantsOf(fact: ArticleFact): string[] {
  switch (fact.kind) {
    case 'transit':
    case 'syzygy':
    case 'sutak':
      return [fact.at];
    case 'festival':
      return [`${fact.date} --:--`, ...(fact.tithi ?? [])];
    case 'conjunction':
      return [`${fact.date} --:--`];
    case 'eclipse':
      return [fact.greatest, utcText(istMs(fact.greatest)), ...Object.values(fact.contacts ?? {})];
    case 'equinox':
      return [fact.at, utcText(istMs(fact.at))];
    case 'position':
    case 'closest':
    case 'ayanamsa':
    case 'doctrine':
      return [];
  }
}

/** Every degree (`0°56′`, `21°`, `0.9°`) a fact lets text name. */
function degreesNamedBy(fact: ArticleFact): readonly string[] {
  switch (fact.kind) {
    case 'position':
    case 'closest':
    case 'doctrine':
      return [fact.degrees];
    case 'ayanamsa':
      return fact.degrees;
    default:
      return [];
  }
}

/** Checks one fact against the engine; returns what differs, or null. */
function disagreement(fact: ArticleFact): string | null {
  switch (fact.kind) {
    case 'transit': {
      const at = istMs(fact.at);
      const found = transitsOf(new Date(at).getUTCFullYear()).find(
        (transit) =>
          transit.planet === fact.planet &&
          transit.kind === fact.event &&
          Math.abs(transit.ms - at) < 2 * MINUTE,
      );
      if (!found) return `no ${fact.planet} ${fact.event} at ${fact.at}`;
      return found.sign === fact.sign ? null : `${fact.planet} in sign ${found.sign}`;
    }
    case 'festival': {
      const found = festivalsOf(Number(fact.date.slice(0, 4))).find(
        (day) => day.id === fact.festival && day.date === fact.date,
      );
      if (!found) return `${fact.festival} is not on ${fact.date}`;
      if (!fact.tithi) return null;
      const span = [found.startMs, found.endMs].map((ms) => istText(ms ?? 0));
      return span[0] === fact.tithi[0] && span[1] === fact.tithi[1]
        ? null
        : `${fact.festival} tithi ${span.join(' to ')}`;
    }
    case 'syzygy': {
      const at = istMs(fact.at);
      const target = fact.phase === 'new' ? 0 : 180;
      const elongation = (ms: number) =>
        separation(longitude(ms, 'moon') - target, longitude(ms, 'sun'));
      const exact = rootOf(elongation, at - 3 * 3_600_000, at + 3 * 3_600_000);
      if (Math.abs(exact - at) >= 2 * MINUTE) return `${fact.phase} moon at ${istText(exact)}`;
      const sign = signOf(longitude(exact, 'moon'));
      return sign === fact.moonSign ? null : `Moon in sign ${sign}`;
    }
    case 'eclipse': {
      const greatest = istMs(fact.greatest);
      const found = eclipsesOf(new Date(greatest).getUTCFullYear()).find(
        (eclipse) =>
          eclipse.kind === fact.eclipse && Math.abs(eclipse.greatestMs - greatest) < 2 * MINUTE,
      );
      if (!found) return `no ${fact.eclipse} eclipse at ${fact.greatest}`;
      if (found.type !== fact.type || found.visible !== fact.visibleInDelhi) {
        return `${found.type}, visible ${found.visible}`;
      }
      for (const [id, text] of Object.entries(fact.contacts ?? {})) {
        const contact = found.contacts.find((candidate) => candidate.id === id);
        if (!contact || Math.abs(contact.ms - istMs(text)) >= MINUTE) return `contact ${id}`;
      }
      return null;
    }
    case 'conjunction': {
      const [a, b] = fact.planets as ['venus' | 'jupiter', 'venus' | 'jupiter'];
      const start = istMs(`${fact.date} 00:00`);
      const gap = (ms: number) => separation(longitude(ms, a), longitude(ms, b));
      if (Math.sign(gap(start)) === Math.sign(gap(start + 86_400_000))) {
        return `${a} and ${b} do not meet on ${fact.date} (IST)`;
      }
      const exact = rootOf(gap(start) < 0 ? gap : (ms) => -gap(ms), start, start + 86_400_000);
      const sign = signOf(longitude(exact, a));
      return sign === fact.sign ? null : `conjunction in sign ${sign}`;
    }
    case 'equinox': {
      const at = istMs(fact.at);
      const exact = rootOf(
        (ms) => separation(longitude(ms, 'sun', true), 180),
        at - 86_400_000,
        at + 86_400_000,
      );
      return Math.abs(exact - at) < MINUTE ? null : `equinox at ${istText(exact)}`;
    }
    case 'sutak':
      return istMs(fact.partialBegins) - istMs(fact.at) === 9 * 3_600_000
        ? null
        : 'sutak is not nine hours before the eclipse';
    case 'position': {
      const at = longitude(istMs(fact.at), fact.body);
      if (signOf(at) !== fact.sign) return `${fact.body} in sign ${signOf(at)} at ${fact.at}`;
      const inSign = at % 30;
      return writes(fact.degrees, inSign)
        ? null
        : `${fact.body} at ${inSign.toFixed(3)}° of the sign`;
    }
    case 'closest': {
      const [a, b] = fact.bodies;
      // The angle on the sphere from ecliptic longitudes and latitudes, hour by hour.
      const angle = (ms: number) => {
        const [p, q] = [positionOf(ms, a), positionOf(ms, b)];
        const rad = Math.PI / 180;
        const cos =
          Math.sin(p.latitude * rad) * Math.sin(q.latitude * rad) +
          Math.cos(p.latitude * rad) *
            Math.cos(q.latitude * rad) *
            Math.cos((p.longitude - q.longitude) * rad);
        return Math.acos(Math.min(1, cos)) / rad;
      };
      const start = istMs(`${fact.date} 00:00`);
      const least = Math.min(
        ...Array.from({ length: 25 }, (_, hour) => angle(start + hour * 3_600_000)),
      );
      return writes(fact.degrees, least)
        ? null
        : `${a} and ${b} at least ${least.toFixed(2)}° apart`;
    }
    case 'ayanamsa': {
      const at = istMs(fact.at);
      const ayanamsa = (longitude(at, 'sun', true) - longitude(at, 'sun') + 360) % 360;
      const wrong = fact.degrees.find((text) => !writes(text, ayanamsa));
      return wrong ? `the ayanamsa is ${ayanamsa.toFixed(4)}°, not ${wrong}` : null;
    }
    case 'doctrine':
      return null;
  }
}

const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['January', 'जनवरी'],
    ['February', 'फ़रवरी', 'फरवरी'],
    ['March', 'मार्च'],
    ['April', 'अप्रैल'],
    ['May', 'मई'],
    ['June', 'जून'],
    ['July', 'जुलाई'],
    ['August', 'अगस्त'],
    ['September', 'सितंबर', 'सितम्बर'],
    ['October', 'अक्टूबर', 'अक्तूबर'],
    ['November', 'नवंबर', 'नवम्बर'],
    ['December', 'दिसंबर', 'दिसम्बर'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1])),
);
const FULL_DATE = new RegExp(`(\\d{1,2})\\s+(${Object.keys(MONTHS).join('|')})\\s+(\\d{4})`, 'g');
const CLOCK_TIME = /\b(\d{1,2}):(\d{2})\b/g;
const DEGREES = /\d{1,2}(?:\.\d+)?°(?:\s?\d{1,2}′)?/g;

describe('the seeded articles', () => {
  it('are the twenty of SPEC §3, each in English and Hindi, slugged by SPEC §2’s rule', () => {
    expect(articles.map((article) => article.id)).toEqual(
      SEED_ARTICLE_META.map((_, index) => index + 1),
    );
    for (const article of articles) {
      expect(article.versions.map((version) => version.lang).sort(), `${article.id}`).toEqual([
        'en',
        'hi',
      ]);
      const english = article.versions.find((version) => version.lang === 'en');
      expect(article.slug).toBe(articleSlugOf(english?.title ?? ''));
    }
    expect(new Set(articles.map((article) => article.category)).size).toBe(11);
  });

  it('have real bodies: 600 words or more, sections, Hindi in Devanagari', () => {
    for (const article of articles) {
      for (const version of article.versions) {
        const label = `${article.id} ${version.lang}`;
        const words = version.body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
        expect(words.length, label).toBeGreaterThanOrEqual(600);
        expect(version.body.match(/^## /gm)?.length ?? 0, label).toBeGreaterThanOrEqual(4);
        expect(version.body, label).not.toMatch(/^# /m);
        expect(version.excerpt.length, label).toBeLessThanOrEqual(400);
        if (version.lang === 'hi') {
          // Link targets are site paths, in Latin letters in every language.
          const prose = version.body.replace(/\]\([^)]*\)/g, ']');
          const letters = prose.match(/\p{L}/gu) ?? [];
          const latin = letters.filter((letter) => /[A-Za-z]/.test(letter)).length;
          expect(latin / letters.length, label).toBeLessThan(0.03);
        }
      }
    }
  });

  it('state only dates, times and positions the engine computes', () => {
    const problems: string[] = [];
    for (const article of articles) {
      const facts = SEED_ARTICLE_FACTS[article.id] ?? [];
      expect(facts.length, `${article.id}`).toBeGreaterThan(0);
      const instants = facts.flatMap(instantsOf);
      const dates = new Set(instants.map((instant) => instant.slice(0, 10)));
      const times = new Set(instants.map((instant) => instant.slice(11)));
      const degrees = new Set(facts.flatMap(degreesNamedBy));
      for (const version of article.versions) {
        const text = `${version.title}\n${version.excerpt}\n${version.body}`;
        for (const [found, day, month, year] of text.matchAll(FULL_DATE)) {
          const date = `${year}-${String(MONTHS[month ?? '']).padStart(2, '0')}-${day?.padStart(2, '0')}`;
          if (!dates.has(date)) problems.push(`${article.id} ${version.lang}: "${found}"`);
        }
        for (const [found, hours, minutes] of text.matchAll(CLOCK_TIME)) {
          if (!times.has(`${hours?.padStart(2, '0')}:${minutes}`)) {
            problems.push(`${article.id} ${version.lang}: "${found}"`);
          }
        }
        for (const [found] of text.matchAll(DEGREES)) {
          if (!degrees.has(found.replace(/\s/g, ''))) {
            problems.push(`${article.id} ${version.lang}: "${found}"`);
          }
        }
      }
      for (const fact of facts) {
        const differs = disagreement(fact);
        if (differs) problems.push(`${article.id}: ${differs}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
