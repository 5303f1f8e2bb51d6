import type { Dignity, GemCautionReason, GemRole, ReportType, YogaId } from '@jyotish/contract';

/** Twelve texts, element 0 for number 1 (sign 1 = Aries, house 1, …). */
export type Twelve = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/**
 * The phrase library of the premium reports in one language. Each report section picks the
 * texts its chart's conditions call for, so that a section reads differently when its
 * condition differs; none of these texts is meant to fit every chart. Placeholders are
 * i18next's `{{name}}`; the values filled in are already in the report's language (graha,
 * sign and nakshatra names from the contract's name lists, dates formatted for the language,
 * house numbers as ordinals from `ordinal`).
 */
export interface ReportPhrases {
  /** The reports' titles, e.g. "Life Report". */
  readonly titles: Readonly<Record<ReportType, string>>;
  readonly labels: {
    /** Title of the table of contents. */
    readonly contents: string;
    /** Before the date on the cover: "Prepared on". */
    readonly preparedOn: string;
    /** Before the page number in the footer: "Page". */
    readonly page: string;
    /** Heading of the disclaimer. */
    readonly disclaimerHeading: string;
    /** Cover line: "Born {{date}} at {{time}}". */
    readonly born: string;
    /** Names of table columns and fact rows used across sections. */
    readonly planet: string;
    readonly sign: string;
    readonly house: string;
    readonly degree: string;
    readonly nakshatra: string;
    readonly pada: string;
    readonly dignity: string;
    readonly motion: string;
    readonly retrograde: string;
    readonly direct: string;
    readonly combust: string;
    readonly lord: string;
    readonly from: string;
    readonly to: string;
    readonly period: string;
    readonly lagna: string;
    readonly moonSign: string;
    readonly sunSign: string;
    readonly name: string;
    readonly birthDate: string;
    readonly birthTime: string;
    readonly place: string;
    readonly timeZone: string;
    readonly ayanamsa: string;
    readonly running: string;
    readonly month: string;
    readonly theme: string;
    readonly points: string;
    readonly outOf: string;
    readonly yes: string;
    readonly no: string;
    /** The D1, D9 and D10 chart titles. */
    readonly rasiChart: string;
    readonly navamsaChart: string;
    readonly dashamsaChart: string;
    readonly saptamsaChart: string;
    /** Gemstone facts: what the stone gives, its metal, finger, day to wear it, weight, substitute, mantra. */
    readonly gives: string;
    readonly metal: string;
    readonly finger: string;
    readonly day: string;
    readonly weight: string;
    readonly substitute: string;
    readonly mantra: string;
  };
  /** That astrology is guidance only, not a substitute for medical, legal or financial advice. */
  readonly disclaimer: string;
  /** 1 → "1st"…, 12 → "12th" (or the language's ordinal form). */
  readonly ordinal: Twelve;
  /** Two-letter chart abbreviations of the grahas, `PLANET_IDS` order (Su Mo Ma Me Ju Ve Sa Ra Ke). */
  readonly planetShort: readonly string[];
  /** Dignity names, e.g. exalted → "exalted". */
  readonly dignityNames: Readonly<Record<Dignity, string>>;

  /** Section headings; `{{n}}` an ordinal, `{{planet}}` a graha name, `{{theme}}` a house theme. */
  readonly headings: {
    readonly birthDetails: string;
    readonly rasiChart: string;
    readonly positions: string;
    readonly lagna: string;
    readonly moonSign: string;
    readonly nakshatra: string;
    /** "{{n}} house: {{theme}}". */
    readonly house: string;
    /** "{{planet}} in your chart". */
    readonly graha: string;
    readonly yogas: string;
    readonly mangalDosha: string;
    readonly kaalSarpDosha: string;
    readonly pitraDosha: string;
    readonly sadeSati: string;
    readonly doshaRemedies: string;
    readonly dashaOverview: string;
    /** "{{planet}} mahadasha". */
    readonly mahadasha: string;
    readonly currentDasha: string;
    readonly gemstones: string;
    readonly luckyNumbers: string;
    readonly luckyColours: string;
    readonly navamsa: string;
    readonly dashamsa: string;
    readonly atmakaraka: string;
    readonly lagnaLord: string;
    readonly retrogradePlanets: string;
    readonly combustPlanets: string;
    /** The table of each house's sign, lord and where the lord sits. */
    readonly houseLords: string;
    /** The table of the grahas' signs, sign lords and dignities. */
    readonly dignities: string;
    /** The table of graha drishti: the houses each graha aspects. */
    readonly aspects: string;
    /** The table of each graha's nakshatra, pada and nakshatra lord. */
    readonly nakshatraLords: string;
    readonly transitsNow: string;
    readonly mantras: string;
    /** The ten life areas of `lifeAreas`. */
    readonly lifeArea: Readonly<Record<LifeArea, string>>;
    readonly yearOverview: string;
    /** "{{month}}": a month of the yearly report, the month's name and year filled in. */
    readonly yearMonth: string;
    readonly jupiterTransit: string;
    readonly saturnTransit: string;
    readonly nodesTransit: string;
    readonly dashaThisYear: string;
    readonly careerFields: string;
    readonly careerTiming: string;
    readonly spouseNature: string;
    readonly marriageTiming: string;
    readonly matching: string;
    readonly childrenOutlook: string;
    readonly childrenTiming: string;
    readonly closing: string;
  };

