/** Texts of the information and legal pages: about, support, contact and the policies. */
export const info = {
  updated: 'Last updated: {{date}}',
  about: {
    intro:
      'Jyotish is a free, open-source Vedic astrology website for India. It calculates your kundli, matching, panchang and more with astronomical precision, in four languages, and lets you chat with an astrologer when you want a personal reading.',
    sections: {
      whatYouCanDo: {
        title: 'What you can do here',
        body: 'Most of the site is free, and much of it needs no sign-in:\n\n- Kundli with North, South and East Indian charts, divisional charts, dashas and doshas\n- Kundli matching by ashtakoota, the 36 gunas\n- Panchang and muhurat\n- Daily, weekly, monthly and yearly horoscopes\n- Calculators for moon sign, nakshatra, lagna, sade sati, dasha and dosham\n- Numerology, lucky numbers and baby names\n- Lal Kitab, gemstones, love compatibility and tarot\n- Guides to palmistry and vastu\n\nPremium reports (life, yearly, career, marriage, child and super horoscope) are paid from your wallet; each has a free sample to look at first.',
      },
      howWeCalculate: {
        title: 'How we calculate',
        body: 'Planet positions come from the Swiss Ephemeris, an astronomical library accurate to within arcseconds. Our accuracy page compares our results with published references, so you can check them yourself.\n\nCharts use the sidereal zodiac with the Lahiri ayanamsa by default. You can choose Raman, Krishnamurti or True Chitra instead.\n\nA birth time is converted with the time zone that was in force at that place on that date. In India, for example, clocks ran an hour ahead as war time from 1942 to 1945, and we take that into account.',
      },
      consultations: {
        title: 'Chat with an astrologer',
        body_zero:
          'When you want a personal reading, you can chat one to one with an astrologer. You pay per minute from your wallet in Indian rupees, or buy a {{packageMinutes}}-minute package at {{percent}}% off. The price is shown before every chat.\n\nEvery account may also ask one free question, which an astrologer answers.\n\nAstrologer profiles marked “Demo profile” are samples of this demonstration installation, not real people.',
        body_one:
          'When you want a personal reading, you can chat one to one with an astrologer. You pay per minute from your wallet in Indian rupees, or buy a {{packageMinutes}}-minute package at {{percent}}% off. The price is shown before every chat, and your first consultation starts with {{minutes}} free minute.\n\nEvery account may also ask one free question, which an astrologer answers.\n\nAstrologer profiles marked “Demo profile” are samples of this demonstration installation, not real people.',
        body_other:
          'When you want a personal reading, you can chat one to one with an astrologer. You pay per minute from your wallet in Indian rupees, or buy a {{packageMinutes}}-minute package at {{percent}}% off. The price is shown before every chat, and your first consultation starts with {{minutes}} free minutes.\n\nEvery account may also ask one free question, which an astrologer answers.\n\nAstrologer profiles marked “Demo profile” are samples of this demonstration installation, not real people.',
      },
      openSource: {
        title: 'Free and open source',
        body: 'Jyotish is free software under the GNU Affero General Public License, version 3 or later. It is built by its contributors, and anyone may read, check, improve or run its code. The Source code link in the footer leads to it.',
      },
      languages: {
        title: 'In your language',
        body: 'Every page is available in English, Hindi, Tamil and Telugu. Choose yours from the language menu at the top of the page.',
      },
      ourApproach: {
        title: 'Our approach',
        body: 'Astrology is a tradition, and we offer it for guidance and reflection, not as certainty. The calculations are exact astronomy; the interpretations follow tradition. Please read our disclaimer before you rely on a reading.',
      },
    },
  },
  support: {
    intro:
      'Answers to the questions we are asked most often. If yours is not here, write to us through the contact page.',
    faq: {
      differentResult: {
        q: 'Why is my lagna or moon sign different on another website?',
        a: 'Usually for one of three reasons:\n\n- Ayanamsa: a site that uses another ayanamsa, or the Western tropical zodiac, places the planets at different degrees. Near the edge of a sign, that changes the sign.\n- Time zone: we convert your birth time with the historical time zone of the place, such as India’s war time of 1942–45. A site that applies today’s offset to an old date can be an hour out.\n- Birth time: the lagna changes sign about every two hours and the Moon a little over every two days, so a small error in the birth time near a boundary changes the result.\n\nIf your details are right and you still see a difference, write to us with them and we will look.',
      },
      whichAyanamsa: {
        q: 'Which ayanamsa do you use?',
        a: 'Lahiri (Chitrapaksha) by default, the ayanamsa most Indian astrologers use. On the kundli page, under “How this chart was computed”, you can switch to Raman, Krishnamurti (KP) or True Chitra, and the chart is calculated again.',
      },
      readingCharts: {
        q: 'How do I read the North and South Indian charts?',
        a: 'They show the same chart in different layouts.\n\nNorth Indian chart: the houses stay in place. The top middle diamond is always the first house (the lagna), and the houses run anticlockwise from it. The number in each house is its sign: 1 for Aries, 2 for Taurus, and so on.\n\nSouth Indian chart: the signs stay in place. Pisces is the top left square, and the signs run clockwise from it, Aries next. The lagna is marked in the square of its sign.\n\nEast Indian chart: the signs stay in place too, with Aries in the top middle and the signs running anticlockwise.',
      },
      freeMinutes: {
        q: 'How do the free minutes work?',
        a_one:
          'Your first consultation starts with {{minutes}} free minute, so you can try it even with an empty wallet. The free time comes first and paid time begins only after it. If the chat ends within the free time, nothing is charged. The free minute comes once per account, with the first consultation that starts.',
        a_other:
          'Your first consultation starts with {{minutes}} free minutes, so you can try it even with an empty wallet. The free time comes first and paid time begins only after it. If the chat ends within the free time, nothing is charged. The free minutes come once per account, with the first consultation that starts.',
      },
      charging: {
        q: 'How is a chat charged?',
        a: 'You see the price before you start. Then:\n\n- When you request a chat, the money for it is set aside in your wallet.\n- Each minute is charged as it begins.\n- When the chat ends, whatever was not used goes back to your wallet automatically.\n- If the astrologer does not accept within 60 seconds, or declines, nothing is charged.',
      },
      rechargeFailed: {
        q: 'My recharge failed, but the money left my bank account. What now?',
        a: 'The money is not lost. If the payment gateway confirms the payment, the credit is added to your wallet. If the payment really failed, the gateway reverses the debit to your account. If neither has happened, write to us through the contact page with the date, the amount and the order details from your wallet history.',
      },
      refundBalance: {
        q: 'Can I get my unused wallet balance back?',
        a: 'Yes. Ask for it through the contact page. Our team reviews each request and returns the balance to your original payment method, with no fee. We aim to answer within two working days.',
      },
      changeLanguage: {
        q: 'How do I change the language?',
        a: 'Use the language menu in the header; on a phone it is inside the menu. Every page is available in English, Hindi, Tamil and Telugu, and your choice is remembered.',
      },
      forgotPassword: {
        q: 'I forgot my password. What do I do?',
        a: 'On the sign-in page, choose “Forgot password?” and enter your account’s e-mail. We send you a link to choose a new password; it works once, for a limited time.\n\nIf you sign in with Google, you have no password with us: just choose “Continue with Google”.',
      },
      deleteAccount: {
        q: 'How do I delete my account?',
        a: 'Open your Profile page and choose “Delete your account”, then confirm with your password (accounts that sign in with Google confirm without one). Your wallet must be empty and no consultation open: spend the balance or ask us to refund it first. Our privacy policy lists what is removed and what is kept.',
      },
      birthDataPrivate: {
        q: 'Is my birth data private?',
        a: 'Birth details you type into the free tools without saving are used to calculate the answer and are not stored in our database. Birth profiles you save stay with your account until you delete them or the account.\n\nAn astrologer sees what you write in a chat with them, and the astrologer who answers your free question sees the birth details you sent with it. Our privacy policy has the full list.',
      },
      realAstrologers: {
        q: 'Are the astrologers real?',
        a: 'Profiles marked “Demo profile” are sample profiles of this demonstration installation, not real people. Astrologer accounts are created by our administrators, and ratings appear only from real reviews.',
      },
    },
    more: 'Still need help? Write to us through the contact page. We answer by e-mail, usually within two working days.',
  },
  contact: {
    intro:
      'A question, a problem with a payment or a chat, a refund request or a suggestion: write to us with the form below. We answer by e-mail, usually within two working days.',
    form: {
      title: 'Write to us',
      name: 'Your name',
      email: 'Your e-mail',
      message: 'Your message',
      messageHint: 'At least 10 characters. Please do not send passwords or payment card details.',
      submit: 'Send message',
      sending: 'Sending…',
      sentTitle: 'Thank you, your message has reached us',
      sentBody:
        'We answer by e-mail, usually within two working days. If you do not hear from us, please check your spam folder.',
      another: 'Send another message',
      error: 'The message could not be sent. Please try again.',
      errors: {
        name: 'Please enter your name (2 to 100 characters).',
        email: 'Please enter a valid e-mail address.',
        message: 'Please write your message in 10 to 4,000 characters.',
      },
    },
    sections: {
      whatToInclude: {
        title: 'Help us answer in one go',
        body: 'A few details save a round of e-mails:\n\n- The e-mail address of your Jyotish account\n- For a payment: the date, the amount and the order details from your wallet history\n- For a chat: the astrologer’s name and the date and time of the consultation\n- For a calculation: the birth date, time and place you entered, and what you expected\n\nPlease never send passwords, card numbers or bank details. We never need them.',
      },
      refunds: {
        title: 'Refunds and failed payments',
        body: 'Write to us here to ask for a refund of your unused wallet balance, or, within 7 days, for a review of a chat that failed for a technical reason. Our refund policy explains how we handle such requests.',
      },
      yourMessage: {
        title: 'What happens to your message',
        body: 'We keep your name, e-mail and message so that we can answer you and follow up. Our privacy policy explains what else we store.',
      },
      bugs: {
        title: 'Bugs and calculations',
        body: 'Jyotish is open source. If a calculation looks wrong or something does not work, tell us here, or report it where the code lives: the Source code link in the footer leads there.',
      },
    },
  },
  disclaimer: {
    intro: 'Please read this before you rely on anything you find on Jyotish.',
    sections: {
      guidanceOnly: {
        title: 'Guidance, not certainty',
        body: 'Astrology is a traditional practice. We offer it for guidance and reflection. Predictions, horoscopes and readings describe tendencies and possibilities; they are not certainties, and no outcome is promised.',
      },
      calculationsAndReadings: {
        title: 'Exact calculations, traditional readings',
        body: 'The positions of the planets, the panchang and the dasha periods are calculated exactly, with the Swiss Ephemeris. What those positions mean comes from tradition, and astrologers and texts do not always agree.',
      },
      professionalAdvice: {
        title: 'Not a substitute for professional advice',
        body: 'Nothing on Jyotish is medical, legal or financial advice.\n\n- Never stop or change a medical treatment because of a reading; talk to your doctor.\n- Do not make financial or legal decisions on a reading alone; ask a qualified professional.',
      },
      astrologers: {
        title: 'Astrologers’ readings are their own',
        body: 'The astrologers you chat with give their own readings, in their own words. Profiles marked “Demo profile” are samples of this demonstration installation, not real people.',
      },
      remedies: {
        title: 'Gemstones and remedies',
        body: 'Gemstone suggestions and remedies, such as those of the Lal Kitab, are given as tradition describes them. Whether to follow them is your choice.',
      },
      yourDetails: {
        title: 'Your birth details matter',
        body: 'A chart is only as accurate as the birth date, time and place it is made from. An uncertain birth time can change the lagna, the houses and the dasha dates.',
      },
    },
  },
  cookiePolicy: {
    intro:
      'In short: Jyotish sets no advertising cookies. We count page visits ourselves, without cookies; a third-party analytics tag runs only if you allow it. This page explains what your browser keeps for us.',
    sections: {
      noTracking: {
        title: 'No tracking across sites',
        body: 'The site sets no advertising cookies and does not follow you across other websites. To know which pages are read, our server counts each page view itself: the page’s address (without anything you typed into it), its language, the time and, if you are signed in, your account number. No cookie is set for this, and no device or browser details are kept. Deleting your account removes your account number from these counts.',
      },
      localStorage: {
        title: 'What your browser keeps',
        body: 'Your browser’s local storage keeps three things for this site:\n\n- Your sign-in token, so you stay signed in\n- The language you chose\n- Whether you have seen the welcome message\n\nSigning out removes the sign-in token.',
      },
      otherServices: {
        title: 'Google sign-in and payments',
        body: 'If you sign in with Google, or recharge your wallet, you use Google’s pages or the payment gateway’s checkout. Those are run by those services under their own policies.',
      },
      yourControl: {
        title: 'Your control',
        body: 'You can clear this site’s data in your browser settings at any time. You will then be signed out, and the site will forget your language.',
      },
      changes: {
        title: 'Analytics cookies, only with your consent',
        body: 'If the people running this site turn on Google Analytics, a banner asks you first. Only if you choose “Allow” does your browser load Google’s tag, which sets its own cookies under Google’s policy. Your answer is kept for 180 days in one cookie of ours, jyotish_consent, which our server reads to decide whether a page may load that tag. “No, thanks” keeps it out.',
      },
    },
  },
  deliveryPolicy: {
    intro:
      'Everything Jyotish offers is digital. This page explains when and how you receive what you pay for.',
    sections: {
      walletCredit: {
        title: 'Wallet recharges',
        body: 'Your wallet credit appears as soon as the payment gateway confirms the payment, usually within seconds. If the confirmation is delayed, the credit appears once it arrives; the payment page updates by itself. Your GST receipt is in your wallet history.',
      },
      consultations: {
        title: 'Consultations',
        body: 'A consultation is delivered live, in the chat with the astrologer you chose. Afterwards its transcript stays under “Consultations”, where you can read it again.',
      },
      freeQuestion: {
        title: 'Your free question',
        body: 'When an astrologer answers your free question, the answer is shown under “Your Answers” and sent to you by e-mail.',
      },
      freeTools: {
        title: 'Free tools',
        body: 'The results of the kundli, matching, panchang, calculators and other free tools appear on screen at once.',
      },
      reports: {
        title: 'Reports',
        body: 'A premium report is prepared as soon as you order it; its page shows the progress. When it is ready you can read it on the site and download its PDF, then and later, from “My reports” in your dashboard. If a report cannot be prepared, its whole price goes back to your wallet at once.',
      },
      problems: {
        title: 'If something does not arrive',
        body: 'If a credit, a transcript or an answer is missing, write to us through the contact page and we will look into it.',
      },
    },
  },
  privacyPolicy: {
    intro:
      'This policy explains what Jyotish stores about you, why, who else sees it, and how to remove it. “We” means the people who run this Jyotish website.',
    sections: {
      whatWeStore: {
        title: 'What we store',
        body: '- Your account: name, e-mail and password, stored only as an argon2id hash and never as the password itself; or, if you sign in with Google, your Google account identifier. Also your language and when you signed in.\n- Saved birth profiles: name, relation, gender, and birth date, time and place with its coordinates.\n- Your free question, with the birth details you sent with it.\n- The transcripts of your chats, and your reviews (star rating and text).\n- Your wallet ledger (every rupee in or out), payment orders and receipts.\n- Messages sent through the contact form: name, e-mail and message.\n- Premium reports you buy: the birth details (and a partner’s, for matching) they were made from, their language, and the report itself.',
      },
      freeTools: {
        title: 'Free tools without saving',
        body: 'Birth details you type into the free tools without saving them are used to calculate the answer and are not stored in our database.',
      },
      logsAndSecurity: {
        title: 'Server logs and security',
        body: 'Like any website, the server logs each request (its method, path, host and IP address) and any errors. These logs are kept by whoever runs the server, to operate and secure it.\n\nTo slow down password guessing, we remember the addresses (IP) an account is signed in from.\n\nWe count page views ourselves: the page’s address without what you typed into it, its language, the time and, when you are signed in, your account number; the cookie policy explains this and the optional analytics tag.',
      },
      payments: {
        title: 'Payments',
        body: 'Wallet recharges are paid through a payment gateway. Your card and bank details go to the gateway, never to Jyotish; we receive the gateway’s confirmation of the payment.',
      },
      whoSees: {
        title: 'Who sees your data',
        body: '- The astrologer you chat with sees what you write in that chat.\n- The astrologer who answers your free question sees it, with its birth details.\n- The payment gateway handles your payments.\n- Google confirms who you are if you sign in with Google.\n- Our administrators, where needed to run the site and answer your requests.',
      },
      keeping: {
        title: 'How long we keep it',
        body: 'We keep your data until you delete it or your account. The wallet ledger, payments and receipts are kept as tax and accounting law requires, even after an account is deleted.',
      },
      yourChoices: {
        title: 'Your choices',
        body: 'On your Profile page you can change your name, delete saved birth profiles, sign out on every device and delete your account.\n\nDeleting your account removes your name, e-mail, password, Google link, saved birth profiles, free question, premium reports, contact-form messages sent while signed in, chat messages, review texts, sign-in sessions and remembered sign-in addresses. Star ratings stay, so astrologers’ averages stay true. The wallet ledger, payments, receipts and the record that consultations took place are kept, linked to an emptied account.\n\nAstrologer and administrator accounts are closed by an administrator. For anything else, write to us through the contact page.',
      },
      changes: {
        title: 'Changes to this policy',
        body: 'If we change this policy, we update this page and the date at its top.',
      },
    },
  },
  termsOfService: {
    intro:
      'These terms apply when you use Jyotish. By using the site you accept them; if you do not agree, please do not use it.',
    sections: {
      theService: {
        title: 'The service',
        body: 'Jyotish offers free astrology tools and paid chat consultations with astrologers. Everything here is guidance only. It is not a substitute for medical, legal or financial advice.',
      },
      age: {
        title: 'Who may use it',
        body: 'You must be 18 or older to pay or to consult an astrologer. Younger people may use the free tools with a parent.',
      },
      yourAccount: {
        title: 'Your account',
        body: 'Keep your password to yourself and give your real name and e-mail. You can delete your account from your Profile page, as our privacy policy explains.',
      },
      consultationsAndPayments: {
        title: 'Consultations and payments',
        body: 'Astrologers give their own readings. The price is shown before every chat, and each minute is charged as it begins. Wallet amounts are in Indian rupees, and prices include GST at 18%, shown on each receipt. Our refund policy explains when money comes back.',
      },
      conduct: {
        title: 'Respectful conduct',
        body: 'Do not abuse, harass or threaten astrologers or other users, and do not misuse the site or try to break into it.',
      },
      software: {
        title: 'The software',
        body: 'The Jyotish software is governed by the GNU Affero General Public License, version 3 or later. Under it, you may use, study, change and share the code. These terms cover the service on this website.',
      },
      law: {
        title: 'Governing law',
        body: 'These terms are governed by the laws of India.',
      },
      changes: {
        title: 'Changes to these terms',
        body: 'We may change these terms. We give notice of a change on this page, and the date at its top shows the latest version.',
      },
    },
  },
  refundPolicy: {
    intro: 'We want you to pay only for what you use. This is how refunds work.',
    sections: {
      unusedChatMoney: {
        title: 'Unused chat money comes back by itself',
        body: 'When you request a chat, the money for it is set aside in your wallet. Each minute is charged as it begins, and whatever is not used goes back to your wallet automatically when the chat ends.\n\nIf the astrologer does not answer within 60 seconds, or declines, nothing is charged.',
      },
      minutesBegun: {
        title: 'Minutes already begun',
        body: 'Money charged for minutes that had already begun is not refunded automatically. If a chat failed for a technical reason, write to us through the contact page within 7 days and we will review it.',
      },
      walletBalance: {
        title: 'Unused wallet balance',
        body: 'Your unused wallet balance can be refunded on request, reviewed by our team. Ask through the contact page; the money goes back to your original payment method, with no fee. We aim to answer within two working days.',
      },
      failedPayments: {
        title: 'Failed payments',
        body: 'If a payment failed but your bank debited the money, the payment gateway reverses it, or the amount is credited to your wallet once the payment is confirmed.',
      },
      howToAsk: {
        title: 'How to ask',
        body: 'Write to us through the contact page with:\n\n- The e-mail address of your account\n- The date and amount of the payment or chat\n- What went wrong',
      },
    },
  },
  shippingPolicy: {
    intro: 'Jyotish sells no physical goods, so nothing is ever shipped.',
    sections: {
      nothingShipped: {
        title: 'Nothing is shipped',
        body: 'Everything we offer is digital. There are no shipping charges, and we never ask for a postal address.',
      },
      whatYouReceive: {
        title: 'What you receive instead',
        body: '- Wallet credit, as soon as the payment is confirmed\n- Live chats with astrologers, with transcripts you can read again\n- Answers to your free question, on the site and by e-mail\n- Free tool results, on screen at once\n\nOur delivery policy gives the details.',
      },
      gemstones: {
        title: 'Gemstones and remedies',
        body: 'Our gemstone pages suggest stones from your chart for your information. We do not sell gemstones or any other items.',
      },
      questions: {
        title: 'Questions',
        body: 'If something you paid for has not reached you, write to us through the contact page.',
      },
    },
  },
  deleteAccount: {
    title: 'Delete your account',
    lead: 'This removes your name, e-mail, password, Google link, saved birth profiles, free question, premium reports, chat messages, review texts, sign-in sessions and remembered sign-in addresses. Your star ratings stay, so astrologers’ averages stay true. Your wallet ledger, payments and receipts are kept, as tax and accounting law requires, with the record that your consultations took place, linked to an emptied account.\n\nYou cannot delete your account while your wallet holds money (spend it, or write to us for a refund) or while a consultation is open.',
    password: 'Your password',
    confirm: 'I understand that this cannot be undone',
    submit: 'Delete my account',
    working: 'Deleting…',
    cancel: 'Cancel',
    dialogTitle: 'Delete your account?',
    dialogBody:
      'Your account and your personal data will be removed now and cannot be brought back. Receipts and the payment record stay, as the law requires.',
    done: 'Your account has been deleted.',
    googleNote: 'Your account signs in with Google, so no password is asked.',
  },
};
