import type { Language } from '../../i18n/languages.js';
import { buildPageHeadFrom, type PageHead } from '../head.js';
import { en } from './en.js';
import { hi } from './hi.js';
import { ta } from './ta.js';
import { te } from './te.js';
import type { MetadataTable } from './types.js';

/** The one metadata table: the server renders it into each page's head, the web app reads it too. */
export const METADATA: Readonly<Record<Language, MetadataTable>> = { en, hi, ta, te };

/** The head of the page at `pathname`, with every language's metadata at hand (the server's case). */
export function buildPageHead(pathname: string, publicUrl: string): PageHead {
  return buildPageHeadFrom(METADATA, pathname, publicUrl);
}
