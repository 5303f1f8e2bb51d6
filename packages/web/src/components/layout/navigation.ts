import { isLandedPage, resolvePage, type UserRole } from '@jyotish/contract';
import type { layout } from '@/locales/en/layout';

/** A label key under `layout.links`. */
export type LinkLabel = keyof typeof layout.links;
/** A label key under `layout.menus`. */
export type MenuLabel = keyof typeof layout.menus;

/** One link of the site chrome. `path` has no language prefix: render it through `localize`. */
export interface NavLinkItem {
  readonly label: LinkLabel;
  readonly path: string;
  /**
   * The link advertises an offer ("Free Premium Report"): shown only once its page has
   * landed, since until then it would promise something that does not exist.
   */
  readonly offer?: true;
}

export interface NavGroup {
  readonly label: MenuLabel;
  readonly links: readonly NavLinkItem[];
}

const link = (label: LinkLabel, path: string): NavLinkItem => ({ label, path });
const offer = (label: LinkLabel, path: string): NavLinkItem => ({ label, path, offer: true });

// The menus ask again on every render of the header.
const landed = new Map<string, boolean>();

/** Whether the page at `path` (no language prefix) has its finished screen. */
export function hasLanded(path: string): boolean {
  let answer = landed.get(path);
  if (answer === undefined) {
    const { page } = resolvePage(path);
    answer = page !== null && isLandedPage(page.key);
    landed.set(path, answer);
  }
  return answer;
}

/**
 * The links of a menu a reader is shown: offers only once their page works. A link to any
 * other pending page stays, and that page says it is being prepared.
 */
export function shownLinks(links: readonly NavLinkItem[]): readonly NavLinkItem[] {
  return links.filter((item) => !item.offer || hasLanded(item.path));
}

/** The header's dropdown menus, in the order and with the pages SPEC §2 lists. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: 'horoscope',
    links: [
      link('allHoroscopes', '/horoscopes'),
      link('dailyHoroscope', '/daily-horoscope'),
      link('weeklyHoroscope', '/weekly-horoscope'),
      link('monthlyHoroscope', '/monthly-horoscope'),
      link('yearlyHoroscope', '/yearly-horoscope'),
      link('loveHoroscope', '/love-horoscope'),
      link('careerHoroscope', '/career-horoscope'),
      link('healthHoroscope', '/health-horoscope'),
    ],
  },
  {
    label: 'kundli',
    links: [
      link('kundli', '/kundli'),
      link('kundliMatching', '/kundli-matching'),
      link('loveHoroscope', '/love-horoscope'),
      link('marriageAstrology', '/marriage-astrology'),
    ],
  },
  {
    label: 'year2025',
    links: [
      link('year2025Horoscope', '/year-2025/horoscope'),
      link('year2025Numerology', '/year-2025/numerology'),
      link('year2025Tarot', '/year-2025/tarot'),
      link('year2025Festivals', '/year-2025/festivals'),
      link('year2025PlanetTransits', '/year-2025/planet-transits'),
    ],
  },
  {
    label: 'freeTools',
    links: [
      link('moonSignChecker', '/moon-sign-checker'),
      link('nakshatraFinder', '/nakshatra-finder'),
      link('lagnaCalculator', '/lagna-calculator'),
      link('doshamDetector', '/dosham-detector'),
      link('sadeSati', '/sade-sati'),
      link('lalKitab', '/lal-kitab'),
      link('babyNaming', '/baby-naming'),
      link('luckyNumbers', '/lucky-numbers'),
      link('dashaCalculator', '/dasha-calculator'),
      link('numerology', '/numerology'),
    ],
  },
  {
    label: 'reports',
    links: [
      link('reportPremium', '/reports/premium'),
      link('reportLife', '/reports/life'),
      link('reportCareer', '/reports/career'),
      link('reportMarriage', '/reports/marriage'),
      link('reportSuperHoroscope', '/reports/super-horoscope'),
    ],
  },
  {
    label: 'panchang',
    links: [
      link('panchang', '/panchang'),
      link('shubhMuhurat', '/shubh-muhurat'),
      link('choghadiya', '/choghadiya'),
      link('hinduFestivals', '/hindu-festivals'),
      link('rahuKaal', '/rahu-kaal'),
      link('horaTimings', '/hora-timings'),
      link('abhijitMuhurat', '/abhijit-muhurat'),
    ],
  },
  {
    label: 'learn',
    links: [
      link('learnBasics', '/learn-astrology/basics'),
      link('learnBirthChart', '/learn-astrology/birth-chart'),
      link('learnPlanets', '/learn-astrology/planets'),
      link('learnNakshatras', '/learn-astrology/nakshatras'),
      link('learnDoshas', '/learn-astrology/doshas'),
      link('learnMuhurta', '/learn-astrology/muhurta'),
      link('learnAdvanced', '/learn-astrology/advanced'),
    ],
  },
  {
    // The header's other links, gathered so the desktop row stays one line of menus.
    label: 'more',
    links: [
      link('astrologers', '/astrologers'),
      offer('freePremiumReport', '/reports/premium'),
      link('blog', '/blog'),
      link('astroTools', '/astro-tools'),
      link('support', '/support'),
      link('contact', '/contact'),
      link('about', '/about'),
    ],
  },
];

/**
 * The link the header shows as its own button next to the menus, the main paid offer; like
 * every offer, shown once its page has landed.
 */
export const CHAT_LINK = offer('astrologers', '/astrologers');

export const SIGN_IN_PATH = '/login';
export const SIGN_UP_PATH = '/signup';
/** The header banner's target ("Ask a Free Question"), an offer: the banner shows once it lands. */
export const ASK_QUESTION_PATH = '/ask-a-free-question';

/** The signed-in account menu; the admin dashboard only for administrators (SPEC §6). */
export function accountLinks(role: UserRole): readonly NavLinkItem[] {
  const links = [
    link('dashboard', '/dashboard'),
    link('yourAnswers', '/dashboard/reports'),
    link('bookings', '/dashboard/bookings'),
    link('profile', '/profile'),
    link('wallet', '/wallet-recharge'),
  ];
  return role === 'admin' ? [...links, link('admin', '/admin-dashboard')] : links;
}

export const FOOTER_QUICK_LINKS: readonly NavLinkItem[] = [
  link('astroTools', '/astro-tools'),
  link('horoscopes', '/horoscopes'),
  link('panchang', '/panchang'),
  offer('astrologers', '/astrologers'),
  link('blog', '/blog'),
  link('about', '/about'),
  link('support', '/support'),
  link('contact', '/contact'),
];

export const FOOTER_LEGAL_LINKS: readonly NavLinkItem[] = [
  link('privacyPolicy', '/privacy-policy'),
  link('termsOfService', '/terms-of-service'),
  link('refundPolicy', '/refund-policy'),
  link('deliveryPolicy', '/delivery-policy'),
  link('disclaimer', '/disclaimer'),
  link('cookiePolicy', '/cookie-policy'),
  link('shippingPolicy', '/shipping-policy'),
];
