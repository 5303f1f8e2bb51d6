import { describe, expect, it } from 'vitest';
import { Gazetteer } from './gazetteer.js';
import { type GazetteerRecord, readGazetteerRecords } from './gazetteer-source.js';
import { hasIndicLetters } from './indic-skeleton.js';
import { PLACE_RENAMES } from './place-renames.js';
import { boundaryZoneForPlace } from './place-zone.js';

const records = readGazetteerRecords();
const gazetteer = new Gazetteer(records);
const india = records.filter((record) => record.country === 'IN');

describe('the gazetteer data', () => {
  it('holds every place of 1,000 people or more of GeoNames (2023), India’s among them', () => {
    expect(records.length).toBe(118_802);
    expect(india.length).toBeGreaterThan(3_400);
  });

  it('includes towns right at the floor of 1,000 people, and leaves out smaller ones', () => {
    expect(gazetteer.search('Ellora', 1)[0]).toMatchObject({
      display: 'Ellora, Maharashtra, India',
      population: 1000,
      timezone: 'Asia/Kolkata',
    });
    // Ajani Budruk (Maharashtra, 978 people) is in GeoNames' file of places over 500 only.
    expect(records.some((record) => record.geonameId === 10503938)).toBe(false);
    // Capitals stay whatever their size: Adamstown, capital of Pitcairn, has about 40 people.
    expect(gazetteer.search('Adamstown', 5).map((place) => place.country)).toContain('PN');
  });

  it('names the region of every Indian place', () => {
    expect(india.filter((record) => record.region === '').map((record) => record.name)).toEqual([]);
  });

  it('gives Indian places the zone the boundaries give at their coordinates', () => {
    const disagreeing = india.filter(
      (record) =>
        boundaryZoneForPlace(record.latitude, record.longitude, record.timezone) !==
        record.timezone,
    );
    expect(disagreeing.map((record) => record.name)).toEqual([]);
    // GeoNames puts Sarupathar (Assam) at 96.81° E, inside Myanmar: its coordinates and its
    // zone stay consistent with each other.
    expect(india.find((record) => record.geonameId === 7302858)?.timezone).toBe('Asia/Yangon');
  });

  it('finds every renamed place by each former name, under today’s name', () => {
    for (const [geonameId, { name, formerNames }] of PLACE_RENAMES) {
      const record = records.find((candidate) => candidate.geonameId === geonameId);
      expect(record?.name, String(geonameId)).toBe(name);
      for (const former of formerNames) {
        const names = gazetteer.search(former, 5).map((place) => place.name);
        expect(names, former).toContain(name);
      }
    }
  });
});

describe('native-script search through consonant skeletons alone', () => {
  // The 1,000 most populous places carry written names (indian-place-names.ts); every other
  // Indian place is found by script only through consonant skeletons. Held-out check: with all
  // native names removed from the index, the native names of the 1,000 largest must
  // still find their place among the first five.
  const withoutNativeNames: GazetteerRecord[] = records.map((record) => ({
    ...record,
    otherNames: record.otherNames.filter((name) => !hasIndicLetters(name)),
  }));
  const skeletonsOnly = new Gazetteer(withoutNativeNames);
  const largest = [...india].sort((a, b) => b.population - a.population).slice(0, 1000);

  it.each([
    ['Devanagari', /[\u0900-\u097f]/, 0.8],
    ['Tamil', /[\u0b80-\u0bff]/, 0.85],
    ['Telugu', /[\u0c00-\u0c7f]/, 0.85],
  ])('finds %s names by their sound', (_script, letters, share) => {
    let names = 0;
    let found = 0;
    for (const record of largest) {
      for (const name of record.otherNames) {
        if (!letters.test(name) || /[a-z]/i.test(name)) continue;
        names++;
        const results = skeletonsOnly.search(name, 5);
        if (
          results.some(
            (place) => place.latitude === record.latitude && place.longitude === record.longitude,
          )
        ) {
          found++;
        }
      }
    }
    expect(names).toBeGreaterThan(100);
    expect(found / names).toBeGreaterThanOrEqual(share);
  });
});
