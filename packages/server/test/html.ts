const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The text of the page's `<title>`, unescaped; null when there is none. */
export function titleOf(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match?.[1] === undefined ? null : unescapeHtml(match[1]);
}

/** The `content` of `<meta name|property="key">`, unescaped; null when absent. */
export function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1] === undefined ? null : unescapeHtml(match[1]);
}

/** The `href` of the first `<link rel="rel"…>` (with the given extra attribute text), unescaped. */
export function linkHref(html: string, rel: string, extra = ''): string | null {
  const literal = extra.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`<link rel="${rel}" href="([^"]*)"${literal}>`).exec(html);
  return match?.[1] === undefined ? null : unescapeHtml(match[1]);
}

/** How many times `needle` occurs in `haystack`. */
export function countOf(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}
