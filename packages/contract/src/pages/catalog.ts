import { ARTICLE_CATEGORY_SLUGS } from '../articles/categories.js';
import type { Language } from '../i18n/languages.js';
import { NAKSHATRA_SLUGS } from '../nakshatras/nakshatra-facts.js';
import {
  HINDI_SIGN_SLUGS,
  SIGN_SLUGS,
  TAMIL_SIGN_SLUGS,
  TELUGU_SIGN_SLUGS,
} from './zodiac-slugs.js';

/**
 * Who may open a page. The web app guards on this and the server enforces the same
 * roles on every API route behind the page.
 * - public: anyone, signed in or not
 * - user: any signed-in account (visitors are sent to /login, SPEC §2)
 * - admin / astrologer: that role only ('Admin access required' for others)
 */
export type PageAccess = 'public' | 'user' | 'admin' | 'astrologer';

/**
 * The capability that delivers a page. Whether a page has landed is decided page by page in
 * `LANDED_PAGES` (landed.ts); the others render their heading and description until then.
 */
export type Capability =
  | 'foundation'
  | 'accounts'
  | 'kundli'
  | 'panchang'
  | 'horoscopes'
  | 'calculators'
  | 'consultations'
  | 'payments'
  | 'reports'
  | 'content'
  | 'admin';

export interface PageDefinition {
  /** Stable identifier; also the key of the page's metadata in every language. */
  readonly key: string;
  /** Route patterns without language prefix, React Router syntax. The first is canonical. */
  readonly paths: readonly string[];
  readonly access: PageAccess;
  readonly capability: Capability;
  /**
   * Open to search engines once the page has landed (`isPageIndexable` in landed.ts): a
   * pending page is never indexed, whatever this says.
   */
  readonly indexable: boolean;
  /** Allowed values of path parameters; a value outside the list is not this page. */
  readonly params?: Readonly<Record<string, readonly string[]>>;
  /**
   * The language of a page whose own name is a language (`/hindi-kundli`): it is shown in that
   * language only, at its unprefixed path, whatever prefix the request carried.
   */
  readonly language?: Language;
}

interface PageOptions {
  access?: PageAccess;
  indexable?: boolean;
  params?: Record<string, readonly string[]>;
  language?: Language;
}

function page<const K extends string>(
  key: K,
  paths: readonly string[],
  capability: Capability,
  options: PageOptions = {},
): PageDefinition & { key: K } {
  const access = options.access ?? 'public';
  const hasParams = paths.some((p) => p.includes(':'));
  return {
    key,
    paths,
    access,
    capability,
    indexable: options.indexable ?? (access === 'public' && !hasParams),
    ...(options.params ? { params: options.params } : {}),
    ...(options.language ? { language: options.language } : {}),
  };
}

const SIGN_PARAM = { sign: [...SIGN_SLUGS, ...TAMIL_SIGN_SLUGS] };
const RASHI_PARAM = {
  rashi: [...SIGN_SLUGS, ...HINDI_SIGN_SLUGS, ...TAMIL_SIGN_SLUGS, ...TELUGU_SIGN_SLUGS],
};
const user = { access: 'user' } as const;
const admin = { access: 'admin', indexable: false } as const;
const astrologer = { access: 'astrologer', indexable: false } as const;
const hidden = { indexable: false } as const;

