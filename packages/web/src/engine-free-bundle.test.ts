import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Follows the import graph the browser bundle is built from, the way packages/web/vite.config.ts
// resolves it: the engine's computing modules load the native sweph addon, so of the engine
// only its id lists may be reached.
const packages = fileURLToPath(new URL('../../', import.meta.url));
const WORKSPACE_ENTRIES: Record<string, string> = {
  '@jyotish/contract': 'contract/src/index.ts',
  '@jyotish/contract/head': 'contract/src/pages/head.ts',
  '@jyotish/engine/ids': 'engine/src/ids.ts',
};
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const SOURCE_EXTENSIONS = /\.(?:tsx?|jsx?)$/;
/** The patterns of an `import.meta.glob` (the texts' namespaces): '*' within one segment. */
const GLOB = /import\.meta\.glob[^(]*\(\s*(\[[^\]]*\]|'[^']*')/g;

/** The files a relative glob pattern matches; negated patterns are ignored (more, not fewer). */
function globFiles(pattern: string, from: string): string[] {
  let paths = [dirname(from)];
  for (const segment of pattern.split('/')) {
    if (segment === '.') continue;
    const matcher = new RegExp(
      `^${segment.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
    );
    paths = paths.flatMap((path) =>
      existsSync(path) && !SOURCE_EXTENSIONS.test(path)
        ? readdirSync(path)
            .filter((name) => matcher.test(name))
            .map((name) => join(path, name))
        : [],
    );
  }
  return paths.filter((path) => SOURCE_EXTENSIONS.test(path));
}

function sourceFile(path: string): string | undefined {
  const candidates = [
    path,
    path.replace(/\.js$/, '.ts'),
    `${path}.ts`,
    `${path}.tsx`,
    `${path}/index.ts`,
    `${path}/index.tsx`,
  ];
  return candidates.find((candidate) => SOURCE_EXTENSIONS.test(candidate) && existsSync(candidate));
}

function resolveSpecifier(specifier: string, from: string): string | undefined {
  const workspaceEntry = WORKSPACE_ENTRIES[specifier];
  if (workspaceEntry) return resolve(packages, workspaceEntry);
  const metadata = /^@jyotish\/contract\/metadata\/(\w+)$/.exec(specifier);
  if (metadata) return resolve(packages, `contract/src/pages/metadata/${metadata[1]}.ts`);
  if (specifier.startsWith('@/'))
    return sourceFile(resolve(packages, 'web/src', specifier.slice(2)));
  if (specifier.startsWith('.')) return sourceFile(resolve(dirname(from), specifier));
  return undefined;
}

/** Every source file reachable from the entry, and every package specifier left unresolved. */
function importGraph(entry: string): { files: Set<string>; packageImports: Set<string> } {
  const files = new Set<string>();
  const packageImports = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      const target = resolveSpecifier(specifier, file);
      if (target) pending.push(target);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/'))
        packageImports.add(specifier);
    }
    for (const [, patterns = ''] of source.matchAll(GLOB)) {
      for (const [, pattern = ''] of patterns.matchAll(/'(\.[^']*)'/g)) {
        pending.push(...globFiles(pattern, file));
      }
    }
  }
  return { files, packageImports };
}

describe('the browser bundle', () => {
  const { files, packageImports } = importGraph(resolve(packages, 'web/src/main.tsx'));
  const reached = [...files].map((file) => relative(packages, file));

  it('follows the graph through the lazy screens, the contract and the texts', () => {
    expect(reached).toContain('web/src/features/kundli/kundli-page.tsx');
    expect(reached).toContain('contract/src/charts/chart-geometry.ts');
    expect(reached).toContain('web/src/locales/ta/kundli.ts');
    expect(reached).toContain('contract/src/pages/metadata/ta.ts');
  });

  it('reaches the engine only through its id lists, and never sweph', () => {
    expect(reached.filter((file) => file.startsWith('engine/'))).toEqual(['engine/src/ids.ts']);
    expect([...packageImports].filter((name) => /^@jyotish\/|sweph/.test(name))).toEqual([]);
  });

  it('reaches contract sources that take nothing of the engine but its id lists', () => {
    const contractFiles = reached.filter((file) => file.startsWith('contract/'));
    expect(contractFiles.length).toBeGreaterThan(30);
    for (const file of contractFiles) {
      const source = readFileSync(resolve(packages, file), 'utf8');
      for (const match of source.matchAll(SPECIFIER)) {
        const specifier = match[1] ?? match[2] ?? match[3] ?? '';
        if (specifier.startsWith('@jyotish/engine')) expect(specifier).toBe('@jyotish/engine/ids');
      }
    }
  });

  it('gets id lists that import nothing', () => {
    const ids = readFileSync(resolve(packages, 'engine/src/ids.ts'), 'utf8');
    expect([...ids.matchAll(SPECIFIER)]).toEqual([]);
  });
});
