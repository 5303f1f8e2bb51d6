import { resolvePage } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import {
  ASK_QUESTION_PATH,
  accountLinks,
  CHAT_LINK,
  FOOTER_LEGAL_LINKS,
  FOOTER_QUICK_LINKS,
  hasLanded,
  NAV_GROUPS,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
  shownLinks,
} from './navigation';

const pathsOf = (label: string) =>
  NAV_GROUPS.find((group) => group.label === label)?.links.map((l) => l.path);

describe('header menus', () => {
  it('list exactly the pages SPEC §2 gives each menu, in order', () => {
    expect(NAV_GROUPS.map((group) => group.label)).toEqual([
      'horoscope',
      'kundli',
      'year2025',
      'freeTools',
      'reports',
      'panchang',
      'learn',
      'more',
    ]);
    expect(pathsOf('horoscope')).toEqual([
      '/horoscopes',
      '/daily-horoscope',
      '/weekly-horoscope',
      '/monthly-horoscope',
      '/yearly-horoscope',
      '/love-horoscope',
      '/career-horoscope',
      '/health-horoscope',
    ]);
    expect(pathsOf('kundli')).toEqual([
      '/kundli',
      '/kundli-matching',
      '/love-horoscope',
      '/marriage-astrology',
    ]);
    expect(pathsOf('freeTools')).toHaveLength(10);
    expect(pathsOf('panchang')).toEqual([
      '/panchang',
      '/shubh-muhurat',
      '/choghadiya',
      '/hindu-festivals',
      '/rahu-kaal',
      '/hora-timings',
      '/abhijit-muhurat',
    ]);
    expect(pathsOf('more')).toEqual([
      '/astrologers',
      '/reports/premium',
      '/blog',
      '/astro-tools',
      '/support',
      '/contact',
      '/about',
    ]);
  });

  it('link only to public pages of the catalog, in every language', () => {
    const links = [
      ...NAV_GROUPS.flatMap((group) => group.links),
      ...FOOTER_QUICK_LINKS,
      ...FOOTER_LEGAL_LINKS,
    ].map((l) => l.path);
    for (const path of [...links, ASK_QUESTION_PATH, SIGN_IN_PATH, SIGN_UP_PATH]) {
      for (const prefix of ['', '/hindi', '/tamil', '/telugu']) {
        const resolved = resolvePage(`${prefix}${path}`);
        expect(resolved.page?.access, `${prefix}${path}`).toBe('public');
      }
    }
  });

  it('never repeat a link inside one menu', () => {
    for (const group of NAV_GROUPS) {
      const paths = group.links.map((l) => l.path);
      expect(new Set(paths).size, group.label).toBe(paths.length);
    }
  });
});

describe('account menu', () => {
  it('shows the admin dashboard to administrators only', () => {
    expect(accountLinks('admin').map((l) => l.path)).toContain('/admin-dashboard');
    expect(accountLinks('user').map((l) => l.path)).not.toContain('/admin-dashboard');
    expect(accountLinks('astrologer').map((l) => l.path)).not.toContain('/admin-dashboard');
  });

  it('links to signed-in pages that exist, Your Answers being the reports dashboard', () => {
    const links = accountLinks('admin');
    expect(links.find((l) => l.label === 'yourAnswers')?.path).toBe('/dashboard/reports');
    for (const l of links) {
      expect(resolvePage(l.path).page?.access, l.path).toMatch(/^(user|admin)$/);
    }
  });
});

describe('footer', () => {
  it('lists all seven legal pages', () => {
    expect(FOOTER_LEGAL_LINKS.map((l) => l.path)).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/refund-policy',
      '/delivery-policy',
      '/disclaimer',
      '/cookie-policy',
      '/shipping-policy',
    ]);
  });
});

describe('offers in the header', () => {
  // Regression: the header advertised a free question, a chat with astrologers and a free
  // premium report while none of them existed.
  it('are shown only once their page has landed: the chat, the free question and the reports have', () => {
    expect(hasLanded('/kundli')).toBe(true);
    expect(hasLanded(ASK_QUESTION_PATH)).toBe(true);
    expect(hasLanded(CHAT_LINK.path)).toBe(true);
    expect(hasLanded('/reports/premium')).toBe(true);
    expect(hasLanded('/blog')).toBe(true);
    expect(hasLanded('/kp-test')).toBe(true);
    // A path that is no page of the site never counts as landed.
    expect(hasLanded('/no-such-page')).toBe(false);
    const more = NAV_GROUPS.find((group) => group.label === 'more')?.links ?? [];
    expect(shownLinks(more).map((item) => item.label)).toContain('freePremiumReport');
    expect(shownLinks(more).map((item) => item.label)).toContain('blog');
    expect(shownLinks(FOOTER_QUICK_LINKS).map((item) => item.path)).toContain('/astrologers');
  });
});
