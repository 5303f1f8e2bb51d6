import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown as CommonMark with tables, raw HTML off: a `<script>` typed into an article is shown
 * as text, and markdown-it's link check drops `javascript:`, `vbscript:`, `file:` and `data:`
 * addresses. Typographic quotes stay as written (Hindi text has its own).
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** What an article's HTML may hold after rendering: text structure, links and images. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // The page's title is the one h1; a body's own `#` heading becomes a section heading.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer nofollow' }
        : attribs,
    }),
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};

/**
 * An article body's HTML: rendered by markdown-it and then cleaned by sanitize-html, so no
 * script, event handler or `javascript:` address survives either step alone. Run when an
 * article is saved; the web cleans it once more before it touches the page.
 */
export function renderArticleMarkdown(body: string): string {
  return sanitizeHtml(markdown.render(body), ALLOWED);
}
