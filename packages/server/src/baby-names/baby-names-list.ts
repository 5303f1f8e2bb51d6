import type { BabyNameRow } from './baby-name-row.js';
import { NAMES_CHA_JA_TA_DA } from './names/cha-ja-ta-da.js';
import { NAMES_MORE } from './names/more-names.js';
import { NAMES_NA_PA_BHA_MA } from './names/na-pa-bha-ma.js';
import { NAMES_VA_SHA_SA_HA } from './names/va-sha-sa-ha.js';
import { NAMES_VOWELS_KA_KHA_GA_GHA } from './names/vowels-ka-kha-ga-gha.js';
import { NAMES_YA_RA_LA } from './names/ya-ra-la.js';

/** Where the list comes from, stated with every answer. */
export const BABY_NAMES_SOURCE =
  'Compiled for Jyotish by its contributors from names given in Indian families, with meanings in our own words; published with the project under the GNU AGPL 3.0 or later (the names themselves are common usage).';

/** Every name, grouped by initial sound as the list's files are. */
export const BABY_NAMES: readonly BabyNameRow[] = [
  ...NAMES_VOWELS_KA_KHA_GA_GHA,
  ...NAMES_CHA_JA_TA_DA,
  ...NAMES_NA_PA_BHA_MA,
  ...NAMES_YA_RA_LA,
  ...NAMES_VA_SHA_SA_HA,
  ...NAMES_MORE,
];
