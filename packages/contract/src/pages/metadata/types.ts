import type { PageKey } from '../catalog.js';

/**
 * What each page says about itself: the document title, the page's main heading, the
 * meta description (also what a page that is still being built shows under its heading)
 * and keywords. `{{sign}}`, `{{rashi}}` and `{{category}}` are replaced by the path parameter's
 * display name in the page's language (sign names from `SIGN_NAMES`).
 */
export interface PageMetadata {
  readonly title: string;
  readonly heading: string;
  readonly description: string;
  readonly keywords: readonly string[];
}

/** Site-wide texts used in the head of every page. */
export interface SiteMetadata {
  /** The product name as written in this language. */
  readonly siteName: string;
  /** Title of the home page and of any page without its own entry. */
  readonly defaultTitle: string;
  readonly defaultDescription: string;
  readonly defaultKeywords: readonly string[];
  /** Title and description of the not-found page. */
  readonly notFoundTitle: string;
  readonly notFoundDescription: string;
}

export interface MetadataTable {
  readonly site: SiteMetadata;
  readonly pages: Readonly<Record<PageKey, PageMetadata>>;
}
