import { LANGUAGES, localizePath, PAGES, type PageDefinition } from '@jyotish/contract';

/** The part of a route pattern before its first parameter: `/chat/:id` → `/chat/`. */
function staticPrefix(pattern: string): string {
  const parameter = pattern.indexOf(':');
  return parameter === -1 ? pattern : pattern.slice(0, parameter);
}

/**
 * Path prefixes crawlers should skip: the API and every page that needs an account or a role,
 * in each language. A prefix already covered by a shorter one is left out (`/admin` covers
 * `/admin/settings` and `/admin-dashboard`).
 */
export function disallowedPrefixes(): string[] {
  const privatePages = (PAGES as readonly PageDefinition[]).filter((p) => p.access !== 'public');
  const unprefixed = ['/admin', ...privatePages.flatMap((p) => p.paths.map(staticPrefix))];
  const all = LANGUAGES.flatMap((language) => unprefixed.map((p) => localizePath(p, language)));
  const sorted = [...new Set(all)].sort((a, b) => a.length - b.length || a.localeCompare(b));
  const kept: string[] = [];
  for (const prefix of sorted) {
    if (!kept.some((shorter) => prefix.startsWith(shorter))) kept.push(prefix);
  }
  return ['/api/', ...kept.sort()];
}

export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
