import {
  ARTICLE_CATEGORY_NAMES,
  type ArticleSummary,
  type Language,
  localizePath,
} from '@jyotish/contract';
import { escapeHtml } from './escape.js';

/** The feed's title and description in each language. */
const FEED_TEXTS: Readonly<Record<Language, { title: string; description: string }>> = {
  en: {
    title: 'Jyotish astrology blog',
    description: 'Planetary transits, retrogrades, eclipses and festivals, computed by our engine.',
  },
  hi: {
    title: 'ज्योतिष ब्लॉग',
    description: 'ग्रहों के गोचर, वक्री चाल, ग्रहण और त्योहार — हमारे पंचांग से गणना किए हुए।',
  },
  ta: {
    title: 'ஜோதிட வலைப்பதிவு',
    description: 'கிரகப் பெயர்ச்சி, வக்கிரம், கிரகணங்கள், பண்டிகைகள் — எங்கள் கணிப்பில்.',
  },
  te: {
    title: 'జ్యోతిష బ్లాగ్',
    description: 'గ్రహ గోచారాలు, వక్ర గతులు, గ్రహణాలు, పండుగలు — మా గణనతో.',
  },
};

/** The newest articles a feed carries. */
export const FEED_SIZE = 50;

/** The feed's own path in a language: `/blog/feed.xml`, `/hindi/blog/feed.xml`, … */
export const feedPathOf = (language: Language) => localizePath('/blog/feed.xml', language);

/**
 * The blog as RSS 2.0 (with `atom:link rel="self"` and each article's full HTML as
 * `content:encoded`), newest first, in one language with the English fallback.
 */
export function buildBlogFeed(
  publicUrl: string,
  language: Language,
  articles: readonly (ArticleSummary & { readonly html: string })[],
): string {
  const origin = publicUrl.replace(/\/$/, '');
  const texts = FEED_TEXTS[language];
  const items = articles.slice(0, FEED_SIZE).map((article) => {
    const link = `${origin}${localizePath(`/blog/${encodeURIComponent(article.slug)}`, language)}`;
    return [
      '    <item>',
      `      <title>${escapeHtml(article.title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="false">jyotish-article-${article.id}-${article.lang}</guid>`,
      `      <pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>`,
      `      <category>${escapeHtml(ARTICLE_CATEGORY_NAMES[language][article.category])}</category>`,
      `      <dc:creator>${escapeHtml(article.author)}</dc:creator>`,
      `      <description>${escapeHtml(article.excerpt)}</description>`,
      `      <content:encoded>${escapeHtml(article.html)}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const newest = articles
    .map((article) => article.updatedAt)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(texts.title)}</title>`,
    `    <link>${escapeHtml(`${origin}${localizePath('/blog', language)}`)}</link>`,
    `    <description>${escapeHtml(texts.description)}</description>`,
    `    <language>${language}</language>`,
    `    <atom:link href="${escapeHtml(`${origin}${feedPathOf(language)}`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
