// CLDR's English names (through Intl) are right for almost every country; these few read
// as CLDR's menu labels rather than as a country in an address line.
const COUNTRY_NAME_OVERRIDES: Readonly<Record<string, string>> = {
  CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo',
  MM: 'Myanmar',
  HK: 'Hong Kong',
  MO: 'Macao',
  PS: 'Palestine',
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** The English name of an ISO 3166-1 alpha-2 country (`IN` → `India`), from CLDR. */
export function countryName(code: string): string {
  return COUNTRY_NAME_OVERRIDES[code] ?? (regionNames.of(code) ?? code).replaceAll(' & ', ' and ');
}
