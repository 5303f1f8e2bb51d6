import type { PageDefinition, PageKey } from './catalog.js';

/**
 * The pages whose capability has landed: each has its finished screen in the web app. Every
 * other page of the catalog shows the "being prepared" screen, so it answers `noindex` and
 * stays out of `sitemap.xml` until its key is added here. The server (head tags, sitemap) and
 * the web (its `PAGE_SCREENS`, typed `Record<LandedPageKey, …>`) both read this one list, so
 * a page cannot be indexed without a screen nor have a screen the server calls pending.
 */
export const LANDED_PAGES = [
  'home',
  'astroTools',
  'birthDetails',
  'kundli',
  'hindiKundli',
  'brihatKundli',
  'brihatKundliResults',
  'kundliNorthIndian',
  'kundliSouthIndian',
  'kundliPlanetary',
  'kundliLagnaRasi',
  'kundliDasha',
  'chartTest',
  'kundliMatching',
  'matchMaking',
  'moonSignChecker',
  'nakshatraFinder',
  'lagnaCalculator',
  'doshamDetector',
  'sadeSati',
  'sadeSatiCalculator',
  'dashaCalculator',
  'panchang',
  'panchangMonth',
  'choghadiya',
  'rahuKaal',
  'horaTimings',
  'abhijitMuhurat',
  'brahmaMuhurat',
  'hinduFestivals',
  'festivals',
  'year2025Festivals',
  'shubhMuhurat',
  'muhuratMarriage',
  'muhuratGrihaPravesh',
  'muhuratVehiclePurchase',
  'muhuratPropertyPurchase',
  'muhuratBusinessLaunch',
  'muhuratJourneyStart',
  'planetTransits',
  'year2025PlanetTransits',
  'accuracy',
  'login',
  'signup',
  'resetPassword',
  'resetPin',
  'authSuccess',
  'profile',
  'adminDashboard',
  'testWelcomeMail',
  'dashboard',
  'walletRecharge',
  'checkout',
  'paymentSuccess',
  'paymentFailure',
  'receipt',
  'astrologers',
  'astrologerDetail',
  'payment',
  'chat',
  'consultations',
  'dashboardBookings',
  'multiChat',
  'astrologerDashboard',
  'astrologerProfile',
  'askFreeQuestion',
  'dashboardReports',
  'packages',
  'astrologerPackages',
  'horoscopes',
  'dailyHoroscope',
  'dailyHoroscopeSign',
  'weeklyHoroscope',
  'weeklyHoroscopeSign',
  'monthlyHoroscope',
  'monthlyHoroscopeSign',
  'yearlyHoroscope',
  'loveHoroscope',
  'careerHoroscope',
  'healthHoroscope',
  'rashi',
  'zodiacSigns',
  'year2025Horoscope',
  'numerology',
  'year2025Numerology',
  'luckyNumbers',
  'babyNaming',
  'lalKitab',
  'gemstones',
  'loveCompatibility',
  'tarot',
  'year2025Tarot',
  'palmistry',
  'vastu',
  'divination',
  'about',
  'support',
  'contact',
  'disclaimer',
  'cookiePolicy',
  'deliveryPolicy',
  'privacyPolicy',
  'termsOfService',
  'refundPolicy',
  'shippingPolicy',
  'nakshatraDetail',
] as const satisfies readonly PageKey[];

export type LandedPageKey = (typeof LANDED_PAGES)[number];

const LANDED = new Set<string>(LANDED_PAGES);

export function isLandedPage(key: PageKey): key is LandedPageKey {
  return LANDED.has(key);
}

/**
 * Whether search engines may index a page and the sitemap lists it: the catalog allows it
 * (public, no free parameters) and the page is no longer pending.
 */
export function isPageIndexable(page: PageDefinition & { readonly key: PageKey }): boolean {
  return page.indexable && isLandedPage(page.key);
}
