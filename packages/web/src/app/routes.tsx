import {
  LANGUAGES,
  localizePath,
  PAGES,
  type PageDefinition,
  type PageKey,
} from '@jyotish/contract';
import type { RouteObject } from 'react-router';
import { PageScreen, RedirectToLogin, RequireRole } from './route-guards';

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

/** A route for every path of every page of the catalog, under every language prefix. */
export function buildPageRoutes(kind: RouteTableKind): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const page of PAGES as readonly (PageDefinition & { key: PageKey })[]) {
    const element = pageElement(page, kind);
    for (const path of page.paths) {
      for (const prefix of LANGUAGE_PREFIXES) {
        routes.push({ path: path === '/' ? prefix || '/' : `${prefix}${path}`, element });
      }
    }
  }
  return routes;
}
