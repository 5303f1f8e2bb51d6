import {
  ErrorResponseSchema,
  HOROSCOPE_TEXTS,
  NUMEROLOGY_TEXTS,
  NumerologyRequestSchema,
  NumerologyResponseSchema,
  type NumerologyTextKey,
  VARA_NAMES,
} from '@jyotish/contract';
import { computeNumerology, luckyNumbersOf } from '@jyotish/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** India's year now: a personal year asked without a year is this one. */
const thisYearInIndia = (now: Date) => new Date(now.getTime() + 19_800_000).getUTCFullYear();

/**
 * Numerology (`engine/numerology.ts`): the name's Chaldean and Pythagorean numbers, soul urge
 * and personality, moolank, bhagyank and the personal year, with what each means, and the
 * lucky numbers, days, colours and gemstone of the moolank's graha.
 */
export const numerologyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/numerology',
    {
      schema: {
        summary: 'Name and birth numbers (Chaldean and Pythagorean), with their meanings',
        body: NumerologyRequestSchema,
        response: { 200: NumerologyResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { name, birthDate, lang } = request.body;
      const year = request.body.year ?? thisYearInIndia(new Date());
      const numbers = computeNumerology({ name, birthDate, year });
      const lucky = luckyNumbersOf(numbers.moolank, numbers.bhagyank);
      const texts = NUMEROLOGY_TEXTS[lang];
      const text = (key: string) => texts[key as NumerologyTextKey] ?? '';
      return {
        data: {
          ...numbers,
          year,
          lucky: {
            planet: lucky.planet,
            numbers: [...lucky.numbers],
            days: lucky.weekdays.map((day) => VARA_NAMES[lang][day] ?? ''),
            colors: [
              ...new Set(lucky.colorPlanets.map((p) => HOROSCOPE_TEXTS[lang][`color.${p}`])),
            ],
            gemstone: text(`gem.${lucky.planet}`),
            caution: text('gem.caution'),
          },
          meanings: {
            chaldean: text(`number.${numbers.chaldean.number}`),
            pythagorean: text(`number.${numbers.pythagorean.number}`),
            soulUrge: text(`soulUrge.${numbers.soulUrge}`),
            personality: text(`personality.${numbers.personality}`),
            moolank: text(`number.${numbers.moolank}`),
            bhagyank: text(`bhagyank.${numbers.bhagyank}`),
            personalYear: text(`personalYear.${numbers.personalYear}`),
          },
        },
      };
    },
  );
};
