/**
 * URL slugs of the twelve signs, Aries first. English slugs are used by the horoscope
 * pages in every language; Tamil pages also accept the Tamil slugs of SPEC §2, and
 * `/rashi/{rashi}` accepts the Hindi, Tamil and Telugu ones as well.
 */
export const SIGN_SLUGS = [
    'aries',
    'taurus',
    'gemini',
    'cancer',
    'leo',
    'virgo',
    'libra',
    'scorpio',
    'sagittarius',
    'capricorn',
    'aquarius',
    'pisces',
];
/** Tamil sign slugs, in the same order (SPEC §2). */
export const TAMIL_SIGN_SLUGS = [
    'mesham',
    'rishabam',
    'mithunam',
    'karkatakam',
    'simham',
    'kanyaa',
    'tulaam',
    'vrischikam',
    'dhanusu',
    'makaram',
    'kumbham',
    'meenam',
];
/** Hindi rashi slugs, in the same order. */
export const HINDI_SIGN_SLUGS = [
    'mesh',
    'vrishabh',
    'mithun',
    'kark',
    'singh',
    'kanya',
    'tula',
    'vrishchik',
    'dhanu',
    'makar',
    'kumbh',
    'meen',
];
/** Telugu rashi slugs, in the same order. */
export const TELUGU_SIGN_SLUGS = [
    'mesha',
    'vrushabha',
    'mithuna',
    'karkataka',
    'simha',
    'kanya',
    'tula',
    'vruschika',
    'dhanussu',
    'makara',
    'kumbha',
    'meena',
];
/** Sign number (1 = Aries … 12 = Pisces) of any known slug, or null. */
export function signNumberOfSlug(slug) {
    const lower = slug.toLowerCase();
    for (const list of [SIGN_SLUGS, TAMIL_SIGN_SLUGS, HINDI_SIGN_SLUGS, TELUGU_SIGN_SLUGS]) {
        const index = list.indexOf(lower);
        if (index >= 0)
            return index + 1;
    }
    return null;
}
