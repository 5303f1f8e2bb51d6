/** Texts of the blog: the listing, its cards and an article's page. */
export const blog = {
  listing: {
    heading: 'Astrology topics',
    showing: 'Showing {{from}}–{{to}} of {{total}} articles',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    pages: 'Pages of articles',
    empty: 'No articles have been published here yet.',
    categories: 'Categories',
    all: 'All articles',
    feed: 'RSS feed',
  },
  card: {
    readTime: '{{count}} min read',
    readMore: 'Read More →',
    inEnglish: 'In English',
  },
  article: {
    editorial: 'Jyotish editorial team',
    published: 'Published {{date}}',
    updated: 'Updated {{date}}',
    by: 'By {{author}}',
    related: 'Related articles',
    back: '← All articles',
    notTranslated:
      'This article has not been translated into English yet; it is shown in the language it was written in.',
    fallback:
      'This article has not been translated into your language yet, so it is shown in English.',
    computed:
      'Dates and times in our articles are computed with the Swiss Ephemeris (Lahiri ayanamsa), for New Delhi unless the article says otherwise.',
  },
  loading: 'Loading articles…',
  error: 'The articles could not be loaded.',
  retry: 'Try again',
};
