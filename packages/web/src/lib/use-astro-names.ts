import {
  localizedName,
  NAKSHATRA_NAMES,
  PLANET_IDS,
  PLANET_NAMES,
  type PlanetId,
  SIGN_NAMES,
} from '@jyotish/contract';
import { useMemo } from 'react';
import { useLanguage } from './language';

/** Names of planets, signs and nakshatras in the page language (from `contract/names`). */
export interface AstroNames {
  planet: (id: PlanetId) => string;
  /** 1 = Aries … 12 = Pisces. */
  sign: (number: number) => string;
  /** 1 = Ashwini … 27 = Revati. */
  nakshatra: (number: number) => string;
}

export function useAstroNames(): AstroNames {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      planet: (id) => localizedName(PLANET_NAMES, language, PLANET_IDS.indexOf(id) + 1) ?? id,
      sign: (number) => localizedName(SIGN_NAMES, language, number) ?? String(number),
      nakshatra: (number) => localizedName(NAKSHATRA_NAMES, language, number) ?? String(number),
    }),
    [language],
  );
}
