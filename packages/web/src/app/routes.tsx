import {
  LANGUAGES,
  localizePath,
  PAGES,
  type PageDefinition,
  type PageKey,
  resolvePage,
} from '@jyotish/contract';
import type { RouteObject } from 'react-router';
import { PageScreen, RedirectToLogin, RequireRole } from './route-guards';
import { SCREENS } from './screens';

/** '' for English, '/hindi', '/tamil', '/telugu': every page exists under each prefix. */
export const LANGUAGE_PREFIXES: readonly string[] = LANGUAGES.map((language) => {
  const home = localizePath('/', language);
  return home === '/' ? '' : home;
});

/** Signed-out visitors and signed-in accounts get different tables (SPEC §2). */
export type RouteTableKind = 'visitor' | 'signedIn';

/** The element of one page in one table. */
function pageElement(page: PageDefinition & { key: PageKey }, kind: RouteTableKind) {
  if (page.access !== 'public' && kind === 'visitor') return <RedirectToLogin />;
  const screen = <PageScreen pageKey={page.key} />;
  if (page.access === 'admin' || page.access === 'astrologer') {
    return <RequireRole role={page.access}>{screen}</RequireRole>;
  }
  return screen;
}

/** A route for each of the page's paths under every language prefix, all with one element. */
function routesOfPage(page: PageDefinition & { key: PageKey }, kind: RouteTableKind) {
  const element = pageElement(page, kind);
  return page.paths.flatMap((path) =>
    LANGUAGE_PREFIXES.map(
      (prefix): RouteObject => ({
        path: path === '/' ? prefix || '/' : `${prefix}${path}`,
        element,
      }),
    ),
  );
}

const PAGE_LIST = PAGES as readonly (PageDefinition & { key: PageKey })[];

/** A route for every path of every page of the catalog, under every language prefix. */
export function buildPageRoutes(kind: RouteTableKind): RouteObject[] {
  return PAGE_LIST.flatMap((page) => routesOfPage(page, kind));
}

function buildTables(kind: RouteTableKind) {
  const NotFound = SCREENS.notFound.Component;
  const notFound: RouteObject = { path: '*', element: <NotFound /> };
  return {
    all: [...buildPageRoutes(kind), notFound],
    byPage: new Map(PAGE_LIST.map((page) => [page.key, [...routesOfPage(page, kind), notFound]])),
  };
}

const TABLES = { visitor: buildTables('visitor'), signedIn: buildTables('signedIn') };

/**
 * The routes to match `pathname` with: only its page's when `resolvePage` finds one, else the
 * whole table (a path that is no page, or that React Router still gives to one: other letter
 * case, a parameter outside its values), which ends in the not-found route. React Router ranks
 * the table it is given on every render: the whole one, 750 routes, took 8–20 ms a render on a
 * desktop, four times that on a phone.
 */
export function routesAt(pathname: string, kind: RouteTableKind): RouteObject[] {
  const { page } = resolvePage(pathname);
  const table = TABLES[kind];
  return (page && table.byPage.get(page.key)) || table.all;
}
