import { ASTRO_TERMS, DOSHA_TEXTS, noteText } from '@jyotish/contract';
import {
  dateText,
  fill,
  listText,
  ordinalList,
  paragraph,
  planetList,
  type SectionBuilder,
  type SectionContext,
} from './section-kit.js';

/** The yogas present, each with the rule that formed it here and its effect; none otherwise. */
export const yogas: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const found = chart.yogas;
  const blocks = [paragraph(fill(context, phrases.yogas.intro, { count: found.length }))];
  if (found.length === 0) blocks.push(paragraph(phrases.yogas.none));
  for (const yoga of found) {
    const texts = phrases.yogas.byId[yoga.id];
    const values = {
      planets: planetList(context, yoga.planets),
      houses: ordinalList(context, yoga.houses),
    };
    blocks.push({ kind: 'subheading', text: texts.name });
    blocks.push(paragraph(fill(context, texts.why, values)));
    blocks.push(paragraph(fill(context, texts.effect, values)));
  }
  return { id: 'yogas', heading: phrases.headings.yogas, blocks };
};

export const mangalDosha: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const mangal = chart.mangal;
  const houses = ordinalList(context, [
    mangal.marsHouse.lagna,
    mangal.marsHouse.moon,
    mangal.marsHouse.venus,
  ]);
  const reasons = listText(
    context,
    mangal.cancellations.map((note) => noteText(DOSHA_TEXTS, context.lang, note.code, note.params)),
  );
  const text = !mangal.present
    ? phrases.doshas.mangalAbsent
    : mangal.effective
      ? phrases.doshas.mangalPresent
      : phrases.doshas.mangalCancelled;
  return {
    id: 'mangal-dosha',
    heading: phrases.headings.mangalDosha,
    blocks: [paragraph(fill(context, text, { houses, reasons }))],
  };
};

export const kaalSarpDosha: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const result = chart.kaalSarp;
  const type = result.type ? (ASTRO_TERMS[context.lang][result.type] ?? result.type) : '';
  const text = !result.present
    ? phrases.doshas.kaalSarpAbsent
    : result.extent === 'partial'
      ? phrases.doshas.kaalSarpPartial
      : phrases.doshas.kaalSarpPresent;
  return {
    id: 'kaal-sarp-dosha',
    heading: phrases.headings.kaalSarpDosha,
    blocks: [paragraph(fill(context, text, { type, extent: result.extent }))],
  };
};

export const pitraDosha: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const reasons = chart.pitra.reasons.map((note) =>
    noteText(DOSHA_TEXTS, context.lang, note.code, note.params),
  );
  return {
    id: 'pitra-dosha',
    heading: phrases.headings.pitraDosha,
    blocks: [
      paragraph(
        chart.pitra.present
          ? fill(context, phrases.doshas.pitraPresent, { reasons: listText(context, reasons) })
          : phrases.doshas.pitraAbsent,
      ),
    ],
  };
};

/** The sade sati running at the report's "now", else the next, and every period of the lifetime. */
export const sadeSati: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const now = chart.asOfMs;
  const periods = chart.sadeSati.result.periods.filter((p) => p.kind === 'sade_sati');
  const running = periods.find((p) => p.startMs <= now && now < p.endMs);
  const next = periods.find((p) => p.startMs > now);
  const blocks = [];
  if (running) {
    const transit = chart.sadeSati.result.transits.find(
      (t) => t.kind === 'sade_sati' && t.startMs <= now && now < t.endMs,
    );
    const phase = transit?.phase === 'rising' ? 0 : transit?.phase === 'peak' ? 1 : 2;
    blocks.push(
      paragraph(
        fill(context, phrases.doshas.sadeSatiNow, {
          from: dateText(context, running.startMs),
          to: dateText(context, running.endMs),
          phase: phrases.doshas.sadeSatiPhases[phase],
        }),
      ),
    );
  }
  if (next && !running) {
    blocks.push(
      paragraph(
        fill(context, phrases.doshas.sadeSatiNext, {
          from: dateText(context, next.startMs),
          to: dateText(context, next.endMs),
        }),
      ),
    );
  }
  blocks.push(paragraph(phrases.doshas.sadeSatiPeriodsIntro));
  blocks.push({
    kind: 'table' as const,
    columns: [phrases.labels.from, phrases.labels.to],
    rows: periods.map((p) => [dateText(context, p.startMs), dateText(context, p.endMs)]),
  });
  return { id: 'sade-sati', heading: phrases.headings.sadeSati, blocks };
};

export function sadeSatiRunning(context: SectionContext): boolean {
  const now = context.chart.asOfMs;
  return context.chart.sadeSati.result.periods.some(
    (p) => p.kind === 'sade_sati' && p.startMs <= now && now < p.endMs,
  );
}

/** Remedies for each dosha that is present and not cancelled; a sentence when none is needed. */
export const doshaRemedies: SectionBuilder = (context) => {
  const { chart, phrases } = context;
  const groups: { heading: string; items: readonly string[] }[] = [];
  if (chart.mangal.effective)
    groups.push({ heading: phrases.headings.mangalDosha, items: phrases.doshas.mangalRemedies });
  if (chart.kaalSarp.present)
    groups.push({
      heading: phrases.headings.kaalSarpDosha,
      items: phrases.doshas.kaalSarpRemedies,
    });
  if (chart.pitra.present)
    groups.push({ heading: phrases.headings.pitraDosha, items: phrases.doshas.pitraRemedies });
  if (sadeSatiRunning(context))
    groups.push({ heading: phrases.headings.sadeSati, items: phrases.doshas.sadeSatiRemedies });
  return {
    id: 'dosha-remedies',
    heading: phrases.headings.doshaRemedies,
    blocks:
      groups.length === 0
        ? [paragraph(phrases.doshas.noRemedies)]
        : groups.flatMap((group) => [
            { kind: 'subheading' as const, text: group.heading },
            { kind: 'list' as const, items: [...group.items] },
          ]),
  };
};
