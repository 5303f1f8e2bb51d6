/** Texts of the app shell: loading, error, not-found, pending and access screens. */
export const common = {
  consent: {
    title: 'Analytics consent',
    text: 'We count page visits ourselves, without cookies or anything that identifies you. May we also use Google Analytics, which sets its own cookies, to learn how the site is used?',
    policy: 'Cookie policy',
    allow: 'Allow',
    deny: 'No, thanks',
  },
  skipToContent: 'Skip to main content',
  query: {
    loading: 'Loading…',
    error: 'This could not be loaded. Please try again.',
    retry: 'Try again',
  },
  loading: {
    session: 'Loading…',
    page: 'Loading page...',
  },
  error: {
    title: 'Something went wrong',
    description: 'Please refresh the page to try again',
    refresh: 'Refresh Page',
  },
  notFound: {
    code: 'Error 404',
    home: 'Go to the home page',
    tools: 'Try our free astrology tools',
  },
  pending: {
    notice: 'We are preparing this page and it will be ready soon.',
    meanwhile: 'Meanwhile, these free services already work:',
    home: 'Home page',
    tools: 'Free astrology tools',
  },
  access: {
    adminTitle: 'Admin access required',
    adminDescription: 'Only administrators can open this page.',
    astrologerTitle: 'Astrologer access required',
    astrologerDescription: 'Only astrologers registered with us can open this page.',
    home: 'Back to the home page',
  },
  calendarFeed: {
    add: 'Add to calendar',
    subscribe: 'Subscribe',
    device: 'Phone or computer calendar (webcal)',
    google: 'Google Calendar',
    copy: 'Copy the feed link',
    copied: 'Link copied. In Google Calendar choose “From URL” and paste it.',
    copyFailed: 'The link could not be copied: {{url}}',
  },
} as const;