/** Every page of SPEC §2, both route tables, with aliases. */
export const PAGES = [
  // Home and general
  page('home', ['/'], 'foundation'),
  page('search', ['/search'], 'content', hidden),
  page('dashboard', ['/dashboard'], 'accounts', user),
  page('dashboardReports', ['/dashboard/reports'], 'reports', user),
  page('dashboardBookings', ['/dashboard/bookings'], 'consultations', user),
  page('profile', ['/profile'], 'accounts', user),
  page('packages', ['/packages'], 'payments'),
  page('astrologerPackages', ['/packages/:astrologerId'], 'payments'),
  page('payment', ['/payment'], 'payments', user),
  page('paymentSuccess', ['/payment-success', '/payment/success'], 'payments', hidden),
  page('paymentFailure', ['/payment-failure', '/payment/failure'], 'payments', hidden),
  page('walletRecharge', ['/wallet-recharge'], 'payments', user),
  page('checkout', ['/checkout'], 'payments', user),
  page('receipt', ['/receipt/:id'], 'payments', user),
  page('consultations', ['/consultations'], 'consultations', user),
  page('multiChat', ['/multi-chat'], 'consultations', user),
  page('askFreeQuestion', ['/ask-a-free-question'], 'consultations'),

  // Admin
  page('adminDashboard', ['/admin-dashboard'], 'admin', admin),
  page('adminArticles', ['/admin/articles', '/admin-articles'], 'admin', admin),
  page('adminResponses', ['/admin-responses-enhanced', '/admin/responses'], 'admin', admin),
  page('adminSettings', ['/admin/settings'], 'admin', admin),

  // Astrologers
  page('astrologerDashboard', ['/astrologer-dashboard'], 'consultations', astrologer),
  page('astrologerProfile', ['/astrologer-profile'], 'consultations', astrologer),
  page('astrologers', ['/astrologers'], 'consultations'),
  page('astrologerDetail', ['/astrologer/:id'], 'consultations'),

  // Chat
  page('chat', ['/chat/:id', '/clean-chat/:id'], 'consultations', user),

  // Reports
  page('reportPremium', ['/reports/premium', '/premium-report', '/premium-reports'], 'reports'),
  page('reportLife', ['/reports/life', '/life-report', '/report'], 'reports'),
  page('reportCareer', ['/reports/career', '/career-report'], 'reports'),
  page('reportMarriage', ['/reports/marriage', '/marriage-report'], 'reports'),
  page('reportChild', ['/reports/child', '/child-report'], 'reports'),
  page('reportSuperHoroscope', ['/reports/super-horoscope'], 'reports'),
  page(
    'reportSuperHoroscopeResult',
    ['/reports/super-horoscope/results/:reportId'],
    'reports',
    user,
  ),

  // Charts and tools
  page('astroTools', ['/astro-tools', '/astrology-tools'], 'foundation'),
  page('birthDetails', ['/birth-details'], 'kundli'),
  page('kundli', ['/kundli'], 'kundli'),
  page('hindiKundli', ['/hindi-kundli'], 'kundli', { language: 'hi' }),
  page('kundliNorthIndian', ['/kundli/north-indian'], 'kundli'),
  page('kundliSouthIndian', ['/kundli/south-indian'], 'kundli'),
  page('kundliPlanetary', ['/kundli/planetary'], 'kundli'),
  page('kundliLagnaRasi', ['/kundli/lagna-rasi'], 'kundli'),
  page('kundliDasha', ['/kundli/dasha'], 'kundli'),
  page('brihatKundli', ['/brihat-kundli'], 'kundli'),
  page('brihatKundliResults', ['/brihat-kundli-results'], 'kundli', hidden),
  page('chartTest', ['/chart-test'], 'kundli'),
  page('kundliMatching', ['/kundli-matching'], 'kundli'),
  page('matchMaking', ['/match-making'], 'kundli'),
  page('loveCompatibility', ['/love-compatibility'], 'calculators'),
  page('lagnaCalculator', ['/lagna-calculator'], 'kundli'),
  page('moonSignChecker', ['/moon-sign-checker'], 'kundli'),
  page('nakshatraFinder', ['/nakshatra-finder'], 'kundli'),
  page('doshamDetector', ['/dosham-detector'], 'kundli'),
  page('sadeSati', ['/sade-sati'], 'kundli'),
  page('sadeSatiCalculator', ['/sade-sati-calculator'], 'kundli'),
  page('dashaCalculator', ['/dasha-calculator'], 'kundli'),
  page('lalKitab', ['/lal-kitab'], 'calculators'),
  page('luckyNumbers', ['/lucky-numbers'], 'calculators'),
  page('babyNaming', ['/baby-naming'], 'calculators'),
  page('numerology', ['/numerology'], 'calculators'),
  page('divination', ['/divination'], 'calculators'),
  page('tarot', ['/tarot'], 'calculators'),
  page('palmistry', ['/palmistry'], 'calculators'),
  page('vastu', ['/vastu'], 'calculators'),
  page('gemstones', ['/gemstones'], 'calculators'),

  // Horoscopes
  page('horoscopes', ['/horoscopes', '/horoscope'], 'horoscopes'),
  page('dailyHoroscope', ['/daily-horoscope'], 'horoscopes'),
  page('dailyHoroscopeSign', ['/daily-horoscope/:sign'], 'horoscopes', {
    params: SIGN_PARAM,
    indexable: true,
  }),
  page('weeklyHoroscope', ['/weekly-horoscope'], 'horoscopes'),
  page('weeklyHoroscopeSign', ['/weekly-horoscope/:sign'], 'horoscopes', {
    params: SIGN_PARAM,
    indexable: true,
  }),
  page('monthlyHoroscope', ['/monthly-horoscope'], 'horoscopes'),
  page('monthlyHoroscopeSign', ['/monthly-horoscope/:sign'], 'horoscopes', {
    params: SIGN_PARAM,
    indexable: true,
  }),
  page('yearlyHoroscope', ['/yearly-horoscope'], 'horoscopes'),
  page('loveHoroscope', ['/love-horoscope'], 'horoscopes'),
  page('careerHoroscope', ['/career-horoscope'], 'horoscopes'),
  page('healthHoroscope', ['/health-horoscope'], 'horoscopes'),
  page('rashi', ['/rashi/:rashi'], 'horoscopes', { params: RASHI_PARAM, indexable: true }),
  page('zodiacSigns', ['/zodiac-signs'], 'horoscopes'),

  // Panchang and muhurat
  page('panchang', ['/panchang'], 'panchang'),
  page('panchangMonth', ['/panchang/month'], 'panchang'),
  page('shubhMuhurat', ['/shubh-muhurat'], 'panchang'),
  page('muhuratMarriage', ['/shubh-muhurat/marriage'], 'panchang'),
  page('muhuratGrihaPravesh', ['/shubh-muhurat/griha-pravesh'], 'panchang'),
  page('muhuratVehiclePurchase', ['/shubh-muhurat/vehicle-purchase'], 'panchang'),
  page('muhuratPropertyPurchase', ['/shubh-muhurat/property-purchase'], 'panchang'),
  page('muhuratBusinessLaunch', ['/shubh-muhurat/business-launch'], 'panchang'),
  page('muhuratJourneyStart', ['/shubh-muhurat/journey-start'], 'panchang'),
  page('choghadiya', ['/choghadiya'], 'panchang'),
  page('rahuKaal', ['/rahu-kaal'], 'panchang'),
  page('horaTimings', ['/hora-timings'], 'panchang'),
  page('abhijitMuhurat', ['/abhijit-muhurat'], 'panchang'),
  page('brahmaMuhurat', ['/brahma-muhurat'], 'panchang'),
  page('hinduFestivals', ['/hindu-festivals'], 'panchang'),
  page('festivals', ['/festivals'], 'panchang'),
  page('planetTransits', ['/planet-transits'], 'panchang'),
  page('accuracy', ['/accuracy'], 'panchang'),

  // Content
  page('blog', ['/blog'], 'content'),
  page('blogCategory', ['/blog/category/:category'], 'content', {
    params: { category: ARTICLE_CATEGORY_SLUGS },
    indexable: true,
  }),
  page('blogPost', ['/blog/:slug'], 'content'),
  page('article', ['/article/:id'], 'content'),
  page('nakshatraDetail', ['/nakshatras/:slug'], 'content', {
    params: { slug: NAKSHATRA_SLUGS },
    indexable: true,
  }),
  page('learnBasics', ['/learn-astrology/basics'], 'content'),
  page('learnBirthChart', ['/learn-astrology/birth-chart'], 'content'),
  page('learnPlanets', ['/learn-astrology/planets'], 'content'),
  page('learnNakshatras', ['/learn-astrology/nakshatras'], 'content'),
  page('learnDoshas', ['/learn-astrology/doshas'], 'content'),
  page('learnMuhurta', ['/learn-astrology/muhurta'], 'content'),
  page('learnAdvanced', ['/learn-astrology/advanced'], 'content'),
  page('remedies', ['/remedies'], 'content'),
  page('spirituality', ['/spirituality'], 'content'),
  page('marriageAstrology', ['/marriage-astrology'], 'content'),
  page('loveMarriageAstrology', ['/love-marriage-astrology'], 'content'),
  page('careerBusinessAstrology', ['/career-business-astrology'], 'content'),
  page('healthMedicalAstrology', ['/health-medical-astrology'], 'content'),
  page('wealthFinanceAstrology', ['/wealth-finance-astrology'], 'content'),
  page('spiritualGrowthAstrology', ['/spiritual-growth-astrology'], 'content'),
  page('childrenProgenyAstrology', ['/children-progeny-astrology'], 'content'),
  page('topicMarriagePrediction', ['/topics/marriage-prediction'], 'content'),
  page('topicCareerAstrology', ['/topics/career-astrology'], 'content'),
  page('topicHealthAstrology', ['/topics/health-astrology'], 'content'),
  page('topicLoveCompatibility', ['/topics/love-compatibility'], 'content'),
  page('topicLuckyNumbers', ['/topics/lucky-numbers'], 'content'),
  page('topicBabyNames', ['/topics/baby-names'], 'content'),
  page('topicSadeSati', ['/topics/sade-sati'], 'content'),
  page('topicMangalDosha', ['/topics/mangal-dosha'], 'content'),
  page('topicKaalSarpDosha', ['/topics/kaal-sarp-dosha'], 'content'),
  page('topicPitraDosha', ['/topics/pitra-dosha'], 'content'),
  page('topicShaniMahadasha', ['/topics/shani-mahadasha'], 'content'),
  page('topicJupiterTransit', ['/topics/jupiter-transit'], 'content'),
  page('topicRahuKetuTransit', ['/topics/rahu-ketu-transit'], 'content'),
  page('topicSolarEclipseEffects', ['/topics/solar-eclipse-effects'], 'content'),
  page('topicLunarEclipseEffects', ['/topics/lunar-eclipse-effects'], 'content'),
  page('topicRetrogradePlanets', ['/topics/retrograde-planets'], 'content'),
  page('topicNavratri2025', ['/topics/navratri-2025'], 'content'),
  page('topicDiwali2025Muhurat', ['/topics/diwali-2025-muhurat'], 'content'),
  page('topicHoli2025Date', ['/topics/holi-2025-date'], 'content'),
  page('topicKarvaChauth2025', ['/topics/karva-chauth-2025'], 'content'),
  page('year2025Horoscope', ['/year-2025/horoscope', '/horoscope-2025'], 'horoscopes'),
  page('year2025Numerology', ['/year-2025/numerology', '/numerology-2025'], 'calculators'),
  page('year2025Tarot', ['/year-2025/tarot', '/tarot-2025'], 'calculators'),
  page('year2025Festivals', ['/year-2025/festivals', '/festivals-2025'], 'panchang'),
  page(
    'year2025PlanetTransits',
    ['/year-2025/planet-transits', '/planet-transits-2025'],
    'panchang',
  ),

  // Information and legal
  page('about', ['/about'], 'content'),
  page('support', ['/support'], 'content'),
  page('contact', ['/contact'], 'content'),
  page('disclaimer', ['/disclaimer'], 'content'),
  page('cookiePolicy', ['/cookie-policy'], 'content'),
  page('deliveryPolicy', ['/delivery-policy'], 'content'),
  page('privacyPolicy', ['/privacy-policy'], 'content'),
  page('termsOfService', ['/terms-of-service'], 'content'),
  page('refundPolicy', ['/refund-policy'], 'content'),
  page('shippingPolicy', ['/shipping-policy'], 'content'),

  // Accounts
  page('login', ['/login', '/auth-login'], 'accounts', hidden),
  page('signup', ['/signup', '/register'], 'accounts', hidden),
  page('resetPassword', ['/reset-password'], 'accounts', hidden),
  page('resetPin', ['/reset-pin'], 'accounts', hidden),
  page('authSuccess', ['/auth-success', '/auth/success'], 'accounts', hidden),

  // Test and preview pages: kept for the people building the product, never indexed.
  page('testWelcomeMail', ['/test-welcome-mail'], 'accounts', admin),
  page('testJyotishyam', ['/test-jyotishyam'], 'kundli', admin),
  page(
    'testEastIndianChart',
    ['/test-east-indian-chart', '/east-indian-chart-test'],
    'kundli',
    admin,
  ),
  page('testDaemonPremium', ['/test-daemon-premium'], 'reports', admin),
  page('testDaemonKundli', ['/test-daemon-kundli'], 'kundli', admin),
  page('kpTest', ['/kp-test'], 'kundli', admin),
  page('phase3Test', ['/phase3-test'], 'kundli', admin),
  page('executiveDashboardPreview', ['/executive-dashboard-preview'], 'admin', admin),
] as const;

export type PageKey = (typeof PAGES)[number]['key'];

const PAGE_BY_KEY = new Map<string, PageDefinition>(PAGES.map((p) => [p.key, p]));

export function getPage(key: PageKey): PageDefinition {
  const found = PAGE_BY_KEY.get(key);
  if (!found) throw new Error(`Unknown page key ${key}`);
  return found;
}

/** The canonical path of a page (its first path, without language prefix). */
export function canonicalPathOf(key: PageKey): string {
  return getPage(key).paths[0] ?? '/';
}
