import { PAGES, type PageDefinition } from '@jyotish/contract';
import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageScreen, RedirectToLogin, RequireRole } from './route-guards';
import { buildPageRoutes, LANGUAGE_PREFIXES, type RouteTableKind, routesAt } from './routes';
import { SCREENS } from './screens';

const NOT_FOUND = 'not-found';
const table = (kind: 'visitor' | 'signedIn'): RouteObject[] => [
  ...buildPageRoutes(kind),
  { path: '*', id: NOT_FOUND },
];
const visitor = table('visitor');
const signedIn = table('signedIn');

/** What a path renders in a table: the page screen, a login redirect, a role guard or 404. */
function describeMatch(routes: RouteObject[], pathname: string): string {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!route || route.id === NOT_FOUND) return NOT_FOUND;
  if ((route.element as ReactElement | undefined)?.type === SCREENS.notFound.Component) {
    return NOT_FOUND;
  }
  const element = route.element as ReactElement<{
    pageKey?: string;
    role?: string;
    children?: ReactElement<{ pageKey: string }>;
  }>;
  if (element.type === RedirectToLogin) return 'login';
  if (element.type === RequireRole) {
    return `${element.props.role}:${element.props.children?.props.pageKey}`;
  }
  if (element.type === PageScreen) return `page:${element.props.pageKey}`;
  return 'unknown';
}

/** A concrete URL of a route pattern: allowed parameter values, or a sample id. */
function samplePath(page: PageDefinition, pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => page.params?.[name]?.[0] ?? '42');
}

// React Router ranks the whole table (about 2,600 routes) on every `matchRoutes` call, so the
// sweeps over every page take seconds on a busy machine: they get a budget to match.
const SWEEP = { timeout: 30_000 };

describe('route tables', () => {
  it('have four language prefixes', () => {
    expect(LANGUAGE_PREFIXES).toEqual(['', '/hindi', '/tamil', '/telugu']);
  });

  it('map every path of every page in every language to that page (signed in)', SWEEP, () => {
    for (const page of PAGES) {
      const expected =
        page.access === 'admin' || page.access === 'astrologer'
          ? `${page.access}:${page.key}`
          : `page:${page.key}`;
      for (const pattern of page.paths) {
        for (const prefix of LANGUAGE_PREFIXES) {
          const path = samplePath(page, pattern);
          const url = path === '/' ? prefix || '/' : `${prefix}${path}`;
          expect(describeMatch(signedIn, url), url).toBe(expected);
        }
      }
    }
  });

  it('send visitors on signed-in pages to login and show them public pages', SWEEP, () => {
    for (const page of PAGES) {
      const path = samplePath(page, page.paths[0] ?? '/');
      const expected = page.access === 'public' ? `page:${page.key}` : 'login';
      expect(describeMatch(visitor, path), path).toBe(expected);
    }
    expect(describeMatch(visitor, '/dashboard')).toBe('login');
    expect(describeMatch(visitor, '/hindi/chat/7')).toBe('login');
    expect(describeMatch(visitor, '/admin-dashboard')).toBe('login');
    expect(describeMatch(visitor, '/tamil/kundli')).toBe('page:kundli');
  });

  it('guard admin and astrologer pages by role for signed-in accounts', () => {
    expect(describeMatch(signedIn, '/admin/settings')).toBe('admin:adminSettings');
    expect(describeMatch(signedIn, '/telugu/astrologer-dashboard')).toBe(
      'astrologer:astrologerDashboard',
    );
    expect(describeMatch(signedIn, '/dashboard/reports')).toBe('page:dashboardReports');
  });

  it('route Tamil sign slugs and rashi pages, and prefer static paths to parameters', () => {
    expect(describeMatch(visitor, '/tamil/daily-horoscope/mesham')).toBe('page:dailyHoroscopeSign');
    expect(describeMatch(visitor, '/hindi/rashi/mesh')).toBe('page:rashi');
    expect(describeMatch(visitor, '/blog/category/transit')).toBe('page:blogCategory');
    expect(describeMatch(visitor, '/shubh-muhurat/marriage')).toBe('page:muhuratMarriage');
  });

  it('leave unknown paths to the not-found screen', () => {
    expect(describeMatch(visitor, '/no-such-page')).toBe(NOT_FOUND);
    expect(describeMatch(signedIn, '/hindi/no-such-page')).toBe(NOT_FOUND);
    expect(describeMatch(visitor, '/french/kundli')).toBe(NOT_FOUND);
  });

  it('never give two routes the same path', () => {
    const paths = buildPageRoutes('visitor').map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  // The app matches a path with its page's routes only (`routesAt`); it must choose what the
  // whole table chooses, for every path of every page and for paths that are no page.
  it.each(['visitor', 'signedIn'] as const)(
    'choose from a path’s own page’s routes what the whole table chooses (%s)',
    SWEEP,
    (kind: RouteTableKind) => {
      const whole = table(kind);
      const urls = [
        '/no-such-page',
        '/hindi/no-such-page',
        '/french/kundli',
        '/daily-horoscope/nosuchsign',
        '/tamil/rashi/nosuchrashi',
        '/KUNDLI',
        '/DASHBOARD',
        '/Hindi/kundli',
        '/kundli/',
        '/hindi/',
        '/blog/category/no-such-category',
      ];
      for (const page of PAGES) {
        for (const pattern of page.paths) {
          const path = samplePath(page, pattern);
          for (const prefix of LANGUAGE_PREFIXES)
            urls.push(path === '/' ? prefix || '/' : `${prefix}${path}`);
        }
      }
      for (const url of urls) {
        expect(describeMatch(routesAt(url, kind), url), url).toBe(describeMatch(whole, url));
      }
    },
  );
});
