import type { MetadataTable } from './types.js';

/** English page metadata: the source text the Hindi, Tamil and Telugu tables are translated from. */
export const en: MetadataTable = {
  site: {
    siteName: 'Jyotish',
    defaultTitle: 'Jyotish - Free Kundli, Kundli Matching and Vedic Astrology Calculators',
    defaultDescription:
      'Free kundli, kundli matching and Vedic astrology calculators (moon sign, nakshatra, lagna, doshas, dasha, sade sati), computed with the Swiss Ephemeris. In English, Hindi, Tamil and Telugu.',
    defaultKeywords: [
      'vedic astrology',
      'free kundli',
      'kundli matching',
      'horoscope today',
      'panchang',
      'talk to astrologer',
    ],
    notFoundTitle: 'Page not found',
    notFoundDescription:
      'Sorry, we could not find this page. It may have moved. Go back to the home page or try our free kundli, kundli matching and calculators.',
  },
  pages: {
    home: {
      title: 'Vedic Astrology, Free Kundli and Horoscopes Online',
      heading: 'Vedic Astrology for Everyday Life',
      description:
        'Make your free kundli, match two charts by guna milan and check doshas, dasha periods and sade sati. All charts are calculated with the Swiss Ephemeris.',
      keywords: [
        'vedic astrology',
        'free kundli',
        'online astrologer',
        'horoscope today',
        'kundli matching',
        'panchang',
      ],
    },
    search: {
      title: 'Search Astrology Articles, Tools and Horoscopes',
      heading: 'Search',
      description:
        'Search Jyotish for free astrology tools, horoscopes, panchang pages, blog articles and learning guides in English, Hindi, Tamil and Telugu.',
      keywords: ['astrology search', 'search horoscope', 'astrology articles', 'astrology tools'],
    },
    dashboard: {
      title: 'My Dashboard – Reports, Answers and Bookings',
      heading: 'My Dashboard',
      description:
        'Your personal Jyotish space: see answers from astrologers, your consultation bookings, your wallet balance and your premium reports, all in one place.',
      keywords: ['astrology dashboard', 'my reports', 'my bookings', 'astrologer answers'],
    },
    dashboardReports: {
      title: 'Your Answers – Astrologer Replies and Reports',
      heading: 'Your Answers',
      description:
        'Read the replies astrologers have written to your questions and open the premium reports you have bought, all kept private to your own account.',
      keywords: ['astrologer answers', 'my astrology reports', 'my questions', 'astrology replies'],
    },
    dashboardBookings: {
      title: 'My Bookings – Astrologer Consultation History',
      heading: 'My Bookings',
      description:
        'See your upcoming and past consultations with astrologers, with date, duration and status, and reopen the conversation of a past chat whenever you need it.',
      keywords: [
        'astrologer bookings',
        'consultation history',
        'my consultations',
        'astrology appointments',
      ],
    },
    profile: {
      title: 'My Profile – Account and Birth Details',
      heading: 'My Profile',
      description:
        'Keep your name, e-mail and birth date, time and place up to date so every kundli, horoscope and report is made from accurate details. Your data stays private.',
      keywords: ['my profile', 'birth details', 'account settings', 'astrology profile'],
    },
    packages: {
      title: 'Consultation Packages – Chat with Astrologers',
      heading: 'Consultation Packages',
      description:
        'Compare chat packages with our astrologers and choose the one that suits you. Rates are shown per minute in rupees.',
      keywords: [
        'astrology consultation packages',
        'astrologer chat price',
        'talk to astrologer',
        'online astrology consultation',
        'astrologer per minute rate',
      ],
    },
    astrologerPackages: {
      title: 'Astrologer Packages – Choose Your Consultation',
      heading: 'Astrologer Packages',
      description:
        'See the chat packages this astrologer offers, with the per-minute rate in rupees and the duration of each, and pick the consultation that fits your question.',
      keywords: [
        'astrologer packages',
        'astrologer chat price',
        'astrology consultation',
        'chat with astrologer',
      ],
    },
    payment: {
      title: 'Secure Payment – Complete Your Booking',
      heading: 'Payment',
      description:
        'Review your consultation or report order, see the price in rupees with any discount applied, and pay securely to confirm your booking with Jyotish.',
      keywords: [
        'astrology payment',
        'pay for consultation',
        'astrologer booking payment',
        'secure payment',
      ],
    },
    paymentSuccess: {
      title: 'Payment Successful – Thank You',
      heading: 'Payment Successful',
      description:
        'Thank you, your payment has been received. The amount is in your wallet at once, and its GST receipt waits in your dashboard whenever you need it.',
      keywords: ['payment successful', 'booking confirmed', 'astrology payment', 'order confirmed'],
    },
    paymentFailure: {
      title: 'Payment Failed – Please Try Again',
      heading: 'Payment Failed',
      description:
        'Your payment could not be completed and no booking was made. Please check your payment details and try again, or contact support if money was deducted.',
      keywords: ['payment failed', 'payment not completed', 'retry payment', 'payment support'],
    },
    walletRecharge: {
      title: 'Recharge Wallet – Add Money for Consultations',
      heading: 'Recharge Wallet',
      description:
        'Add money to your Jyotish wallet in rupees and use the balance for per-minute chats with astrologers and for premium astrology reports whenever you like.',
      keywords: ['wallet recharge', 'add money', 'astrology wallet', 'astrologer chat recharge'],
    },
    receipt: {
      title: 'GST Receipt – Your Wallet Recharge',
      heading: 'GST Receipt',
      description:
        'The itemised GST receipt of your wallet recharge: seller and GSTIN, the credit bought, its taxable value, the GST charged, the total paid and any refunds, ready to print.',
      keywords: ['gst receipt', 'wallet recharge receipt', 'payment receipt', 'invoice'],
    },
    checkout: {
      title: 'Checkout – Review Your Order and Pay',
      heading: 'Checkout',
      description:
        'Check the items in your order, such as premium reports or consultation packages, confirm the total amount in rupees and continue to secure payment.',
      keywords: ['checkout', 'astrology report order', 'consultation order', 'secure payment'],
    },
    consultations: {
      title: 'My Consultations – Chats with Astrologers',
      heading: 'My Consultations',
      description:
        'See all your consultations with Jyotish astrologers in one list, continue a chat that is still running and read the conversations of past sessions at any time.',
      keywords: [
        'my consultations',
        'astrologer chat history',
        'astrology consultation',
        'chat with astrologer',
      ],
    },
    multiChat: {
      title: 'Multi Chat – Talk to Several Astrologers at Once',
      heading: 'Multi Chat',
      description:
        'Keep several astrologer chats open side by side, switch between the conversations and compare the guidance you get on the same question in one window.',
      keywords: [
        'multi chat astrologer',
        'talk to astrologers',
        'astrologer chat',
        'compare astrologers',
      ],
    },
    askFreeQuestion: {
      title: 'Ask a Free Question to an Astrologer',
      heading: 'Ask a Free Question',
      description:
        'Ask your first question about career, marriage, health or money for free. An experienced Vedic astrologer studies your chart and replies to you personally.',
      keywords: [
        'ask astrologer free',
        'free astrology question',
        'free astrology consultation',
        'ask a question astrology',
        'free horoscope question',
      ],
    },
    adminDashboard: {
      title: 'Admin Dashboard – Site Overview',
      heading: 'Admin Dashboard',
      description:
        'Administrator overview of Jyotish with users, astrologers, consultations, payments and content at a glance. Only accounts with the admin role can open it.',
      keywords: ['admin dashboard', 'jyotish admin', 'site overview', 'administration'],
    },
    adminArticles: {
      title: 'Manage Blog Articles – Admin Panel',
      heading: 'Manage Articles',
      description:
        'Administrator page to write, edit, publish and remove blog articles and learning content in English, Hindi, Tamil and Telugu. Admin access is required.',
      keywords: ['manage articles', 'blog admin', 'content management', 'jyotish admin'],
    },
    adminResponses: {
      title: 'Manage Responses – Questions and Answers',
      heading: 'Manage Responses',
      description:
        'Administrator page to review the questions users ask and the answers astrologers give, assign waiting questions and check the replies. Admin access required.',
      keywords: ['manage responses', 'astrologer answers', 'user questions', 'jyotish admin'],
    },
    adminSettings: {
      title: 'Admin Settings – Site Configuration',
      heading: 'Admin Settings',
      description:
        'Administrator page for site-wide settings such as consultation rates, report prices and analytics. Only accounts with the admin role can change them.',
      keywords: ['admin settings', 'site configuration', 'jyotish admin', 'administration'],
    },
    astrologerDashboard: {
      title: 'Astrologer Dashboard – Chats and Earnings',
      heading: 'Astrologer Dashboard',
      description:
        'Workspace for Jyotish astrologers: set your online status, answer waiting chats and questions, and keep track of your consultations and your earnings.',
      keywords: [
        'astrologer dashboard',
        'astrologer workspace',
        'astrologer earnings',
        'astrologer chats',
      ],
    },
    astrologerProfile: {
      title: 'Astrologer Profile – Edit Your Public Page',
      heading: 'My Astrologer Profile',
      description:
        'Astrologers edit their public profile here: photo, experience, specialties and the per-minute rate that users see before they start a chat with them.',
      keywords: [
        'astrologer profile',
        'edit astrologer profile',
        'astrologer rate',
        'astrologer specialties',
      ],
    },
    astrologers: {
      title: 'Chat with Astrologer Online – Vedic Astrologers',
      heading: 'Chat with Astrologer',
      description:
        'Browse experienced Vedic astrologers, compare their ratings, specialties and per-minute rates, and start a chat online.',
      keywords: [
        'chat with astrologer',
        'talk to astrologer',
        'online astrologer',
        'astrologer near me',
        'vedic astrologer',
        'astrology consultation',
      ],
    },
    astrologerDetail: {
      title: 'Astrologer Profile – Experience, Ratings and Rates',
      heading: 'Astrologer Profile',
      description:
        'See this astrologer’s experience, specialties, ratings, reviews and per-minute rate, then start a chat for personal guidance.',
      keywords: [
        'astrologer profile',
        'chat with astrologer',
        'astrologer reviews',
        'vedic astrologer',
      ],
    },
    chat: {
      title: 'Chat with Astrologer – Live Consultation',
      heading: 'Live Chat',
      description:
        'Your private chat with a Jyotish astrologer. Share your birth details and your questions and get personal guidance in real time, billed per minute.',
      keywords: [
        'chat with astrologer',
        'live astrology chat',
        'astrology consultation',
        'talk to astrologer',
      ],
    },
    reportPremium: {
      title: 'Premium Astrology Reports',
      heading: 'Premium Reports',
      description:
        'Detailed astrology reports prepared from your birth chart: life, yearly, career, marriage, child and super horoscope reports.',
      keywords: [
        'premium astrology report',
        'kundli report',
        'yearly prediction report',
        'detailed horoscope report',
        'astrology report online',
      ],
    },
    reportLife: {
      title: 'Life Report – Complete Vedic Birth Chart Report',
      heading: 'Life Report',
      description:
        'A complete life report from your birth chart, covering personality, career, money, marriage, health, dasha periods and remedies.',
      keywords: [
        'life report',
        'life prediction report',
        'kundli report',
        'detailed horoscope',
        'janam kundli report',
      ],
    },
    reportCareer: {
      title: 'Career Report – Job and Business Astrology',
      heading: 'Career Report',
      description:
        'A personal career report from your kundli: suitable fields, job or business, the periods good for change and growth, and remedies for obstacles at work.',
      keywords: [
        'career report',
        'career astrology',
        'job prediction',
        'business astrology',
        'career horoscope report',
      ],
    },
    reportMarriage: {
      title: 'Marriage Report – Timing and Married Life',
      heading: 'Marriage Report',
      description:
        'A personal marriage report from your kundli: likely timing of marriage, the nature of your partner, harmony in married life, doshas and suggested remedies.',
      keywords: [
        'marriage report',
        'marriage prediction',
        'when will i get married',
        'marriage astrology',
        'married life prediction',
      ],
    },
    reportChild: {
      title: 'Child Report – Progeny and Children Astrology',
      heading: 'Child Report',
      description:
        'A report on children from your birth chart: the fifth house, timing of childbirth, the well-being of your children and remedies from Vedic astrology.',
      keywords: [
        'child report',
        'progeny astrology',
        'childbirth prediction',
        'santan yog',
        'children astrology',
      ],
    },
    reportSuperHoroscope: {
      title: 'Super Horoscope – Complete Personal Astrology Report',
      heading: 'Super Horoscope',
      description:
        'Our most detailed personal report, combining your birth chart, divisional charts, dashas and transits into one horoscope with clear predictions and remedies.',
      keywords: [
        'super horoscope',
        'complete horoscope',
        'detailed astrology report',
        'personal horoscope',
        'kundli report',
      ],
    },
    reportSuperHoroscopeResult: {
      title: 'Your Super Horoscope – Report Results',
      heading: 'Your Super Horoscope',
      description:
        'Read your super horoscope report: chart details, dasha periods and transits, with predictions for each area of your life and the remedies recommended for you.',
      keywords: [
        'super horoscope result',
        'my horoscope report',
        'astrology report',
        'predictions',
      ],
    },
    astroTools: {
      title: 'Free Astrology Tools – Kundli, Panchang and More',
      heading: 'Free Astrology Tools',
      description:
        'All our free astrology tools in one place: kundli, kundli matching, panchang, daily horoscope, moon sign, nakshatra, dasha, numerology and lucky numbers.',
      keywords: [
        'free astrology tools',
        'astrology calculator',
        'free kundli',
        'panchang',
        'nakshatra finder',
        'numerology calculator',
      ],
    },
    birthDetails: {
      title: 'Enter Birth Details – Date, Time and Place',
      heading: 'Your Birth Details',
      description:
        'Enter your name, date, time and place of birth to get an accurate kundli, horoscope and reports. Pick the place from the suggestions for exact coordinates.',
      keywords: ['birth details', 'date of birth', 'birth time', 'birth place', 'kundli by dob'],
    },
    kundli: {
      title: 'Free Kundli Online – Birth Chart by Date of Birth',
      heading: 'Free Kundli',
      description:
        'Make your free janam kundli from date, time and place of birth. See lagna, planets, houses, nakshatra and dasha, calculated with the Swiss Ephemeris.',
      keywords: [
        'kundli',
        'free kundli',
        'janam kundli',
        'birth chart',
        'kundli by date of birth',
        'online kundli',
      ],
    },
    hindiKundli: {
      title: 'Hindi Kundli – Free Janam Kundli in Hindi',
      heading: 'Hindi Kundli',
      description:
        'Get your free janam kundli in Hindi with lagna chart, planet positions, nakshatra and Vimshottari dasha, made from your date, time and place of birth.',
      keywords: [
        'hindi kundli',
        'kundli in hindi',
        'janam kundli hindi',
        'free kundli hindi',
        'janam patrika',
      ],
    },
    kundliNorthIndian: {
      title: 'North Indian Kundli Chart – Diamond Style',
      heading: 'North Indian Chart',
      description:
        'See your birth chart in the North Indian diamond style, where the houses stay fixed and the signs move, with every planet placed in its house.',
      keywords: [
        'north indian chart',
        'north indian kundli',
        'diamond chart',
        'birth chart',
        'lagna kundli',
      ],
    },
    kundliSouthIndian: {
      title: 'South Indian Kundli Chart – Square Style',
      heading: 'South Indian Chart',
      description:
        'See your birth chart in the South Indian square style, where the signs stay fixed in place, with your lagna marked and each planet shown in its sign.',
      keywords: [
        'south indian chart',
        'south indian kundli',
        'rasi chart',
        'birth chart',
        'jathagam',
      ],
    },
    kundliPlanetary: {
      title: 'Planetary Positions in Your Kundli',
      heading: 'Planetary Positions',
      description:
        'A table of the nine grahas in your birth chart with sign, degree, nakshatra, pada, house and retrograde status, computed with the Lahiri ayanamsa.',
      keywords: [
        'planetary positions',
        'planet positions in kundli',
        'graha positions',
        'birth chart planets',
        'navagraha',
      ],
    },
    kundliLagnaRasi: {
      title: 'Lagna and Rasi Chart – Ascendant and Moon Sign',
      heading: 'Lagna and Rasi Chart',
      description:
        'See your lagna (ascendant) chart and rasi (moon) chart side by side, and learn what your rising sign and your moon sign say about your nature.',
      keywords: ['lagna chart', 'rasi chart', 'ascendant', 'moon sign chart', 'lagna kundli'],
    },
    kundliDasha: {
      title: 'Vimshottari Dasha in Your Kundli',
      heading: 'Vimshottari Dasha',
      description:
        'See your Vimshottari mahadasha and antardasha periods with start and end dates, find out which planet’s period you are in now and what comes next.',
      keywords: ['vimshottari dasha', 'mahadasha', 'antardasha', 'dasha periods', 'current dasha'],
    },
    brihatKundli: {
      title: 'Brihat Kundli – Detailed Free Birth Chart',
      heading: 'Brihat Kundli',
      description:
        'A detailed kundli with divisional charts, planetary strengths, dashas, yogas and doshas, prepared from your birth details with the Swiss Ephemeris.',
      keywords: [
        'brihat kundli',
        'detailed kundli',
        'free brihat kundli',
        'divisional charts',
        'complete birth chart',
      ],
    },
    brihatKundliResults: {
      title: 'Brihat Kundli Results – Your Detailed Chart',
      heading: 'Your Brihat Kundli',
      description:
        'Your detailed kundli results: lagna and divisional charts, planet positions, dasha periods, yogas and doshas, with a short explanation for each section.',
      keywords: [
        'brihat kundli result',
        'detailed kundli',
        'kundli analysis',
        'birth chart report',
      ],
    },
    chartTest: {
      title: 'Birth Chart Viewer – Compare Chart Styles',
      heading: 'Chart Viewer',
      description:
        'Draw a birth chart in North Indian or South Indian style for any date, time and place, and see how the planets and houses appear in each layout.',
      keywords: [
        'birth chart viewer',
        'chart styles',
        'north indian chart',
        'south indian chart',
        'kundli chart',
      ],
    },
    kundliMatching: {
      title: 'Kundli Matching – Free Guna Milan for Marriage',
      heading: 'Kundli Matching',
      description:
        'Match the kundlis of bride and groom for free with the Ashtakoota guna milan score, a Manglik dosha check and a clear summary of your compatibility.',
      keywords: [
        'kundli matching',
        'guna milan',
        'horoscope matching',
        'kundli milan',
        'marriage matching',
        'ashtakoota',
      ],
    },
    matchMaking: {
      title: 'Match Making – Horoscope Compatibility for Marriage',
      heading: 'Match Making',
      description:
        'Check horoscope compatibility for marriage from both partners’ birth details, with guna milan, a Manglik dosha check and advice on harmony in married life.',
      keywords: [
        'match making',
        'horoscope matching',
        'marriage compatibility',
        'kundli milan',
        'matchmaking by date of birth',
      ],
    },
    loveCompatibility: {
      title: 'Love Compatibility Calculator by Zodiac Sign',
      heading: 'Love Compatibility',
      description:
        'Find out how well you and your partner match in love. Compare your signs or birth details and read about the strengths and challenges in your bond.',
      keywords: [
        'love compatibility',
        'zodiac compatibility',
        'love calculator',
        'relationship compatibility',
        'couple compatibility',
      ],
    },
    lagnaCalculator: {
      title: 'Lagna Calculator – Find Your Ascendant Sign',
      heading: 'Lagna Calculator',
      description:
        'Find your lagna, the sign rising on the eastern horizon at your birth, from your date, time and place of birth, and read what it says about you.',
      keywords: [
        'lagna calculator',
        'ascendant calculator',
        'rising sign',
        'find my lagna',
        'ascendant sign',
      ],
    },
    moonSignChecker: {
      title: 'Moon Sign Checker – Find Your Rashi by Date of Birth',
      heading: 'Moon Sign Checker',
      description:
        'Find your moon sign (rashi) from your date, time and place of birth. In Vedic astrology the rashi is used for daily horoscopes and many predictions.',
      keywords: [
        'moon sign',
        'rashi calculator',
        'find my rashi',
        'moon sign calculator',
        'rashi by date of birth',
      ],
    },
    nakshatraFinder: {
      title: 'Nakshatra Finder – Find Your Birth Star',
      heading: 'Nakshatra Finder',
      description:
        'Find your janma nakshatra and pada from your birth details, with its ruling planet, deity and qualities, and the starting sounds for a baby’s name.',
      keywords: [
        'nakshatra finder',
        'birth star',
        'janma nakshatra',
        'find my nakshatra',
        'nakshatra calculator',
      ],
    },
    doshamDetector: {
      title: 'Dosha Check – Mangal, Kaal Sarp and Pitra Dosha',
      heading: 'Dosham Detector',
      description:
        'Check your kundli for Mangal dosha, Kaal Sarp dosha, Pitra dosha and other doshas from your birth details, and see simple remedies for each one found.',
      keywords: [
        'dosha check',
        'manglik dosha check',
        'kaal sarp dosha',
        'pitra dosha',
        'dosham calculator',
      ],
    },
    sadeSati: {
      title: 'Shani Sade Sati – Check Your Phase and Remedies',
      heading: 'Sade Sati',
      description:
        'Learn whether Shani’s sade sati, the 7.5-year transit of Saturn over your moon sign, is running for you, which phase you are in, and remedies to ease it.',
      keywords: [
        'sade sati',
        'shani sade sati',
        'saturn transit',
        'sade sati remedies',
        'shani dosh',
      ],
    },
    sadeSatiCalculator: {
      title: 'Sade Sati Calculator – Start and End Dates',
      heading: 'Sade Sati Calculator',
      description:
        'Calculate when Saturn’s sade sati starts and ends for your moon sign, with the dates of all three phases, from your date, time and place of birth.',
      keywords: [
        'sade sati calculator',
        'sade sati dates',
        'shani sade sati',
        'sade sati check',
        'saturn transit moon sign',
      ],
    },
    dashaCalculator: {
      title: 'Dasha Calculator – Mahadasha and Antardasha',
      heading: 'Dasha Calculator',
      description:
        'Calculate your Vimshottari dasha from your birth details: the current mahadasha and antardasha with dates, and a timeline of the planetary periods ahead.',
      keywords: [
        'dasha calculator',
        'mahadasha calculator',
        'antardasha',
        'vimshottari dasha',
        'current mahadasha',
      ],
    },
    lalKitab: {
      title: 'Lal Kitab – Free Horoscope and Easy Remedies',
      heading: 'Lal Kitab',
      description:
        'Read your chart by the Lal Kitab system and get its simple, low-cost remedies (upay) for planets that trouble your career, money, health or family life.',
      keywords: ['lal kitab', 'lal kitab remedies', 'lal kitab upay', 'lal kitab kundli'],
    },
    luckyNumbers: {
      title: 'Lucky Numbers by Date of Birth and Name',
      heading: 'Lucky Numbers',
      description:
        'Find your lucky numbers, lucky days and lucky colours from your date of birth and name using numerology, with tips on where you can use them.',
      keywords: [
        'lucky number',
        'lucky number by date of birth',
        'lucky colour',
        'lucky day',
        'numerology lucky number',
      ],
    },
    babyNaming: {
      title: 'Baby Names by Nakshatra and Rashi',
      heading: 'Baby Naming',
      description:
        'Find auspicious baby names from the birth nakshatra and rashi, with the starting syllables for each pada, meanings, and names for boys and girls.',
      keywords: [
        'baby names',
        'baby names by nakshatra',
        'hindu baby names',
        'baby names by rashi',
        'namkaran',
      ],
    },
    numerology: {
      title: 'Numerology Calculator – Life Path and Name Number',
      heading: 'Numerology',
      description:
        'Calculate your life path, destiny and name numbers from your date of birth and name, and read what they reveal about your nature, work and relationships.',
      keywords: [
        'numerology',
        'numerology calculator',
        'life path number',
        'name numerology',
        'destiny number',
      ],
    },
    divination: {
      title: 'Divination – Tarot, Palmistry and More',
      heading: 'Divination',
      description:
        'Explore traditional ways of seeking guidance, from tarot card readings to palmistry and other divination methods, with clear explanations for beginners.',
      keywords: ['divination', 'tarot reading', 'palmistry', 'fortune telling', 'oracle reading'],
    },
    tarot: {
      title: 'Free Tarot Card Reading Online',
      heading: 'Tarot Reading',
      description:
        'Ask a question, draw tarot cards and read their meanings for love, career and life decisions. A simple, free reading to help you reflect on your path.',
      keywords: [
        'tarot reading',
        'free tarot reading',
        'tarot cards',
        'love tarot',
        'tarot card meanings',
      ],
    },
    palmistry: {
      title: 'Palmistry – Read Your Palm Lines Online',
      heading: 'Palmistry',
      description:
        'Learn to read your palm: the life, head, heart and fate lines, the mounts and hand shapes, and what they suggest about your character and your life.',
      keywords: ['palmistry', 'palm reading', 'hast rekha', 'life line', 'heart line', 'fate line'],
    },
    vastu: {
      title: 'Vastu Shastra Tips for Home and Office',
      heading: 'Vastu Shastra',
      description:
        'Practical Vastu Shastra guidance for your home and office: the right directions for entrance, kitchen, bedroom and pooja room, and simple remedies for defects.',
      keywords: [
        'vastu',
        'vastu shastra',
        'vastu tips for home',
        'vastu for office',
        'vastu remedies',
      ],
    },
    gemstones: {
      title: 'Gemstone Recommendation by Birth Chart',
      heading: 'Gemstones',
      description:
        'Find which gemstone suits you according to your kundli, such as ruby, pearl or blue sapphire, with its ruling planet and the finger, metal and day to wear it.',
      keywords: [
        'gemstone recommendation',
        'which gemstone should i wear',
        'birth stone',
        'ratna',
        'gemstone by date of birth',
      ],
    },
    horoscopes: {
      title: 'Horoscopes – Daily, Weekly, Monthly and Yearly',
      heading: 'Horoscopes',
      description:
        'Read Vedic horoscopes for all twelve signs: daily, weekly, monthly and yearly predictions, plus love, career and health horoscopes based on your moon sign.',
      keywords: [
        'horoscope',
        'rashifal',
        'horoscope today',
        'weekly horoscope',
        'monthly horoscope',
        'yearly horoscope',
      ],
    },
    dailyHoroscope: {
      title: 'Daily Horoscope Today for All Zodiac Signs',
      heading: 'Daily Horoscope',
      description:
        'Today’s horoscope for all twelve rashis, from Aries to Pisces, with guidance on love, career, money and health based on your moon sign and the planets.',
      keywords: [
        'daily horoscope',
        'horoscope today',
        'aaj ka rashifal',
        'today rashifal',
        'daily rashifal',
      ],
    },
    dailyHoroscopeSign: {
      title: '{{sign}} Daily Horoscope Today – Love, Career, Health',
      heading: '{{sign}} Daily Horoscope',
      description:
        'Read today’s horoscope for {{sign}}: what the planets indicate for your love life, career, money and health, with simple advice for the day ahead.',
      keywords: [
        '{{sign}} horoscope today',
        '{{sign}} daily horoscope',
        '{{sign}} rashifal today',
        'daily horoscope',
      ],
    },
    weeklyHoroscope: {
      title: 'Weekly Horoscope – This Week for All Signs',
      heading: 'Weekly Horoscope',
      description:
        'This week’s horoscope for all twelve zodiac signs, with the key days for love, work, money and health and what to watch out for in the week ahead.',
      keywords: ['weekly horoscope', 'horoscope this week', 'weekly rashifal', 'saptahik rashifal'],
    },
    weeklyHoroscopeSign: {
      title: '{{sign}} Weekly Horoscope – This Week’s Predictions',
      heading: '{{sign}} Weekly Horoscope',
      description:
        'Read this week’s horoscope for {{sign}}: the planetary trends for your relationships, work, finances and health, and the best days to act this week.',
      keywords: [
        '{{sign}} weekly horoscope',
        '{{sign}} horoscope this week',
        '{{sign}} weekly rashifal',
        'weekly horoscope',
      ],
    },
    monthlyHoroscope: {
      title: 'Monthly Horoscope – Predictions for All Signs',
      heading: 'Monthly Horoscope',
      description:
        'Monthly horoscope for all twelve signs: the planetary transits of the month and what they mean for your career, money, love, family and health.',
      keywords: ['monthly horoscope', 'horoscope this month', 'monthly rashifal', 'masik rashifal'],
    },
    monthlyHoroscopeSign: {
      title: '{{sign}} Monthly Horoscope – This Month’s Forecast',
      heading: '{{sign}} Monthly Horoscope',
      description:
        'Read the monthly horoscope for {{sign}}: how this month’s transits shape your career, finances, relationships and health, with the important dates to note.',
      keywords: [
        '{{sign}} monthly horoscope',
        '{{sign}} horoscope this month',
        '{{sign}} monthly rashifal',
        'monthly horoscope',
      ],
    },
    yearlyHoroscope: {
      title: 'Yearly Horoscope – Annual Predictions by Sign',
      heading: 'Yearly Horoscope',
      description:
        'Yearly horoscope for all twelve signs, based on the major transits of Jupiter, Saturn, Rahu and Ketu, covering your career, money, marriage and health.',
      keywords: [
        'yearly horoscope',
        'annual horoscope',
        'varshik rashifal',
        'yearly rashifal',
        'yearly predictions',
      ],
    },
    loveHoroscope: {
      title: 'Love Horoscope – Romance and Relationship Forecast',
      heading: 'Love Horoscope',
      description:
        'Love horoscope for every zodiac sign: what the planets suggest for romance, relationships and marriage, for those who are single and for couples alike.',
      keywords: [
        'love horoscope',
        'love horoscope today',
        'relationship horoscope',
        'love rashifal',
        'romance forecast',
      ],
    },
    careerHoroscope: {
      title: 'Career Horoscope – Job, Business and Finance',
      heading: 'Career Horoscope',
      description:
        'Career horoscope for all signs: guidance on jobs, promotions, business decisions and finances, based on the transits that affect your tenth house.',
      keywords: [
        'career horoscope',
        'job horoscope',
        'business horoscope',
        'finance horoscope',
        'career prediction',
      ],
    },
    healthHoroscope: {
      title: 'Health Horoscope – Wellness Forecast by Sign',
      heading: 'Health Horoscope',
      description:
        'Health horoscope for all twelve signs: the periods to take extra care, the parts of the body to watch, and simple lifestyle tips in line with your planets.',
      keywords: ['health horoscope', 'health astrology', 'health prediction', 'wellness horoscope'],
    },
    rashi: {
      title: '{{rashi}} Rashi – Traits, Horoscope and Remedies',
      heading: '{{rashi}} Rashi',
      description:
        'Everything about {{rashi}} rashi: its ruling planet, element, nature and compatibility, with the horoscope and the remedies suggested for this moon sign.',
      keywords: [
        '{{rashi}} rashi',
        '{{rashi}} rashifal',
        '{{rashi}} moon sign',
        '{{rashi}} traits',
        'rashi',
      ],
    },
    zodiacSigns: {
      title: 'Zodiac Signs – All 12 Rashis and Their Traits',
      heading: 'Zodiac Signs',
      description:
        'Learn about the twelve zodiac signs of Vedic astrology, from Aries (Mesha) to Pisces (Meena): ruling planets, elements, personality traits and compatibility.',
      keywords: ['zodiac signs', '12 rashi', 'rashi names', 'zodiac sign traits', 'vedic zodiac'],
    },
    panchang: {
      title: 'Today’s Panchang – Tithi, Nakshatra, Yoga, Karana',
      heading: 'Daily Panchang',
      description:
        'Today’s Hindu panchang with tithi, nakshatra, yoga, karana and vara, sunrise and sunset, and Rahu Kaal, Yamaganda, Abhijit and Brahma muhurat timings.',
      keywords: [
        'panchang',
        'today panchang',
        'aaj ka panchang',
        'tithi today',
        'hindu calendar',
        'panchangam',
      ],
    },
    panchangMonth: {
      title: 'Monthly Panchang Calendar – Tithi and Nakshatra of Every Day',
      heading: 'Monthly Panchang',
      description:
        'A month of the Hindu calendar at your place: each day’s tithi and nakshatra at sunrise, Ekadashi, Purnima and Amavasya, and the festivals, with every day one tap away.',
      keywords: [
        'monthly panchang',
        'hindu calendar',
        'panchang calendar',
        'tithi calendar',
        'ekadashi dates',
        'purnima dates',
      ],
    },
    accuracy: {
      title: 'How Accurate Is Our Panchang? Checked Case by Case',
      heading: 'Accuracy',
      description:
        'Our panchang, festival dates, eclipses and planet positions compared with Drik Panchang, published festival dates, NASA’s eclipse catalogue and an independent ephemeris, case by case, with the largest error of each kind.',
      keywords: [
        'panchang accuracy',
        'swiss ephemeris',
        'festival dates',
        'eclipse times',
        'drik panchang comparison',
      ],
    },
    shubhMuhurat: {
      title: 'Shubh Muhurat – Auspicious Dates and Times',
      heading: 'Shubh Muhurat',
      description:
        'Find auspicious dates and times for marriage, griha pravesh, buying a vehicle or property, starting a business and beginning a journey, based on the panchang.',
      keywords: [
        'shubh muhurat',
        'auspicious time',
        'muhurat today',
        'auspicious dates',
        'shubh muhurat calendar',
      ],
    },
    muhuratMarriage: {
      title: 'Marriage Muhurat – Auspicious Wedding Dates',
      heading: 'Marriage Muhurat',
      description:
        'Find shubh vivah muhurat dates and times for your wedding, chosen by tithi, nakshatra and planetary positions, and learn which periods to avoid.',
      keywords: [
        'marriage muhurat',
        'vivah muhurat',
        'wedding dates',
        'shubh vivah muhurat',
        'auspicious marriage dates',
      ],
    },
    muhuratGrihaPravesh: {
      title: 'Griha Pravesh Muhurat – House Warming Dates',
      heading: 'Griha Pravesh Muhurat',
      description:
        'Find auspicious dates and times for griha pravesh, moving into a new home, chosen from the panchang, with the rituals to follow and the periods to avoid.',
      keywords: [
        'griha pravesh muhurat',
        'house warming muhurat',
        'griha pravesh dates',
        'new house muhurat',
      ],
    },
    muhuratVehiclePurchase: {
      title: 'Vehicle Purchase Muhurat – Buy a Car or Bike',
      heading: 'Vehicle Purchase Muhurat',
      description:
        'Find a shubh muhurat to buy a new car, bike or other vehicle, with the auspicious days, nakshatras and times from the panchang for taking delivery.',
      keywords: [
        'vehicle purchase muhurat',
        'car buying muhurat',
        'bike purchase muhurat',
        'shubh muhurat for vehicle',
      ],
    },
    muhuratPropertyPurchase: {
      title: 'Property Purchase Muhurat – Buy Land or a Home',
      heading: 'Property Purchase Muhurat',
      description:
        'Find auspicious dates to buy land, a flat or a house, or to register property, chosen from the panchang by tithi, nakshatra and weekday.',
      keywords: [
        'property purchase muhurat',
        'land purchase muhurat',
        'house buying muhurat',
        'property registration muhurat',
      ],
    },
    muhuratBusinessLaunch: {
      title: 'Business Launch Muhurat – Shop and Office Opening',
      heading: 'Business Launch Muhurat',
      description:
        'Pick an auspicious date and time to start a new business, open a shop or office, or sign an important deal, chosen with the help of the panchang.',
      keywords: [
        'business muhurat',
        'shop opening muhurat',
        'office opening muhurat',
        'new business muhurat',
      ],
    },
    muhuratJourneyStart: {
      title: 'Travel Muhurat – Auspicious Time to Start a Journey',
      heading: 'Journey Muhurat',
      description:
        'Find a good time to set out on a journey, whether a pilgrimage, a business trip or a move abroad, with the favourable days, nakshatras and directions.',
      keywords: ['travel muhurat', 'journey muhurat', 'yatra muhurat', 'auspicious time to travel'],
    },
    choghadiya: {
      title: 'Choghadiya Today – Auspicious Day and Night Timings',
      heading: 'Choghadiya',
      description:
        'Today’s choghadiya for day and night: Amrit, Shubh, Labh and Char periods for good work, and Rog, Kaal and Udveg periods to avoid, from local sunrise.',
      keywords: [
        'choghadiya',
        'choghadiya today',
        'aaj ka choghadiya',
        'shubh choghadiya',
        'day choghadiya',
      ],
    },
    rahuKaal: {
      title: 'Rahu Kaal Today – Inauspicious Time of the Day',
      heading: 'Rahu Kaal',
      description:
        'Today’s Rahu Kaal, Yamaganda and Gulika timings, calculated from local sunrise and sunset, so that you can avoid starting important new work in them.',
      keywords: ['rahu kaal', 'rahu kaal today', 'rahu kalam', 'yamaganda', 'gulika kaal'],
    },
    horaTimings: {
      title: 'Hora Timings Today – Planetary Hours',
      heading: 'Hora Timings',
      description:
        'Today’s hora timings: the planetary hour ruled by each of the seven planets from sunrise, and which hora suits work, travel, money matters or worship.',
      keywords: ['hora timings', 'hora today', 'planetary hours', 'hora chart', 'hora muhurat'],
    },
    abhijitMuhurat: {
      title: 'Abhijit Muhurat Today – Midday Auspicious Time',
      heading: 'Abhijit Muhurat',
      description:
        'Today’s Abhijit muhurat, the 48-minute window around local midday that is considered auspicious for starting important work, with its start and end times.',
      keywords: [
        'abhijit muhurat',
        'abhijit muhurat today',
        'abhijit muhurta time',
        'auspicious time today',
      ],
    },
    brahmaMuhurat: {
      title: 'Brahma Muhurat Today – Sacred Time Before Sunrise',
      heading: 'Brahma Muhurat',
      description:
        'Today’s Brahma muhurat timings, the sacred period before sunrise that is ideal for meditation, prayer and study, calculated from sunrise at your location.',
      keywords: [
        'brahma muhurat',
        'brahma muhurat time',
        'brahma muhurta today',
        'time before sunrise',
      ],
    },
    hinduFestivals: {
      title: 'Hindu Festivals Calendar – Dates and Puja Muhurat',
      heading: 'Hindu Festivals',
      description:
        'Calendar of Hindu festivals and vrats for your city: each date with the tithi that decides it, its start and end, and the rule it follows, for Diwali, Holi, Navratri, Ekadashi, Purnima, Amavasya and the eclipses.',
      keywords: [
        'hindu festivals',
        'festival calendar',
        'vrat calendar',
        'ekadashi dates',
        'festival dates',
      ],
    },
    festivals: {
      title: 'Festivals Calendar – Indian Festival Dates',
      heading: 'Festivals',
      description:
        'Indian festivals of the year at your place, each dated by its classical rule with the deciding tithi, plus every Ekadashi, Purnima and Amavasya and the eclipses you can see; add them to your calendar.',
      keywords: [
        'festivals',
        'indian festivals',
        'festival dates',
        'hindu festival calendar',
        'upcoming festivals',
      ],
    },
    planetTransits: {
      title: 'Planet Transits – Gochar Dates and Effects',
      heading: 'Planet Transits',
      description:
        'Upcoming planetary transits (gochar) of Jupiter, Saturn, Rahu, Ketu and the other planets, with their dates and their effects on each moon sign.',
      keywords: [
        'planet transits',
        'gochar',
        'planetary transit',
        'transit effects',
        'grah gochar',
      ],
    },
    blog: {
      title: 'Astrology Blog – Transits, Eclipses and Festivals',
      heading: 'Astrology Blog',
      description:
        'Read articles on planetary transits, retrogrades, eclipses, conjunctions and festivals that explain what the current events in the sky mean for you.',
      keywords: [
        'astrology blog',
        'astrology articles',
        'planetary transits',
        'vedic astrology news',
        'retrograde',
      ],
    },
    blogCategory: {
      title: 'Astrology Blog: Articles on {{category}}',
      heading: 'Articles on {{category}}',
      description:
        'Browse our astrology articles on {{category}}: clear explanations of these planetary events, what they mean for each sign, and practical advice.',
      keywords: [
        '{{category}} astrology',
        '{{category}} articles',
        'astrology blog',
        'vedic astrology articles',
      ],
    },
    blogPost: {
      title: 'Astrology Article – Planetary Events and Their Effects',
      heading: 'Astrology Article',
      description:
        'An article from the Jyotish astrology blog explaining a planetary event or festival, its timing and what it means for your sign, with simple remedies.',
      keywords: ['astrology article', 'astrology blog', 'planetary transit', 'vedic astrology'],
    },
    article: {
      title: 'Astrology Article – Vedic Insights and Guidance',
      heading: 'Article',
      description:
        'A Jyotish article on a topic of Vedic astrology, written in plain language, with practical guidance that you can apply in your daily life.',
      keywords: ['astrology article', 'vedic astrology', 'astrology guidance', 'jyotish article'],
    },
    nakshatraDetail: {
      title: '{{slug}} Nakshatra – Traits, Deity, Ruling Planet and Padas',
      heading: '{{slug}} Nakshatra',
      description:
        'Learn about {{slug}} nakshatra: its ruling planet, deity, symbol and padas, and the nature, career and relationships of people born under it.',
      keywords: [
        'nakshatra',
        'nakshatra meaning',
        'nakshatra traits',
        'birth star',
        'nakshatra characteristics',
      ],
    },
    learnBasics: {
      title: 'Learn Astrology Basics – Vedic Astrology for Beginners',
      heading: 'Astrology Basics',
      description:
        'Start learning Vedic astrology step by step: signs, houses, planets and how a birth chart is read, explained simply for complete beginners.',
      keywords: [
        'learn astrology',
        'vedic astrology basics',
        'astrology for beginners',
        'jyotish basics',
      ],
    },
    learnBirthChart: {
      title: 'How to Read a Birth Chart – Learn Kundli Reading',
      heading: 'Reading a Birth Chart',
      description:
        'Learn to read a kundli: the twelve houses, the lagna, how planets in signs and houses combine, and how to start interpreting a chart on your own.',
      keywords: ['how to read kundli', 'birth chart reading', 'kundli houses', 'learn kundli'],
    },
    learnPlanets: {
      title: 'The Nine Planets (Navagraha) in Vedic Astrology',
      heading: 'The Planets',
      description:
        'Learn about the nine grahas, from Sun to Ketu: what each planet signifies, the signs it rules, its strengths and weaknesses, and its effects in a chart.',
      keywords: [
        'navagraha',
        'planets in astrology',
        'nine planets',
        'grahas',
        'planet significations',
      ],
    },
    learnNakshatras: {
      title: 'Learn the 27 Nakshatras – Lunar Mansions',
      heading: 'The Nakshatras',
      description:
        'An introduction to the 27 nakshatras of Vedic astrology: their ruling planets, deities and padas, and how your birth star shapes your nature and dashas.',
      keywords: [
        '27 nakshatras',
        'nakshatra list',
        'lunar mansions',
        'learn nakshatras',
        'birth star',
      ],
    },
    learnDoshas: {
      title: 'Doshas in Astrology – Mangal, Kaal Sarp and More',
      heading: 'Doshas',
      description:
        'Understand the main doshas in a kundli, including Mangal, Kaal Sarp, Pitra and Shani dosha: how they form, what they mean and their common remedies.',
      keywords: [
        'doshas in astrology',
        'mangal dosha',
        'kaal sarp dosha',
        'pitra dosha',
        'dosha remedies',
      ],
    },
    learnMuhurta: {
      title: 'Learn Muhurta – Basics of Electional Astrology',
      heading: 'Muhurta',
      description:
        'Learn how muhurta works: choosing auspicious times with tithi, nakshatra, yoga, karana and weekday, and the periods to avoid, such as Rahu Kaal.',
      keywords: ['muhurta', 'learn muhurat', 'electional astrology', 'auspicious timing'],
    },
    learnAdvanced: {
      title: 'Advanced Vedic Astrology – Vargas, Yogas and Dashas',
      heading: 'Advanced Astrology',
      description:
        'Go deeper into Vedic astrology: divisional charts, planetary yogas, ashtakavarga, shadbala, and timing events with dashas and transits.',
      keywords: [
        'advanced astrology',
        'divisional charts',
        'ashtakavarga',
        'shadbala',
        'astrology yogas',
      ],
    },
    remedies: {
      title: 'Astrology Remedies – Mantras, Gemstones and Upay',
      heading: 'Remedies',
      description:
        'Simple Vedic remedies for troubled planets and doshas: mantras, gemstones, fasting, charity and puja, explained so you know when and how to use them.',
      keywords: ['astrology remedies', 'upay', 'graha shanti', 'planet remedies', 'dosha remedies'],
    },
    spirituality: {
      title: 'Spirituality – Meditation, Mantras and Dharma',
      heading: 'Spirituality',
      description:
        'Articles on spiritual practice in the Vedic tradition: meditation, mantra chanting, puja and fasting, and the deeper meaning of Hindu festivals.',
      keywords: ['spirituality', 'meditation', 'mantras', 'puja vidhi', 'hindu dharma'],
    },
    marriageAstrology: {
      title: 'Marriage Astrology – Timing, Matching and Doshas',
      heading: 'Marriage Astrology',
      description:
        'Find out what your kundli says about marriage: the likely timing, the seventh house, Manglik dosha, kundli matching and remedies for delays.',
      keywords: [
        'marriage astrology',
        'marriage prediction',
        'when will i get married',
        'seventh house',
        'delay in marriage',
      ],
    },
    loveMarriageAstrology: {
      title: 'Love Marriage Astrology – Will I Have a Love Marriage?',
      heading: 'Love Marriage Astrology',
      description:
        'See which planetary combinations in a kundli point to a love marriage, how to handle family approval, and what helps a love relationship last.',
      keywords: [
        'love marriage astrology',
        'love marriage yoga',
        'love marriage prediction',
        'love or arranged marriage',
      ],
    },
    careerBusinessAstrology: {
      title: 'Career and Business Astrology – Find Your Path',
      heading: 'Career and Business Astrology',
      description:
        'Learn what your birth chart shows about your career: the tenth house, suitable professions, job versus business, and good times to make a change.',
      keywords: [
        'career astrology',
        'business astrology',
        'job or business',
        'tenth house',
        'career prediction',
      ],
    },
    healthMedicalAstrology: {
      title: 'Health and Medical Astrology – Planets and Wellbeing',
      heading: 'Health and Medical Astrology',
      description:
        'How Vedic astrology links planets and houses to health: the sixth house, the body parts ruled by each sign, and periods to take extra care. Not medical advice.',
      keywords: [
        'medical astrology',
        'health astrology',
        'sixth house',
        'health prediction',
        'disease in kundli',
      ],
    },
    wealthFinanceAstrology: {
      title: 'Wealth and Finance Astrology – Money in Your Chart',
      heading: 'Wealth and Finance Astrology',
      description:
        'What your kundli says about money: the second and eleventh houses, dhana yogas, good periods for investment and remedies for financial trouble.',
      keywords: [
        'wealth astrology',
        'finance astrology',
        'dhan yoga',
        'money prediction',
        'financial astrology',
      ],
    },
    spiritualGrowthAstrology: {
      title: 'Spiritual Growth Astrology – Your Soul’s Path',
      heading: 'Spiritual Growth Astrology',
      description:
        'Explore the spiritual side of your birth chart: the twelfth house, Ketu, Jupiter and the moksha houses, and the spiritual practices that suit your planets.',
      keywords: [
        'spiritual astrology',
        'moksha houses',
        'twelfth house',
        'ketu spirituality',
        'spiritual growth',
      ],
    },
    childrenProgenyAstrology: {
      title: 'Children and Progeny Astrology – The Fifth House',
      heading: 'Children and Progeny Astrology',
      description:
        'What astrology says about children: the fifth house and Jupiter, the timing of childbirth, obstacles to progeny and the traditional remedies.',
      keywords: [
        'progeny astrology',
        'child birth prediction',
        'santan yog',
        'fifth house',
        'children in kundli',
      ],
    },
    topicMarriagePrediction: {
      title: 'Marriage Prediction – When Will I Get Married?',
      heading: 'Marriage Prediction',
      description:
        'Understand how astrologers predict the time of marriage from the seventh house, Venus, Jupiter, dashas and transits, and what can cause delays.',
      keywords: [
        'marriage prediction',
        'when will i get married',
        'marriage age prediction',
        'marriage timing astrology',
      ],
    },
    topicCareerAstrology: {
      title: 'Career Astrology – Choose the Right Profession',
      heading: 'Career Astrology',
      description:
        'How your planets and houses point to suitable careers, when promotions or job changes are likely, and simple remedies for obstacles in your career.',
      keywords: [
        'career astrology',
        'career prediction',
        'profession by kundli',
        'job change astrology',
      ],
    },
    topicHealthAstrology: {
      title: 'Health Astrology – What Your Chart Says',
      heading: 'Health Astrology',
      description:
        'Learn how Vedic astrology reads health from the lagna, the sixth and eighth houses and afflicted planets, and which remedies support your well-being.',
      keywords: [
        'health astrology',
        'health in kundli',
        'sixth house health',
        'health remedies astrology',
      ],
    },
    topicLoveCompatibility: {
      title: 'Love Compatibility – Zodiac Sign Matches',
      heading: 'Love Compatibility',
      description:
        'Which zodiac signs match best in love and why: element and planet compatibility, the basics of guna milan, and tips for a stronger relationship.',
      keywords: [
        'love compatibility',
        'zodiac sign compatibility',
        'best match for my sign',
        'rashi compatibility',
      ],
    },
    topicLuckyNumbers: {
      title: 'Lucky Numbers in Numerology and Astrology',
      heading: 'Lucky Numbers',
      description:
        'How lucky numbers are worked out from your birth date, name and ruling planet, what each number from 1 to 9 means, and how to make use of yours.',
      keywords: [
        'lucky numbers',
        'lucky number meaning',
        'numerology numbers',
        'lucky number by birth date',
      ],
    },
    topicBabyNames: {
      title: 'Baby Names by Nakshatra – Hindu Naming Guide',
      heading: 'Baby Names',
      description:
        'A guide to choosing a Hindu baby name: the starting syllables for each nakshatra pada, the namkaran ceremony and how to pick a meaningful name.',
      keywords: [
        'baby names',
        'hindu baby names',
        'nakshatra names',
        'namkaran',
        'baby name letters',
      ],
    },
    topicSadeSati: {
      title: 'Sade Sati of Shani – Effects and Remedies',
      heading: 'Sade Sati',
      description:
        'What Saturn’s 7.5-year sade sati means, its three phases, how it affects each moon sign, and practical remedies to get through it calmly.',
      keywords: ['sade sati', 'sade sati effects', 'sade sati remedies', 'shani sade sati phases'],
    },
    topicMangalDosha: {
      title: 'Mangal Dosha – Manglik Effects and Remedies',
      heading: 'Mangal Dosha',
      description:
        'What Mangal dosha is, how to check whether you are Manglik, its effects on marriage, when it is cancelled, and the remedies traditionally advised.',
      keywords: ['mangal dosha', 'manglik dosha', 'manglik remedies', 'kuja dosha', 'am i manglik'],
    },
    topicKaalSarpDosha: {
      title: 'Kaal Sarp Dosha – Types, Effects and Remedies',
      heading: 'Kaal Sarp Dosha',
      description:
        'Learn how Kaal Sarp dosha forms when all the planets sit between Rahu and Ketu, its types and effects on life, and remedies such as the Kaal Sarp puja.',
      keywords: ['kaal sarp dosha', 'kaal sarp yog', 'kaal sarp dosh remedies', 'kaal sarp puja'],
    },
    topicPitraDosha: {
      title: 'Pitra Dosha – Causes, Effects and Remedies',
      heading: 'Pitra Dosha',
      description:
        'Understand Pitra dosha, linked to the ancestors in Vedic astrology: how it shows in a kundli, the signs of its effect, and remedies such as shraddh and tarpan.',
      keywords: ['pitra dosha', 'pitru dosh', 'pitra dosha remedies', 'ancestral dosha'],
    },
    topicShaniMahadasha: {
      title: 'Shani Mahadasha – Effects of Saturn’s Period',
      heading: 'Shani Mahadasha',
      description:
        'What to expect in Saturn’s mahadasha and its antardashas, how the results depend on Saturn’s position in your chart, and the remedies that help.',
      keywords: [
        'shani mahadasha',
        'saturn mahadasha',
        'shani mahadasha effects',
        'shani remedies',
      ],
    },
    topicJupiterTransit: {
      title: 'Jupiter Transit – Guru Gochar Effects by Sign',
      heading: 'Jupiter Transit',
      description:
        'How Jupiter’s transit through the signs affects each moon sign in growth, marriage, children, wealth and learning, with remedies for a weak Guru.',
      keywords: [
        'jupiter transit',
        'guru gochar',
        'guru peyarchi',
        'jupiter transit effects',
        'brihaspati gochar',
      ],
    },
    topicRahuKetuTransit: {
      title: 'Rahu Ketu Transit – Effects on Each Sign',
      heading: 'Rahu Ketu Transit',
      description:
        'What the Rahu and Ketu transit means for your moon sign: sudden changes, ambitions and detachment, with practical remedies for the shadow planets.',
      keywords: [
        'rahu ketu transit',
        'rahu ketu gochar',
        'rahu ketu peyarchi',
        'rahu transit effects',
      ],
    },
    topicSolarEclipseEffects: {
      title: 'Solar Eclipse Effects – Surya Grahan Astrology',
      heading: 'Solar Eclipse Effects',
      description:
        'The astrological effects of a solar eclipse (Surya Grahan) on each zodiac sign, the sutak period, what to do and avoid, and remedies during the eclipse.',
      keywords: [
        'solar eclipse',
        'surya grahan',
        'solar eclipse effects',
        'sutak kaal',
        'eclipse remedies',
      ],
    },
    topicLunarEclipseEffects: {
      title: 'Lunar Eclipse Effects – Chandra Grahan Astrology',
      heading: 'Lunar Eclipse Effects',
      description:
        'The astrological effects of a lunar eclipse (Chandra Grahan) on each sign, sutak timings, the traditional do’s and don’ts, and mantras to chant.',
      keywords: [
        'lunar eclipse',
        'chandra grahan',
        'lunar eclipse effects',
        'sutak kaal',
        'grahan rules',
      ],
    },
    topicRetrogradePlanets: {
      title: 'Retrograde Planets – Vakri Graha Effects',
      heading: 'Retrograde Planets',
      description:
        'What it means when a planet is retrograde (vakri), and how retrograde Mercury, Venus, Mars, Jupiter and Saturn act in a birth chart and in transit.',
      keywords: [
        'retrograde planets',
        'vakri graha',
        'mercury retrograde',
        'saturn retrograde',
        'retrograde effects',
      ],
    },
    topicNavratri2025: {
      title: 'Navratri 2025 – Dates and Ghatasthapana Muhurat',
      heading: 'Navratri 2025',
      description:
        'Navratri 2025 dates with the ghatasthapana muhurat, the nine forms of Durga worshipped on each day, the colours of the days, fasting rules and puja vidhi.',
      keywords: [
        'navratri 2025',
        'navratri 2025 dates',
        'ghatasthapana muhurat',
        'navratri colours',
        'durga puja 2025',
      ],
    },
    topicDiwali2025Muhurat: {
      title: 'Diwali 2025 – Date and Lakshmi Puja Muhurat',
      heading: 'Diwali 2025 Muhurat',
      description:
        'Diwali 2025 date and Lakshmi Puja muhurat, with the festival days from Dhanteras to Bhai Dooj, the puja vidhi and traditional remedies for wealth.',
      keywords: [
        'diwali 2025',
        'diwali 2025 date',
        'lakshmi puja muhurat',
        'deepavali 2025',
        'dhanteras 2025',
      ],
    },
    topicHoli2025Date: {
      title: 'Holi 2025 Date – Holika Dahan Muhurat',
      heading: 'Holi 2025',
      description:
        'Holi 2025 date and Holika Dahan muhurat, with the story behind the festival, its rituals, the Bhadra timings to avoid and astrological tips for the day.',
      keywords: ['holi 2025', 'holi 2025 date', 'holika dahan muhurat', 'holika dahan 2025'],
    },
    topicKarvaChauth2025: {
      title: 'Karva Chauth 2025 – Date, Puja Time and Moonrise',
      heading: 'Karva Chauth 2025',
      description:
        'Karva Chauth 2025 date, puja muhurat and moonrise time, with the vrat katha, the fasting rules and the step-by-step puja vidhi for married women.',
      keywords: [
        'karva chauth 2025',
        'karva chauth date',
        'karva chauth moonrise time',
        'karva chauth puja muhurat',
      ],
    },
    year2025Horoscope: {
      title: 'Horoscope 2025 – Yearly Predictions for All Signs',
      heading: 'Horoscope 2025',
      description:
        'Horoscope 2025 for all twelve moon signs: what the year’s major transits of Jupiter, Saturn, Rahu and Ketu bring for career, money, love and health.',
      keywords: [
        'horoscope 2025',
        'rashifal 2025',
        '2025 predictions',
        'yearly horoscope 2025',
        '2025 astrology',
      ],
    },
    year2025Numerology: {
      title: 'Numerology 2025 – Predictions by Birth Number',
      heading: 'Numerology 2025',
      description:
        'Numerology predictions for 2025 for each birth number from 1 to 9: what the year brings for work, money, relationships and health, with tips for the year.',
      keywords: [
        'numerology 2025',
        '2025 numerology predictions',
        'birth number 2025',
        'lucky number 2025',
      ],
    },
    year2025Tarot: {
      title: 'Tarot 2025 – Yearly Tarot Reading for Each Sign',
      heading: 'Tarot 2025',
      description:
        'Tarot predictions for 2025 for each zodiac sign: the card that guides your year and what it suggests for love, career, money and personal growth.',
      keywords: ['tarot 2025', 'tarot reading 2025', 'yearly tarot 2025', '2025 tarot predictions'],
    },
    year2025Festivals: {
      title: 'Festivals 2025 – Hindu Festival Calendar 2025',
      heading: 'Festivals 2025',
      description:
        'The Hindu festival calendar for 2025: Makar Sankranti, Holi, Navratri, Diwali, every Ekadashi and the other festivals, each with its tithi and the rule that dates it, and the year’s eclipses.',
      keywords: [
        'festivals 2025',
        'hindu calendar 2025',
        'festival list 2025',
        'vrat dates 2025',
        '2025 festival dates',
      ],
    },
    year2025PlanetTransits: {
      title: 'Planet Transits 2025 – Gochar Dates and Effects',
      heading: 'Planet Transits 2025',
      description:
        'The major planetary transits of 2025, including Jupiter, Saturn, Rahu and Ketu changing signs, with their dates and their effects on each moon sign.',
      keywords: [
        'planet transits 2025',
        'gochar 2025',
        'saturn transit 2025',
        'jupiter transit 2025',
        'rahu ketu transit 2025',
      ],
    },
    about: {
      title: 'About Us – Vedic Astrology Made Simple',
      heading: 'About Jyotish',
      description:
        'Jyotish offers free Vedic astrology tools, horoscopes and consultations in English, Hindi, Tamil and Telugu, with charts calculated using the Swiss Ephemeris.',
      keywords: ['about jyotish', 'vedic astrology platform', 'online astrology', 'about us'],
    },
    support: {
      title: 'Support – Help with Your Account and Orders',
      heading: 'Support',
      description:
        'Get help with your account, payments, wallet, consultations and reports. Find answers to common questions or reach our support team for anything else.',
      keywords: ['jyotish support', 'help', 'customer support', 'faq', 'payment help'],
    },
    contact: {
      title: 'Contact Us – Get in Touch with Our Team',
      heading: 'Contact Us',
      description:
        'Write to the Jyotish team with your questions or feedback. We reply to messages about accounts, payments, reports and consultations as soon as we can.',
      keywords: ['contact jyotish', 'contact us', 'customer care', 'astrology support'],
    },
    disclaimer: {
      title: 'Disclaimer – Astrology Is Guidance Only',
      heading: 'Disclaimer',
      description:
        'Astrology on Jyotish is offered for guidance only. Please read this disclaimer before relying on any prediction, report or consultation for big decisions.',
      keywords: ['disclaimer', 'astrology disclaimer', 'guidance only', 'terms of use'],
    },
    cookiePolicy: {
      title: 'Cookie Policy – How Jyotish Uses Cookies',
      heading: 'Cookie Policy',
      description:
        'Learn which cookies and browser storage Jyotish uses for sign-in, your language choice and analytics, why we use them and how you can control them.',
      keywords: ['cookie policy', 'cookies', 'browser storage', 'privacy'],
    },
    deliveryPolicy: {
      title: 'Delivery Policy – Reports and Consultations',
      heading: 'Delivery Policy',
      description:
        'How and when you receive what you buy on Jyotish: premium reports in your dashboard, and chat consultations as soon as your payment is confirmed.',
      keywords: ['delivery policy', 'report delivery', 'consultation delivery', 'digital delivery'],
    },
    privacyPolicy: {
      title: 'Privacy Policy – How We Protect Your Data',
      heading: 'Privacy Policy',
      description:
        'How Jyotish collects, uses and protects your personal data. Your birth details and consultations are kept confidential and protected with encryption.',
      keywords: ['privacy policy', 'data protection', 'personal data', 'privacy'],
    },
    termsOfService: {
      title: 'Terms of Service – Rules for Using Our Services',
      heading: 'Terms of Service',
      description:
        'The terms that apply when you use Jyotish: accounts, free tools, paid consultations and reports, payments, acceptable use and our responsibilities.',
      keywords: ['terms of service', 'terms and conditions', 'terms of use', 'user agreement'],
    },
    refundPolicy: {
      title: 'Refund Policy – Cancellations and Refunds',
      heading: 'Refund Policy',
      description:
        'When and how you can get a refund for consultations, premium reports and wallet recharges on Jyotish, and how to ask our support team for one.',
      keywords: ['refund policy', 'cancellation policy', 'refund', 'money back'],
    },
    shippingPolicy: {
      title: 'Shipping Policy – Digital Delivery Only',
      heading: 'Shipping Policy',
      description:
        'Jyotish sells digital services only: reports and consultations are delivered online and nothing is shipped by post. Read here how delivery works.',
      keywords: ['shipping policy', 'digital delivery', 'delivery', 'online services'],
    },
    login: {
      title: 'Sign In to Your Jyotish Account',
      heading: 'Sign In',
      description:
        'Sign in with your e-mail and password or with Google to chat with astrologers, read your answers and reports, and manage your wallet and bookings.',
      keywords: ['login', 'sign in', 'jyotish login', 'astrology account'],
    },
    signup: {
      title: 'Sign Up – Create Your Free Jyotish Account',
      heading: 'Create Your Account',
      description:
        'Create a free Jyotish account to save your birth details, ask astrologers your questions, book consultations and keep all your reports in one place.',
      keywords: ['sign up', 'register', 'create account', 'jyotish account'],
    },
    resetPassword: {
      title: 'Reset Password – Recover Your Account',
      heading: 'Reset Password',
      description:
        'Forgot your password? Enter your e-mail address to get a reset link, then choose a new password to sign in to your Jyotish account again.',
      keywords: ['reset password', 'forgot password', 'recover account', 'change password'],
    },
    resetPin: {
      title: 'Reset PIN – Set a New Account PIN',
      heading: 'Reset PIN',
      description:
        'Reset the PIN of your Jyotish account: confirm that it is you, choose a new PIN and continue to use your consultations and your wallet securely.',
      keywords: ['reset pin', 'forgot pin', 'change pin', 'account security'],
    },
    authSuccess: {
      title: 'Signing You In – Authentication Successful',
      heading: 'Signing You In',
      description:
        'You have signed in successfully. We are finishing your sign-in and will take you back to the page you were on in just a moment. Please wait.',
      keywords: ['sign in successful', 'login success', 'google sign in', 'jyotish account'],
    },
    testWelcomeMail: {
      title: 'Welcome E-mail Preview – Internal Test Page',
      heading: 'Welcome E-mail Preview',
      description:
        'Internal preview for the Jyotish team to check how the welcome e-mail sent to new users looks. Not meant for visitors; admin access is required.',
      keywords: ['welcome email preview', 'internal test', 'email template', 'jyotish admin'],
    },
    testJyotishyam: {
      title: 'Jyotishyam Chart Test – Internal Preview',
      heading: 'Jyotishyam Chart Test',
      description:
        'Internal test page for the Jyotish team to check Jyotishyam chart calculations and layout before release. Not meant for visitors; admin access required.',
      keywords: ['jyotishyam test', 'internal test', 'chart test', 'jyotish admin'],
    },
    testEastIndianChart: {
      title: 'East Indian Chart Test – Internal Preview',
      heading: 'East Indian Chart Test',
      description:
        'Internal test page for the team to check how East Indian style birth charts are drawn and planets placed. Not meant for visitors; admin access required.',
      keywords: ['east indian chart', 'chart test', 'internal test', 'jyotish admin'],
    },
    testDaemonPremium: {
      title: 'Premium Report Engine Test – Internal Preview',
      heading: 'Premium Report Engine Test',
      description:
        'Internal test page for the team to check premium report generation by the background service. Not meant for visitors; admin access is required.',
      keywords: ['premium report test', 'report engine', 'internal test', 'jyotish admin'],
    },
    testDaemonKundli: {
      title: 'Kundli Engine Test – Internal Preview',
      heading: 'Kundli Engine Test',
      description:
        'Internal test page for the team to compare kundli calculations by the background service with expected results. Not meant for visitors; admin only.',
      keywords: ['kundli engine test', 'kundli calculation test', 'internal test', 'jyotish admin'],
    },
    kpTest: {
      title: 'KP System Test – Internal Preview',
      heading: 'KP System Test',
      description:
        'Internal test page for the team to check Krishnamurti Paddhati (KP) calculations such as cusps and sub-lords. Not meant for visitors; admin access required.',
      keywords: ['kp system test', 'krishnamurti paddhati', 'internal test', 'jyotish admin'],
    },
    phase3Test: {
      title: 'Phase 3 Features Test – Internal Preview',
      heading: 'Phase 3 Test',
      description:
        'Internal test page where the team tries out features planned for the next phase of Jyotish before release. Not meant for visitors; admin access required.',
      keywords: ['phase 3 test', 'feature preview', 'internal test', 'jyotish admin'],
    },
    executiveDashboardPreview: {
      title: 'Executive Dashboard Preview – Internal Page',
      heading: 'Executive Dashboard Preview',
      description:
        'Internal preview of the executive dashboard that shows key business figures to the Jyotish team. Not meant for visitors; admin access is required.',
      keywords: ['executive dashboard', 'business overview', 'internal preview', 'jyotish admin'],
    },
  },
};
