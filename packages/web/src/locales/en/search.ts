/** Texts of the site search page. */
export const search = {
  label: 'Search the site',
  placeholder: 'Search articles, tools, horoscopes…',
  submit: 'Search',
  hint: 'Type at least two letters: a planet, a festival, a dosha, a tool or an astrologer’s name.',
  count_one: '{{count}} result for “{{query}}”',
  count_other: '{{count}} results for “{{query}}”',
  none: 'Nothing found for “{{query}}”. Try another word, or fewer words.',
  kinds: {
    article: 'Article',
    page: 'Page',
    astrologer: 'Astrologer',
  },
  inEnglish: 'In English',
  loading: 'Searching…',
  error: 'The search could not be done.',
  retry: 'Try again',
};
