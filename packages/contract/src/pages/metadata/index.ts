import type { Language } from '../../i18n/languages.js';
import { en } from './en.js';
import { hi } from './hi.js';
import { ta } from './ta.js';
import { te } from './te.js';
import type { MetadataTable } from './types.js';

/** The one metadata table: the server renders it into each page's head, the web app reads it too. */
export const METADATA: Readonly<Record<Language, MetadataTable>> = { en, hi, ta, te };