  /** The personality of each lagna sign (Aries … Pisces): 3–4 sentences. */
  readonly lagnaNature: Twelve;
  /** The emotional nature of each Moon sign: 2–3 sentences. */
  readonly moonSignNature: Twelve;
  /** Each of the 27 nakshatras' temperament (Ashwini … Revati): 2 sentences. */
  readonly nakshatraNature: readonly string[];
  /** A short pada sentence: "Born in its {{n}} pada, …" for padas 1–4 (the navamsa signs' flavours come from the pada's sign, so this is one text per pada). */
  readonly padaNote: readonly [string, string, string, string];

  /** What each house governs, as a short noun phrase for headings ("self, body and temperament"). */
  readonly houseTheme: Twelve;
  /** A paragraph on what the house covers in life. */
  readonly houseMeaning: Twelve;
  /** "Its lord {{planet}} sits in your {{n}} house, …": what the lord's placement in house k (1–12) does to a house's matters. */
  readonly lordInHouse: Twelve;
  /** The lord's dignity: how strongly it can deliver ("{{planet}} is exalted in {{sign}}: …"). */
  readonly lordDignity: Readonly<Record<Dignity, string>>;
  /** The house holds no graha: "No graha occupies this house; its results come through its lord." */
  readonly houseEmpty: string;
  /** The house holds natural benefics only: "{{planets}} in this house …". */
  readonly houseBenefics: string;
  /** The house holds natural malefics only. */
  readonly houseMalefics: string;
  /** The house holds both. */
  readonly houseMixed: string;

  /** What each graha signifies, PLANET_IDS order: 2 sentences. */
  readonly planetNature: readonly string[];
  /** The graha's keywords for composed sentences ("authority, vitality and the father"), PLANET_IDS order. */
  readonly planetKeywords: readonly string[];
  /** "Placed in your {{n}} house, {{planet}} brings {{keywords}} into …": one per house 1–12. */
  readonly planetInHouse: Twelve;
  /** The graha's sign by element, fire/earth/air/water: "In {{sign}}, a fire sign, {{planet}} acts …". */
  readonly planetInElement: readonly [string, string, string, string];
  /** By dignity: "{{planet}} is exalted in {{sign}} …" (what that does to the graha). */
  readonly planetDignity: Readonly<Record<Dignity, string>>;
  /** "{{planet}} is combust, within {{degrees}}° of the Sun: …". */
  readonly combust: string;
  /** "{{planet}} is retrograde: …" (not used for Rahu and Ketu, always retrograde). */
  readonly retrograde: string;
  /** Rahu and Ketu: the nodes' axis, "{{planet}} in your {{n}} house …" about obsession/detachment. */
  readonly nodeAxis: readonly [rahu: string, ketu: string];

  readonly yogas: {
    /** Opening paragraph: what yogas are and how many were found ("{{count}}"). */
    readonly intro: string;
    /** When none of the listed yogas is present. */
    readonly none: string;
    /** Per yoga: its name, the rule that formed it in this chart (placeholders: {{planets}} the grahas, {{houses}} the houses), and its effect. */
    readonly byId: Readonly<
      Record<YogaId, { readonly name: string; readonly why: string; readonly effect: string }>
    >;
  };

