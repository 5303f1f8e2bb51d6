import {
  KundliRequestSchema,
  LANGUAGES,
  PLANET_IDS,
  REPORT_TYPES,
  type ReportContent,
} from '@jyotish/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReportContent } from './build-report.js';
import { inlineReportCharts } from './inline-report-charts.js';
import { REPORT_PHRASES } from './phrases/index.js';
import { prepareReportChart, type ReportChart } from './report-chart.js';
import { houseOfSign, lordOfSign, signOfHouse } from './sections/section-kit.js';

const charts = inlineReportCharts();
const AS_OF = Date.UTC(2026, 10, 26);
const birthOf = (birthDate: string, birthTime: string, latitude = 28.6139, longitude = 77.209) =>
  KundliRequestSchema.parse({
    name: 'Test',
    gender: 'male',
    birthDate,
    birthTime,
    latitude,
    longitude,
  });

/**
 * Five births years apart, so lagnas, Moon signs and yogas differ; in the last, Jupiter stands
 * in the 7th sign from the Moon (Gaja Kesari).
 */
const BIRTHS = {
  delhi1990: birthOf('1990-08-15', '10:30'),
  chennai1985: birthOf('1985-01-26', '05:45', 13.0827, 80.2707),
  mumbai2001: birthOf('2001-11-03', '21:10', 19.076, 72.8777),
  kolkata1972: birthOf('1972-04-14', '14:20', 22.5726, 88.3639),
  porbandar1978: birthOf('1978-12-05', '07:11', 21.64, 69.61),
};
const prepared: Partial<Record<keyof typeof BIRTHS, ReportChart>> = {};

beforeAll(async () => {
  for (const [key, birth] of Object.entries(BIRTHS)) {
    prepared[key as keyof typeof BIRTHS] = await prepareReportChart(charts, { birth }, AS_OF);
  }
}, 60_000);

const chartOf = (key: keyof typeof BIRTHS): ReportChart => prepared[key] ?? expect.unreachable();

function allTexts(content: ReportContent): string[] {
  return content.sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block) => {
      switch (block.kind) {
        case 'paragraph':
        case 'subheading':
          return [block.text];
        case 'list':
          return block.items;
        case 'facts':
          return block.rows.flatMap((row) => [row.label, row.value]);
        case 'table':
          return [...block.columns, ...block.rows.flat()];
        default:
          return [block.title];
      }
    }),
  ]);
}

const paragraphsOf = (content: ReportContent, id: string) =>
  content.sections
    .find((section) => section.id === id)
    ?.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : [])) ?? [];

describe('report content', () => {
  it('gives the life report 82 sections with distinct ids, and fills every placeholder in every language and report', () => {
    const chart = chartOf('delhi1990');
    const life = buildReportContent('life', chart, 'en', 'test');
    expect(life.sections).toHaveLength(82);
    expect(new Set(life.sections.map((s) => s.id)).size).toBe(82);
    for (const lang of LANGUAGES) {
      for (const type of REPORT_TYPES) {
        const content = buildReportContent(type, chart, lang, 'test');
        const texts = allTexts(content);
        const unfilled = texts.filter((text) => text.includes('{{') || text.includes('}}'));
        expect(unfilled, `${lang} ${type}`).toEqual([]);
        expect(
          texts.filter((text) => text.trim() === ''),
          `${lang} ${type}: empty texts`,
        ).toEqual([]);
      }
    }
  });

  it('writes the Hindi, Tamil and Telugu reports in their own scripts', () => {
    const chart = chartOf('chennai1985');
    const scripts = {
      hi: /[\u0900-\u097F]/,
      ta: /[\u0B80-\u0BFF]/,
      te: /[\u0C00-\u0C7F]/,
    } as const;
    for (const [lang, script] of Object.entries(scripts)) {
      const content = buildReportContent('life', chart, lang as 'hi' | 'ta' | 'te', 'test');
      for (const section of content.sections) {
        expect(section.heading, `${lang} ${section.id}`).toMatch(script);
        const paragraphs = paragraphsOf(content, section.id);
        for (const text of paragraphs) expect(text, `${lang} ${section.id}`).toMatch(script);
      }
    }
  });

  it('shows a yoga exactly when its rule holds: Gaja Kesari with Jupiter in a kendra from the Moon', () => {
    const en = REPORT_PHRASES.en;
    const seen = new Set<boolean>();
    for (const key of Object.keys(BIRTHS) as (keyof typeof BIRTHS)[]) {
      const chart = chartOf(key);
      const fromMoon = houseOfSign(chart.planet.moon.sign, chart.planet.jupiter.sign);
      const holds = [1, 4, 7, 10].includes(fromMoon);
      seen.add(holds);
      const section = buildReportContent('life', chart, 'en', 'test').sections.find(
        (s) => s.id === 'yogas',
      );
      const names = section?.blocks.flatMap((b) => (b.kind === 'subheading' ? [b.text] : []));
      expect(names?.includes(en.yogas.byId['gaja-kesari'].name), key).toBe(holds);
      expect(names).toEqual(chart.yogas.map((yoga) => en.yogas.byId[yoga.id].name));
    }
    // The births include charts with and without it, so both sides of the rule are read.
    expect(seen).toEqual(new Set([true, false]));
    const withoutYogas = { ...chartOf('delhi1990'), yogas: [] };
    expect(paragraphsOf(buildReportContent('life', withoutYogas, 'en', 'test'), 'yogas')).toContain(
      en.yogas.none,
    );
  });

  it("reads a house through its lord's placement: the 7th house text follows where its lord sits", () => {
    const en = REPORT_PHRASES.en;
    const seen = new Set<string>();
    for (const key of Object.keys(BIRTHS) as (keyof typeof BIRTHS)[]) {
      const chart = chartOf(key);
      const lord = lordOfSign(signOfHouse(chart.lagnaSign, 7));
      const lordHouse = houseOfSign(chart.lagnaSign, chart.planet[lord].sign);
      const paragraphs = paragraphsOf(buildReportContent('life', chart, 'en', 'test'), 'house-7');
      expect(paragraphs[0]).toBe(en.houseMeaning[6]);
      const expected = en.lordInHouse[lordHouse - 1]?.split('{{')[0] ?? '';
      expect(paragraphs[1]?.startsWith(expected), key).toBe(true);
      seen.add(paragraphs[1] ?? '');
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('describes each graha by its own dignity, and combustion and retrogression only when they hold', () => {
    const en = REPORT_PHRASES.en;
    for (const key of Object.keys(BIRTHS) as (keyof typeof BIRTHS)[]) {
      const chart = chartOf(key);
      const content = buildReportContent('life', chart, 'en', 'test');
      for (const planet of PLANET_IDS.filter((p) => p !== 'rahu' && p !== 'ketu')) {
        const placement = chart.planet[planet];
        const paragraphs = paragraphsOf(content, `graha-${planet}`);
        const starts = (template: string) =>
          paragraphs.some((p) => p.startsWith(template.split('{{')[0] ?? template));
        expect(starts(en.planetDignity[placement.dignity]), `${key} ${planet}`).toBe(true);
        expect(paragraphs.length, `${key} ${planet}`).toBe(
          4 + Number(placement.combust) + Number(placement.retrograde),
        );
      }
    }
  });

  it('gives the same content for the same chart and language (a report can be made again)', () => {
    const chart = chartOf('mumbai2001');
    expect(buildReportContent('super-horoscope', chart, 'ta', 'v1')).toEqual(
      buildReportContent('super-horoscope', chart, 'ta', 'v1'),
    );
  });
});
