import {
  ADHIKA_PREFIX,
  AYANA_NAMES,
  CHOGHADIYA_IDS,
  CHOGHADIYA_NAMES,
  CHOGHADIYA_QUALITY_IDS,
  CHOGHADIYA_QUALITY_NAMES,
  type ChoghadiyaId,
  KARANA_NAMES,
  type LocalizedNames,
  LUNAR_MONTH_NAMES,
  localizedName,
  PAKSHA_NAMES,
  RITU_NAMES,
  TITHI_NAMES,
  VARA_NAMES,
  YOGA_NAMES,
} from '@jyotish/contract';
import { useMemo } from 'react';
import { useLanguage } from '@/lib/language';
import { useAstroNames } from '@/lib/use-astro-names';

type Quality = (typeof CHOGHADIYA_QUALITY_IDS)[number];

/**
 * The almanac's computed names in the page language, by the numbers the API answers with
 * (its own names are English): tithis 1–30, yogas 1–27, karanas 1–11, months 1–12, ritus 1–6.
 */
export function usePanchangNames() {
  const { language } = useLanguage();
  const astro = useAstroNames();
  return useMemo(() => {
    const name = (names: LocalizedNames, number: number) =>
      localizedName(names, language, number) ?? String(number);
    return {
      ...astro,
      tithi: (number: number) => name(TITHI_NAMES, number),
      yoga: (number: number) => name(YOGA_NAMES, number),
      karana: (number: number) => name(KARANA_NAMES, number),
      paksha: (paksha: 'shukla' | 'krishna') => name(PAKSHA_NAMES, paksha === 'shukla' ? 1 : 2),
      /** Sunday = 0. */
      weekday: (weekday: number) => name(VARA_NAMES, weekday + 1),
      lunarMonth: (number: number, adhika = false) =>
        adhika
          ? `${ADHIKA_PREFIX[language]} ${name(LUNAR_MONTH_NAMES, number)}`
          : name(LUNAR_MONTH_NAMES, number),
      ritu: (number: number) => name(RITU_NAMES, number),
      ayana: (ayana: 'uttarayana' | 'dakshinayana') =>
        name(AYANA_NAMES, ayana === 'uttarayana' ? 1 : 2),
      choghadiya: (id: ChoghadiyaId) => name(CHOGHADIYA_NAMES, CHOGHADIYA_IDS.indexOf(id) + 1),
      quality: (quality: Quality) =>
        name(CHOGHADIYA_QUALITY_NAMES, CHOGHADIYA_QUALITY_IDS.indexOf(quality) + 1),
    };
  }, [language, astro]);
}
