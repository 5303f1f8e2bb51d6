import { EPHEMERIS_IDS, NODE_TYPES } from '@jyotish/engine/ids';
import { z } from '../zod.js';
import { InstantSchema } from './common.js';
import { KundliRequestSchema, KundliResponseSchema, PlanetIdSchema, SignSchema } from './kundli.js';

/**
 * `POST /api/kundli/kp`: a Krishnamurti Paddhati chart of a birth, taken as `POST /api/kundli`
 * takes it. KP fixes the ayanamsa (Krishnamurti's) and the houses (Placidus), so the kundli's
 * `ayanamsa`, `houseSystem` and dasha fields are not read here.
 */
export const KpRequestSchema = KundliRequestSchema.pick({
  name: true,
  gender: true,
  birthDate: true,
  birthTime: true,
  latitude: true,
  longitude: true,
  timezone: true,
  ambiguousTime: true,
  nodeType: true,
});
export type KpRequest = z.input<typeof KpRequestSchema>;

/** A cusp's or a planet's place and its KP lords. */
const KpPositionSchema = z.object({
  /** Sidereal longitude (Krishnamurti ayanamsa), degrees [0, 360). */
  longitude: z.number(),
  sign: SignSchema,
  /** Degrees within the sign, [0, 30). */
  signDegree: z.number(),
  /** The same to the arcsecond, cut (never rounded up into the next sub), e.g. `12°34′56″`. */
  signDegreeText: z.string(),
  signLord: PlanetIdSchema,
  /** The star: 1 = Ashwini … 27 = Revati. */
  nakshatra: z.number().int().min(1).max(27),
  starLord: PlanetIdSchema,
  subLord: PlanetIdSchema,
  subSubLord: PlanetIdSchema,
  /** The KP horary number of the sub (a sub split by a sign boundary has one per sign). */
  subNumber: z.number().int().min(1).max(249),
});

const KpRulingLordsSchema = z.object({
  signLord: PlanetIdSchema,
  starLord: PlanetIdSchema,
  subLord: PlanetIdSchema,
});

export const KpResponseSchema = z.object({
  input: KundliResponseSchema.shape.input,
  ayanamsa: z.object({ id: z.literal('krishnamurti'), degrees: z.number() }),
  /** Houses 1–12 by Placidus; the first cusp is the ascendant. */
  cusps: z.array(KpPositionSchema.extend({ house: z.number().int().min(1).max(12) })),
  /** The nine grahas, Sun to Saturn, Rahu, Ketu (always opposite Rahu). */
  planets: z.array(KpPositionSchema.extend({ id: PlanetIdSchema, retrograde: z.boolean() })),
  /** The ruling planets of the birth moment at the birth place. */
  rulingPlanets: z.object({
    day: z.object({
      /** 0 = Sunday … 6 = Saturday: the day runs from sunrise to sunrise. */
      weekday: z.number().int().min(0).max(6),
      lord: PlanetIdSchema,
      /** The sunrise that began the day; `null` under the midnight sun or the polar night, when the civil weekday is taken. */
      sunrise: InstantSchema.nullable(),
    }),
    moon: KpRulingLordsSchema,
    ascendant: KpRulingLordsSchema,
  }),
  computation: z.object({
    ephemeris: z.enum(EPHEMERIS_IDS),
    version: z.string(),
    ayanamsa: z.literal('krishnamurti'),
    ayanamsaDegrees: z.number(),
    houseSystem: z.literal('placidus'),
    nodeType: z.enum(NODE_TYPES),
    zodiac: z.literal('sidereal'),
    timezone: z.string(),
    utcOffset: z.string(),
    sunriseConvention: z.literal('upper-limb'),
    notes: z.array(z.string()),
  }),
});
export type KpResponse = z.infer<typeof KpResponseSchema>;
