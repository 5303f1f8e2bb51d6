/**
 * The account e-mails in English, the shape the other languages match. A mail points only at
 * what works today (kundli, matching, the calculators, the profile), never at a page that is
 * still being prepared. The texts go into the HTML body as they are, so they hold no markup;
 * only the interpolated values are escaped there.
 */
export const mail = {
  welcome: {
    subject: 'Welcome to Jyotish',
    greeting: 'Namaste {{name}},',
    body: 'Your Jyotish account is ready. Create your free kundli, match two charts for marriage, check doshas, dasha periods and sade sati with the free calculators, and save the birth details of your family in your profile.',
    cta: 'Open Jyotish',
  },
  passwordReset: {
    subject: 'Reset your Jyotish password',
    body_one:
      'Someone asked to reset the password of your Jyotish account. The link below works once, for {{count}} minute.',
    body_other:
      'Someone asked to reset the password of your Jyotish account. The link below works once, for {{count}} minutes.',
    cta: 'Choose a new password',
    ignore: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
  freeAnswer: {
    subject: 'Your free question has been answered',
    greeting: 'Namaste {{name}},',
    body: '{{astrologer}} has answered the question you asked on Jyotish:',
    answer: 'Answer: {{answer}}',
    cta: 'Read it on Jyotish',
  },
  contactMessage: {
    subject: 'A message from the contact page',
    from: '{{name}} ({{email}}) wrote from the contact page, reading it in {{language}}:',
    message: 'Message: {{message}}',
    cta: 'Open the messages on the dashboard',
  },
};
