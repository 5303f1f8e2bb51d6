import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * An article's body. The server renders and sanitises it when it is saved; it is cleaned once
 * more here, so a row changed behind the CMS's back still cannot run script in the page.
 */
export function ArticleBody({ html, lang }: { readonly html: string; readonly lang: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above and on the server.
  return <div className="article-body" lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
