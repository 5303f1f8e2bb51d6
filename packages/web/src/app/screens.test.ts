import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANDED_PAGES, PAGES } from '@jyotish/contract';
import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMESPACES } from '../locales';
import type { LazyScreen } from './lazy-screen';
import { SCREENS, screenAt, screenOf } from './screens';

describe('screenOf', () => {
  it("shows every screen for contract's landed pages, which the server indexes, and no other", () => {
    const shown = new Set(LANDED_PAGES.map((key) => screenOf(key)));
    expect(shown.has(SCREENS.pending)).toBe(false);
    const unshown = Object.entries(SCREENS)
      .filter(([, screen]) => !shown.has(screen))
      .map(([key]) => key);
    expect(unshown.sort()).toEqual(['notFound', 'pending']);
  });

  it('shows the pending screen for every other page', () => {
    const landed = new Set<string>(LANDED_PAGES);
    for (const page of PAGES) {
      if (landed.has(page.key)) expect(screenOf(page.key), page.key).not.toBe(SCREENS.pending);
      else expect(screenOf(page.key), page.key).toBe(SCREENS.pending);
    }
  });
});

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

/** The module a static `import … from` or `export … from` of `from` names, if it is ours. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SOURCE, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file));
}

/**
 * What `file` and every module it imports statically read on a first render: the namespaces
 * they name in `useTranslation`, `pageNames` where they read the page names, and `metadata`
 * where they read the whole metadata table.
 * Lazily imported parts are left out (react-i18next loads theirs as they render); so are the
 * texts modules themselves.
 */
function textsReadBy(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, argument] of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)) {
    for (const [, namespace] of (argument ?? "'common'").matchAll(/'(\w+)'/g)) {
      if (namespace) found.add(namespace);
    }
  }
  if (/(?<!function )useFullMetadata\(/.test(code)) found.add('metadata');
  if (/(?<!function )useMetadata\(/.test(code)) found.add('pageNames');
  for (const [, specifier] of code.matchAll(
    /^(?:import|export) (?!type\b)[^;]*? from '([^']+)'/gms,
  )) {
    const imported = specifier && resolveImport(file, specifier);
    if (!imported || imported.includes(`${path.sep}locales${path.sep}`)) continue;
    for (const text of textsReadBy(imported, seen)) found.add(text);
  }
  return found;
}

describe('SCREENS', () => {
  const source = readFileSync(path.join(SOURCE, 'app', 'screens.ts'), 'utf8');
  const modules = new Map(
    [...source.matchAll(/(\w+): lazyScreen\(\s*\(\) =>\s*import\('([^']+)'\)/g)].map(
      ([, key, specifier]) => [key, specifier] as const,
    ),
  );

  it('names the module of every screen in the form this test reads', () => {
    expect([...modules.keys()].sort()).toEqual(Object.keys(SCREENS).sort());
  });

  // A text missing from a list shows the loading screen on the page's first render and after
  // each navigation to it, while it is fetched; one too many is fetched for nothing.
  it.each(Object.keys(SCREENS))('lists exactly the texts the %s screen reads', (key) => {
    const file = resolveImport(path.join(SOURCE, 'app', 'screens.ts'), modules.get(key) ?? '');
    expect(file, key).toBeDefined();
    const read = [...textsReadBy(file ?? '')].filter(
      (text) => !(LAYOUT_NAMESPACES as readonly string[]).includes(text),
    );
    const { texts } = SCREENS[key as keyof typeof SCREENS];
    expect([...texts].sort()).toEqual(read.sort());
  });
});

describe('screenAt', () => {
  it('gives the screen of the page at a path in any language, else the not-found screen', () => {
    expect(screenAt('/')).toBe(SCREENS.home);
    expect(screenAt('/hindi')).toBe(SCREENS.home);
    expect(screenAt('/tamil/kundli')).toBe(SCREENS.kundli);
    expect(screenAt('/daily-horoscope/nosuchsign')).toBe(SCREENS.notFound);
    expect(screenAt('/no-such-page')).toBe(SCREENS.notFound);
  });
});

describe('the layout', () => {
  // A namespace the layout reads beyond these suspends the whole page: nothing above it shows a
  // loading screen. The header's balance reads `wallet` under a Suspense boundary of its own.
  it('reads, on a first render, only the namespaces main.tsx loads before it', () => {
    const ownBoundary = new Set([path.join(SOURCE, 'components', 'layout', 'header-balance.tsx')]);
    const read = textsReadBy(path.join(SOURCE, 'main.tsx'), ownBoundary);
    expect([...read].sort()).toEqual([...LAYOUT_NAMESPACES].sort());
  });
});

describe('page-screens.gen.json', () => {
  // The server preloads the screen a page shows first, with its texts (server/src/site/
  // language-packs.ts): the build hands it this list as .vite/page-screens.json. To regenerate:
  // UPDATE_GENERATED=1 npx vitest run --project unit packages/web/src/app/screens.test.ts
  it('names, for every page, the module and texts of the screen it shows first', () => {
    const source = readFileSync(path.join(SOURCE, 'app', 'screens.ts'), 'utf8');
    const specifiers = new Map(
      [...source.matchAll(/(\w+): lazyScreen\(\s*\(\) =>\s*import\('([^']+)'\)/g)].map(
        ([, key, specifier]) => [key, specifier] as const,
      ),
    );
    const entryOf = (screen: LazyScreen) => {
      const key = Object.entries(SCREENS).find(([, candidate]) => candidate === screen)?.[0];
      const file = resolveImport(
        path.join(SOURCE, 'app', 'screens.ts'),
        specifiers.get(key ?? '') ?? '',
      );
      return {
        module: path
          .relative(path.join(SOURCE, '..'), file ?? '')
          .split(path.sep)
          .join('/'),
        texts: [...screen.texts],
      };
    };
    const expected = {
      notFound: entryOf(SCREENS.notFound),
      pages: Object.fromEntries(PAGES.map((page) => [page.key, entryOf(screenOf(page.key))])),
    };
    const file = path.join(SOURCE, 'app', 'page-screens.gen.json');
    if (process.env.UPDATE_GENERATED) writeFileSync(file, `${JSON.stringify(expected, null, 2)}\n`);
    expect(JSON.parse(readFileSync(file, 'utf8')), 'run with UPDATE_GENERATED=1').toEqual(expected);
  });
});