  readonly doshas: {
    /** Mangal dosha: absent; present and cancelled in the chart ("{{reasons}}"); present ("{{houses}}": houses of Mars from lagna/Moon/Venus). */
    readonly mangalAbsent: string;
    readonly mangalCancelled: string;
    readonly mangalPresent: string;
    /** Kaal sarp: absent; present ("{{type}}" its name, "{{extent}}" full or partial). */
    readonly kaalSarpAbsent: string;
    readonly kaalSarpPresent: string;
    readonly kaalSarpPartial: string;
    readonly pitraAbsent: string;
    /** "{{reasons}}": the rules that hold. */
    readonly pitraPresent: string;
    /** Sade sati: running now ("{{from}}", "{{to}}", "{{phase}}"); next one ("{{from}}", "{{to}}"); the list of periods in life. */
    readonly sadeSatiNow: string;
    readonly sadeSatiNext: string;
    readonly sadeSatiPhases: readonly [rising: string, peak: string, setting: string];
    readonly sadeSatiPeriodsIntro: string;
    /** Remedies per dosha, used when it is present (effective). */
    readonly mangalRemedies: readonly string[];
    readonly kaalSarpRemedies: readonly string[];
    readonly pitraRemedies: readonly string[];
    readonly sadeSatiRemedies: readonly string[];
    /** When no dosha needs remedies. */
    readonly noRemedies: string;
  };

  readonly dasha: {
    /** What the Vimshottari system is, "{{lord}}" the birth nakshatra's lord, "{{balance}}" years left at birth. */
    readonly intro: string;
    /** Each mahadasha lord's general theme, PLANET_IDS order. */
    readonly theme: readonly string[];
    /** "{{planet}} rules your {{houses}} house(s) and sits in your {{n}} house, so this period …": by the house it sits in. */
    readonly placement: Twelve;
    /** How the lord's dignity colours the period: strong (exalted/moolatrikona/own), supported (friend), mixed (neutral/enemy), weak (debilitated). */
    readonly strength: {
      readonly strong: string;
      readonly supported: string;
      readonly mixed: string;
      readonly weak: string;
    };
    /** The period is over ("{{from}}"–"{{to}}"), running now, or to come. */
    readonly past: string;
    readonly current: string;
    readonly future: string;
    /** "Now running: {{maha}} mahadasha, {{antar}} antardasha, until {{to}}". */
    readonly runningNow: string;
    readonly antarTableIntro: string;
  };

  readonly remedies: {
    /** Gemstone intro with the lagna ("{{sign}}"). */
    readonly gemIntro: string;
    /** "Wear {{stone}} for {{planet}} ({{roles}}) …". */
    readonly gemWear: string;
    /** "Avoid {{stone}} ({{planet}}): {{reason}}". */
    readonly gemAvoid: string;
    /** Gem roles: lagna lord, yogakaraka, 9th lord, 5th lord, dasha lord. */
    readonly gemRoles: Readonly<Record<GemRole, string>>;
    /** Why to avoid: functional malefic, dasha of a malefic, node. */
    readonly gemCautions: Readonly<Record<GemCautionReason, string>>;
    readonly gemCaution: string;
    /** Lucky numbers: "{{moolank}}", "{{bhagyank}}", "{{numbers}}", "{{planet}}". */
    readonly luckyNumbers: string;
    /** Lucky colours "{{colours}}" and days "{{days}}". */
    readonly luckyColours: string;
    /** A mantra per graha, PLANET_IDS order, with when and how many times. */
    readonly mantra: readonly string[];
    readonly mantraIntro: string;
  };

  readonly vargas: {
    /** What the navamsa shows, its lagna "{{sign}}". */
    readonly navamsaIntro: string;
    /** Venus in the navamsa by dignity group strong/mixed/weak ("{{sign}}"). */
    readonly navamsaVenus: {
      readonly strong: string;
      readonly mixed: string;
      readonly weak: string;
    };
    /** Vargottama grahas (same sign in D1 and D9): "{{planets}}"; or none. */
    readonly vargottama: string;
    readonly noVargottama: string;
    /** What the dashamsa shows, its lagna "{{sign}}". */
    readonly dashamsaIntro: string;
    /** The 10th lord of the birth chart in the dashamsa by dignity group ("{{planet}}", "{{sign}}"). */
    readonly dashamsaTenthLord: {
      readonly strong: string;
      readonly mixed: string;
      readonly weak: string;
    };
    /** What the saptamsa (D7) shows, its lagna "{{sign}}". */
    readonly saptamsaIntro: string;
  };

