/**
 * Indian places whose official name changed after the GeoNames data (2023) was written, or
 * whose GeoNames name is a spelling nobody uses, keyed by GeoNames id. `name` replaces the
 * GeoNames name in answers; `formerNames` are searchable besides GeoNames' own alternate
 * names (which already hold Bombay, Madras, Calcutta, Bangalore, Poona, Benares, Banaras,
 * Trivandrum, Baroda, Prayagraj and most others). Each entry is pinned by a test.
 */
export const PLACE_RENAMES: ReadonlyMap<number, { name: string; formerNames: readonly string[] }> =
  new Map([
    [1270642, { name: 'Gurugram', formerNames: ['Gurgaon'] }],
    [1262321, { name: 'Mysuru', formerNames: ['Mysore'] }],
    [1278994, { name: 'Prayagraj', formerNames: ['Allahabad', 'Ilahabad'] }],
    [1273874, { name: 'Kochi', formerNames: ['Cochin'] }],
    [1276533, { name: 'Belagavi', formerNames: ['Belgaum'] }],
    [1263780, { name: 'Mangaluru', formerNames: ['Mangalore'] }],
    [1269920, { name: 'Hubballi', formerNames: ['Hubli'] }],
    [1270752, { name: 'Kalaburagi', formerNames: ['Gulbarga'] }],
    [1276509, { name: 'Ballari', formerNames: ['Bellary'] }],
    [1275701, { name: 'Vijayapura', formerNames: ['Bijapur'] }],
    [1256515, { name: 'Shivamogga', formerNames: ['Shimoga'] }],
    [1254089, { name: 'Tumakuru', formerNames: ['Tumkur'] }],
    [1254649, { name: 'Thanjavur', formerNames: ['Tanjore'] }],
    [1260728, { name: 'Palakkad', formerNames: ['Palghat'] }],
    [1258932, { name: 'Rajamahendravaram', formerNames: ['Rajahmundry'] }],
    // Renamed in 2023 and 2022; most living people were born under the old names.
    [1278149, { name: 'Chhatrapati Sambhajinagar', formerNames: ['Aurangabad'] }],
    [1261012, { name: 'Dharashiv', formerNames: ['Osmanabad'] }],
    [1269939, { name: 'Narmadapuram', formerNames: ['Hoshangabad'] }],
    [1262634, { name: 'Deen Dayal Upadhyaya Nagar', formerNames: ['Mughalsarai', 'Mughal Sarai'] }],
    [1278094, { name: 'Ayodhya', formerNames: ['Ajodhya'] }],
    [1273313, { name: 'Dehradun', formerNames: ['Dehra Dun'] }],
    [1270396, { name: 'Howrah', formerNames: ['Haora'] }],
    [1253405, { name: 'Varanasi', formerNames: ['Benaras', 'Kashi', 'Banaras', 'Benares'] }],
  ]);
