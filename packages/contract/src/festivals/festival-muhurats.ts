import { InstantSchema, PeriodSchema } from '../kundli/common.js';
import { z } from '../zod.js';
import { FestivalsQuerySchema } from './festivals.js';

/** `GET /api/festival-muhurats`: the same year and place as `GET /api/festivals`. */
export const FestivalMuhuratsQuerySchema = FestivalsQuerySchema.omit({ lang: true });

/** Which preference gave the Holika Dahan muhurat (Drik Panchang's order). */
export const HOLIKA_DAHAN_BASES = [
  'pradosh',
  'after-bhadra',
  'bhadra-punchha',
  'pradosh-in-bhadra',
] as const;

const DateSchema = z.string().describe('The local civil date, YYYY-MM-DD');

/**
 * The muhurats almanacs publish for Diwali, Holika Dahan, Sharad Navratri and Karva Chauth, on
 * the dates `GET /api/festivals` gives them; each null where the place has no such day (the
 * Sun does not rise and set). Periods carry the place's offset.
 */
export const FestivalMuhuratsDataSchema = z.object({
  year: z.number().int(),
  location: z.object({ latitude: z.number(), longitude: z.number(), timezone: z.string() }),
  diwali: z
    .object({
      date: DateSchema,
      amavasya: PeriodSchema,
      pradoshKaal: PeriodSchema,
      vrishabhaKaal: PeriodSchema.nullable(),
      lakshmiPuja: PeriodSchema.nullable(),
    })
    .nullable(),
  holikaDahan: z
    .object({
      date: DateSchema,
      purnima: PeriodSchema,
      bhadra: PeriodSchema,
      bhadraPunchha: PeriodSchema,
      bhadraMukha: PeriodSchema,
      pradoshKaal: PeriodSchema,
      muhurat: PeriodSchema,
      basis: z.enum(HOLIKA_DAHAN_BASES),
    })
    .nullable(),
  navratri: z
    .object({
      date: DateSchema,
      pratipada: PeriodSchema,
      /** A dual sign rising in the first third of the day while Pratipada lasts (1–12). */
      ghatasthapana: PeriodSchema.extend({ sign: z.number().int().min(1).max(12) }).nullable(),
      abhijit: PeriodSchema,
    })
    .nullable(),
  karvaChauth: z
    .object({
      date: DateSchema,
      chaturthi: PeriodSchema,
      moonrise: InstantSchema.nullable(),
      pujaMuhurat: PeriodSchema,
      upavasa: PeriodSchema.nullable(),
    })
    .nullable(),
});
export type FestivalMuhuratsData = z.infer<typeof FestivalMuhuratsDataSchema>;
export const FestivalMuhuratsResponseSchema = z.object({ data: FestivalMuhuratsDataSchema });