  readonly misc: {
    /** The graha of highest degree in its sign: "{{planet}} … the soul's wish". */
    readonly atmakaraka: readonly string[];
    /** Lagna lord "{{planet}}" in house n: the life's main direction, by house. */
    readonly lagnaLordInHouse: Twelve;
    /** No retrograde graha (besides the nodes) / "{{planets}}" retrograde. */
    readonly noRetrograde: string;
    readonly someRetrograde: string;
    readonly noCombust: string;
    readonly someCombust: string;
    /** Birth details intro with the weekday "{{weekday}}". */
    readonly birthIntro: string;
    readonly positionsIntro: string;
    /** "{{sign}}": the lagna's sign, before the birth chart. */
    readonly chartIntro: string;
    /** One or two sentences before each table: house lords, dignities, aspects, nakshatra lords. */
    readonly houseLordsIntro: string;
    readonly dignitiesIntro: string;
    readonly aspectsIntro: string;
    readonly nakshatraLordsIntro: string;
    /** Transits now: "{{planet}} is in {{sign}}, your {{n}} house from the Moon". */
    readonly transitLine: string;
    readonly closing: string;
  };

  /** The ten life areas: each reads its houses' lords and occupants. */
  readonly lifeAreas: Readonly<
    Record<
      LifeArea,
      {
        /** What the area covers and which houses show it. */
        readonly intro: string;
        /** The main house's lord "{{planet}}" strong (exalted, moolatrikona, own, friend), middling, weak (enemy, debilitated). */
        readonly strong: string;
        readonly middling: string;
        readonly weak: string;
        /** Natural benefics in the main house "{{planets}}"; malefics; none. */
        readonly benefics: string;
        readonly malefics: string;
      }
    >
  >;

  readonly yearly: {
    /** Year overview: from "{{from}}" to "{{to}}", the running dasha "{{maha}}"/"{{antar}}". */
    readonly overview: string;
    /** Transit of a graha through house n from the Moon, favourable or testing, PLANET_IDS order; "{{sign}}", "{{n}}". */
    readonly favourable: readonly string[];
    readonly testing: readonly string[];
    /** What each house from the Moon brings into focus when a transit activates it. */
    readonly houseFocus: Twelve;
    /** Jupiter's and Saturn's transit through house n from the Moon ("{{sign}}", "{{n}}"). */
    readonly jupiterInHouse: Twelve;
    readonly saturnInHouse: Twelve;
    /** Rahu's transit through house n from the Moon (Ketu opposite). */
    readonly rahuInHouse: Twelve;
    /** Antardashas starting within the year: "{{antar}} from {{from}}". */
    readonly dashaChange: string;
    readonly noDashaChange: string;
    /** The month's advice when most transits are favourable / mixed / testing. */
    readonly monthGood: string;
    readonly monthMixed: string;
    readonly monthHard: string;
  };

  readonly career: {
    /** Fields suited to the 10th house's sign, Aries … Pisces. */
    readonly fieldsBySign: Twelve;
    /** Fields suited to the strongest graha in or aspecting the 10th, PLANET_IDS order. */
    readonly fieldsByPlanet: readonly string[];
    /** Periods favourable for career: "{{periods}}"; none found in the span. */
    readonly timing: string;
    readonly noTiming: string;
  };

  readonly marriage: {
    /** The spouse's nature by the 7th house's sign. */
    readonly spouseBySign: Twelve;
    /** The darakaraka (graha of lowest degree) "{{planet}}" as the spouse's indicator, PLANET_IDS order (Rahu, Ketu not used). */
    readonly darakaraka: readonly string[];
    /** Periods likely for marriage: "{{periods}}"; none found in the span. */
    readonly timing: string;
    readonly noTiming: string;
    /** Matching with the partner: "{{partner}}", "{{points}}" of 36; verdict by band (excellent ≥ 28, good 18–27.5, low < 18). */
    readonly matchingIntro: string;
    readonly matchingExcellent: string;
    readonly matchingGood: string;
    readonly matchingLow: string;
    /** No partner was given. */
    readonly matchingNoPartner: string;
  };

  readonly child: {
    /** Jupiter (putra karaka) strong / middling / weak ("{{sign}}"). */
    readonly jupiterStrong: string;
    readonly jupiterMiddling: string;
    readonly jupiterWeak: string;
    /** Periods favourable for children: "{{periods}}"; none found. */
    readonly timing: string;
    readonly noTiming: string;
  };
}

/** The life areas the life report reads, each from its houses. */
export const LIFE_AREAS = [
  'career',
  'wealth',
  'marriage',
  'health',
  'education',
  'children',
  'siblings',
  'travel',
  'gains',
  'spirituality',
] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];

/** The main house of each life area. */
export const LIFE_AREA_HOUSE: Readonly<Record<LifeArea, number>> = {
  career: 10,
  wealth: 2,
  marriage: 7,
  health: 6,
  education: 4,
  children: 5,
  siblings: 3,
  travel: 12,
  gains: 11,
  spirituality: 9,
};
