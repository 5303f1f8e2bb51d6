import { isLandedPage, type LandedPageKey, type PageKey, resolvePage } from '@jyotish/contract';
import { type LazyScreen, lazyScreen } from './lazy-screen';

/**
 * Every screen of the app, each in its own chunk, with the namespaces its code reads besides
 * the layout's (screens.test.ts holds each list to the code).
 */
export const SCREENS = {
  home: lazyScreen(() => import('../features/home/home-page').then((m) => m.HomePage), ['home']),
  astroTools: lazyScreen(
    () => import('../features/astro-tools/astro-tools-page').then((m) => m.AstroToolsPage),
    ['home'],
  ),
  birthDetails: lazyScreen(
    () => import('../features/places/birth-details-page').then((m) => m.BirthDetailsPage),
    ['kundli', 'places'],
  ),
  kundli: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.KundliPage),
    ['calculators', 'kundli', 'places'],
  ),
  hindiKundli: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.HindiKundliPage),
    ['calculators', 'kundli', 'places'],
  ),
  brihatKundli: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.BrihatKundliPage),
    ['calculators', 'kundli', 'places'],
  ),
  brihatKundliResults: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.BrihatKundliResultsPage),
    ['calculators', 'kundli', 'places'],
  ),
  kundliNorthIndian: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.NorthIndianChartPage),
    ['calculators', 'kundli', 'places'],
  ),
  kundliSouthIndian: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.SouthIndianChartPage),
    ['calculators', 'kundli', 'places'],
  ),
  kundliPlanetary: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.PlanetaryPositionsPage),
    ['calculators', 'kundli', 'places'],
  ),
  kundliLagnaRasi: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.LagnaRasiPage),
    ['calculators', 'kundli', 'places'],
  ),
  kundliDasha: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.DashaPage),
    ['calculators', 'kundli', 'places'],
  ),
  chartTest: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.ChartTestPage),
    ['calculators', 'kundli', 'places'],
  ),
  kundliMatching: lazyScreen(
    () => import('../features/matching/matching-screens').then((m) => m.KundliMatchingPage),
    ['kundli', 'matching', 'places'],
  ),
  matchMaking: lazyScreen(
    () => import('../features/matching/matching-screens').then((m) => m.MatchMakingPage),
    ['kundli', 'matching', 'places'],
  ),
  moonSignChecker: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.MoonSignCheckerPage),
    ['calculators', 'kundli', 'places', 'tools'],
  ),
  nakshatraFinder: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.NakshatraFinderPage),
    ['calculators', 'kundli', 'places', 'tools'],
  ),
  lagnaCalculator: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.LagnaCalculatorPage),
    ['calculators', 'kundli', 'places', 'tools'],
  ),
  doshamDetector: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.DoshamDetectorPage),
    ['calculators', 'kundli', 'places', 'tools'],
  ),
  sadeSati: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.SadeSatiPage),
    ['calculators', 'kundli', 'places', 'tools'],
  ),
  sadeSatiCalculator: lazyScreen(
    () =>
      import('../features/calculators/calculator-screens').then((m) => m.SadeSatiCalculatorPage),
    ['calculators', 'kundli', 'places', 'tools'],
  ),
  dashaCalculator: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.DashaCalculatorPage),
    ['calculators', 'kundli', 'places', 'tools'],
  ),
  panchang: lazyScreen(
    () => import('../features/panchang/panchang-page').then((m) => m.PanchangPage),
    ['panchang', 'places'],
  ),
  panchangMonth: lazyScreen(
    () => import('../features/panchang/panchang-month-page').then((m) => m.PanchangMonthPage),
    ['panchang', 'places'],
  ),
  choghadiya: lazyScreen(
    () => import('../features/panchang/timing-screens').then((m) => m.ChoghadiyaPage),
    ['panchang', 'places'],
  ),
  rahuKaal: lazyScreen(
    () => import('../features/panchang/timing-screens').then((m) => m.RahuKaalPage),
    ['panchang', 'places'],
  ),
  horaTimings: lazyScreen(
    () => import('../features/panchang/timing-screens').then((m) => m.HoraTimingsPage),
    ['panchang', 'places'],
  ),
  abhijitMuhurat: lazyScreen(
    () => import('../features/panchang/timing-screens').then((m) => m.AbhijitMuhuratPage),
    ['panchang', 'places'],
  ),
  brahmaMuhurat: lazyScreen(
    () => import('../features/panchang/timing-screens').then((m) => m.BrahmaMuhuratPage),
    ['panchang', 'places'],
  ),
  hinduFestivals: lazyScreen(
    () => import('../features/panchang/festivals-page').then((m) => m.HinduFestivalsPage),
    ['panchang', 'places'],
  ),
  festivals: lazyScreen(
    () => import('../features/panchang/festivals-page').then((m) => m.FestivalsPage),
    ['panchang', 'places'],
  ),
  year2025Festivals: lazyScreen(
    () => import('../features/panchang/festivals-page').then((m) => m.Festivals2025Page),
    ['panchang', 'places'],
  ),
  shubhMuhurat: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.ShubhMuhuratPage),
    ['panchang', 'places'],
  ),
  muhuratMarriage: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.MarriageMuhuratPage),
    ['panchang', 'places'],
  ),
  muhuratGrihaPravesh: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.GrihaPraveshMuhuratPage),
    ['panchang', 'places'],
  ),
  muhuratVehiclePurchase: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.VehiclePurchaseMuhuratPage),
    ['panchang', 'places'],
  ),
  muhuratPropertyPurchase: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.PropertyPurchaseMuhuratPage),
    ['panchang', 'places'],
  ),
  muhuratBusinessLaunch: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.BusinessLaunchMuhuratPage),
    ['panchang', 'places'],
  ),
  muhuratJourneyStart: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.JourneyStartMuhuratPage),
    ['panchang', 'places'],
  ),
  planetTransits: lazyScreen(
    () => import('../features/panchang/transits-page').then((m) => m.PlanetTransitsPage),
    ['panchang'],
  ),
  year2025PlanetTransits: lazyScreen(
    () => import('../features/panchang/transits-page').then((m) => m.PlanetTransits2025Page),
    ['panchang'],
  ),
  accuracy: lazyScreen(
    () => import('../features/accuracy/accuracy-page').then((m) => m.AccuracyPage),
    ['panchang'],
  ),
  login: lazyScreen(() => import('../features/auth/login-page').then((m) => m.LoginPage), ['auth']),
  signup: lazyScreen(
    () => import('../features/auth/signup-page').then((m) => m.SignupPage),
    ['auth'],
  ),
  resetPassword: lazyScreen(
    () => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
    ['auth'],
  ),
  authSuccess: lazyScreen(
    () => import('../features/auth/auth-success-page').then((m) => m.AuthSuccessPage),
    ['auth'],
  ),
  profile: lazyScreen(
    () => import('../features/profile/profile-page').then((m) => m.ProfilePage),
    ['auth', 'info', 'places'],
  ),
  adminDashboard: lazyScreen(
    () => import('../features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
    ['auth', 'consultations', 'horoscopes', 'reports', 'wallet'],
  ),
  welcomeMail: lazyScreen(() =>
    import('../features/admin/welcome-mail-page').then((m) => m.WelcomeMailPage),
  ),
  dashboard: lazyScreen(
    () => import('./dashboard-page').then((m) => m.DashboardPage),
    ['reports', 'wallet'],
  ),
  walletRecharge: lazyScreen(
    () => import('../features/wallet/wallet-recharge-page').then((m) => m.WalletRechargePage),
    ['auth', 'wallet'],
  ),
  checkout: lazyScreen(
    () => import('../features/wallet/checkout-page').then((m) => m.CheckoutPage),
    ['auth', 'wallet'],
  ),
  paymentSuccess: lazyScreen(
    () => import('../features/wallet/payment-result-pages').then((m) => m.PaymentSuccessPage),
    ['wallet'],
  ),
  paymentFailure: lazyScreen(
    () => import('../features/wallet/payment-result-pages').then((m) => m.PaymentFailurePage),
    ['wallet'],
  ),
  receipt: lazyScreen(
    () => import('../features/wallet/receipt-page').then((m) => m.ReceiptPage),
    ['wallet'],
  ),
  astrologers: lazyScreen(
    () => import('../features/consultations/astrologers-page').then((m) => m.AstrologersPage),
    ['consultations'],
  ),
  astrologerDetail: lazyScreen(
    () =>
      import('../features/consultations/astrologer-detail-page').then(
        (m) => m.AstrologerDetailPage,
      ),
    ['consultations'],
  ),
  payment: lazyScreen(
    () => import('../features/consultations/payment-page').then((m) => m.PaymentPage),
    ['auth', 'consultations'],
  ),
  chat: lazyScreen(
    () => import('../features/consultations/chat-page').then((m) => m.ChatPage),
    ['auth', 'consultations'],
  ),
  consultations: lazyScreen(
    () => import('../features/consultations/consultations-page').then((m) => m.ConsultationsPage),
    ['consultations'],
  ),
  dashboardBookings: lazyScreen(
    () => import('../features/consultations/consultations-page').then((m) => m.BookingsPage),
    ['consultations'],
  ),
  multiChat: lazyScreen(
    () => import('../features/consultations/multi-chat-page').then((m) => m.MultiChatPage),
    ['auth', 'consultations'],
  ),
  astrologerDashboard: lazyScreen(
    () =>
      import('../features/consultations/astrologer-dashboard-page').then(
        (m) => m.AstrologerDashboardPage,
      ),
    ['auth', 'consultations'],
  ),
  astrologerProfile: lazyScreen(
    () =>
      import('../features/consultations/astrologer-profile-page').then(
        (m) => m.AstrologerProfilePage,
      ),
    ['auth', 'consultations'],
  ),
  askFreeQuestion: lazyScreen(
    () => import('../features/consultations/ask-question-page').then((m) => m.AskQuestionPage),
    ['auth', 'consultations', 'kundli', 'places'],
  ),
  dashboardReports: lazyScreen(
    () => import('../features/consultations/your-answers-page').then((m) => m.YourAnswersPage),
    ['consultations'],
  ),
  packages: lazyScreen(
    () => import('../features/consultations/packages-pages').then((m) => m.PackagesPage),
    ['consultations'],
  ),
  astrologerPackages: lazyScreen(
    () => import('../features/consultations/packages-pages').then((m) => m.AstrologerPackagesPage),
    ['consultations'],
  ),
  reportPremium: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.PremiumReportsPage),
    ['auth', 'kundli', 'places', 'reports'],
  ),
  reportLife: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.LifeReportPage),
    ['auth', 'kundli', 'places', 'reports'],
  ),
  reportCareer: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.CareerReportPage),
    ['auth', 'kundli', 'places', 'reports'],
  ),
  reportMarriage: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.MarriageReportPage),
    ['auth', 'kundli', 'places', 'reports'],
  ),
  reportChild: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.ChildReportPage),
    ['auth', 'kundli', 'places', 'reports'],
  ),
  reportSuperHoroscope: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.SuperHoroscopeReportPage),
    ['auth', 'kundli', 'places', 'reports'],
  ),
  reportSuperHoroscopeResult: lazyScreen(
    () => import('../features/reports/report-results-page').then((m) => m.ReportResultsPage),
    ['reports'],
  ),
  horoscopes: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.HoroscopesPage),
    ['horoscopes', 'metadata'],
  ),
  dailyHoroscope: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.DailyHoroscopePage),
    ['horoscopes', 'metadata'],
  ),
  dailyHoroscopeSign: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.DailyHoroscopeSignPage),
    ['horoscopes', 'metadata'],
  ),
  weeklyHoroscope: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.WeeklyHoroscopePage),
    ['horoscopes', 'metadata'],
  ),
  weeklyHoroscopeSign: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.WeeklyHoroscopeSignPage),
    ['horoscopes', 'metadata'],
  ),
  monthlyHoroscope: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.MonthlyHoroscopePage),
    ['horoscopes', 'metadata'],
  ),
  monthlyHoroscopeSign: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.MonthlyHoroscopeSignPage),
    ['horoscopes', 'metadata'],
  ),
  yearlyHoroscope: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.YearlyHoroscopePage),
    ['horoscopes', 'metadata'],
  ),
  loveHoroscope: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.LoveHoroscopePage),
    ['horoscopes', 'metadata'],
  ),
  careerHoroscope: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.CareerHoroscopePage),
    ['horoscopes', 'metadata'],
  ),
  healthHoroscope: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.HealthHoroscopePage),
    ['horoscopes', 'metadata'],
  ),
  rashi: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.RashiPage),
    ['horoscopes', 'metadata'],
  ),
  zodiacSigns: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.ZodiacSignsPage),
    ['horoscopes', 'metadata'],
  ),
  year2025Horoscope: lazyScreen(
    () => import('../features/horoscopes/horoscope-pages').then((m) => m.Year2025HoroscopePage),
    ['horoscopes', 'metadata'],
  ),
  numerology: lazyScreen(
    () => import('../features/numerology/numerology-page').then((m) => m.NumerologyPage),
    ['calculators', 'kundli'],
  ),
  year2025Numerology: lazyScreen(
    () => import('../features/numerology/numerology-page').then((m) => m.Numerology2025Page),
    ['calculators', 'kundli'],
  ),
  luckyNumbers: lazyScreen(
    () => import('../features/numerology/numerology-page').then((m) => m.LuckyNumbersPage),
    ['calculators', 'kundli'],
  ),
  babyNaming: lazyScreen(
    () => import('../features/baby-names/baby-names-page').then((m) => m.BabyNamingPage),
    ['kundli', 'places', 'tools'],
  ),
  lalKitab: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.LalKitabPage),
    ['calculators', 'kundli', 'places', 'tools'],
  ),
  gemstones: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.GemstonesPage),
    ['calculators', 'kundli', 'places', 'tools'],
  ),
  loveCompatibility: lazyScreen(
    () => import('../features/love/love-page').then((m) => m.LoveCompatibilityPage),
    ['horoscopes', 'matching', 'tools'],
  ),
  tarot: lazyScreen(
    () => import('../features/tarot/tarot-page').then((m) => m.TarotPage),
    ['kundli', 'tarot'],
  ),
  year2025Tarot: lazyScreen(
    () => import('../features/tarot/tarot-page').then((m) => m.Tarot2025Page),
    ['kundli', 'tarot'],
  ),
  palmistry: lazyScreen(
    () => import('../features/palmistry/palmistry-page').then((m) => m.PalmistryPage),
    ['kundli', 'palmistry'],
  ),
  vastu: lazyScreen(
    () => import('../features/vastu/vastu-page').then((m) => m.VastuPage),
    ['kundli', 'vastu'],
  ),
  divination: lazyScreen(
    () => import('../features/divination/divination-page').then((m) => m.DivinationPage),
    ['tools'],
  ),
  about: lazyScreen(() => import('../features/info/info-page').then((m) => m.AboutPage), ['info']),
  disclaimer: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.DisclaimerPage),
    ['info'],
  ),
  cookiePolicy: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.CookiePolicyPage),
    ['info'],
  ),
  deliveryPolicy: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.DeliveryPolicyPage),
    ['info'],
  ),
  privacyPolicy: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.PrivacyPolicyPage),
    ['info'],
  ),
  termsOfService: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.TermsOfServicePage),
    ['info'],
  ),
  refundPolicy: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.RefundPolicyPage),
    ['info'],
  ),
  shippingPolicy: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.ShippingPolicyPage),
    ['info'],
  ),
  support: lazyScreen(
    () => import('../features/info/support-page').then((m) => m.SupportPage),
    ['info'],
  ),
  contact: lazyScreen(
    () => import('../features/info/contact-page').then((m) => m.ContactPage),
    ['auth', 'info'],
  ),
  learnBasics: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnBasicsPage),
    ['metadata'],
  ),
  learnBirthChart: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnBirthChartPage),
    ['metadata'],
  ),
  learnPlanets: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnPlanetsPage),
    ['metadata'],
  ),
  learnNakshatras: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnNakshatrasPage),
    ['metadata'],
  ),
  learnDoshas: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnDoshasPage),
    ['metadata'],
  ),
  learnMuhurta: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnMuhurtaPage),
    ['metadata'],
  ),
  learnAdvanced: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnAdvancedPage),
    ['metadata'],
  ),
  marriageAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.MarriageAstrologyPage),
    ['metadata'],
  ),
  loveMarriageAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.LoveMarriageAstrologyPage),
    ['metadata'],
  ),
  careerBusinessAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.CareerBusinessAstrologyPage),
    ['metadata'],
  ),
  healthMedicalAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.HealthMedicalAstrologyPage),
    ['metadata'],
  ),
  wealthFinanceAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.WealthFinanceAstrologyPage),
    ['metadata'],
  ),
  spiritualGrowthAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.SpiritualGrowthAstrologyPage),
    ['metadata'],
  ),
  childrenProgenyAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.ChildrenProgenyAstrologyPage),
    ['metadata'],
  ),
  remedies: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.RemediesPage),
    ['metadata'],
  ),
  spirituality: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.SpiritualityPage),
    ['metadata'],
  ),
  topicMarriagePrediction: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicMarriagePrediction')),
    ['metadata'],
  ),
  topicCareerAstrology: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicCareerAstrology')),
    ['metadata'],
  ),
  topicHealthAstrology: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicHealthAstrology')),
    ['metadata'],
  ),
  topicLoveCompatibility: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicLoveCompatibility')),
    ['metadata'],
  ),
  topicLuckyNumbers: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicLuckyNumbers')),
    ['metadata'],
  ),
  topicBabyNames: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicBabyNames')),
    ['metadata'],
  ),
  topicSadeSati: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicSadeSati')),
    ['metadata'],
  ),
  topicMangalDosha: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicMangalDosha')),
    ['metadata'],
  ),
  topicKaalSarpDosha: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicKaalSarpDosha')),
    ['metadata'],
  ),
  topicPitraDosha: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicPitraDosha')),
    ['metadata'],
  ),
  topicShaniMahadasha: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicShaniMahadasha')),
    ['metadata'],
  ),
  topicJupiterTransit: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicJupiterTransit')),
    ['metadata'],
  ),
  topicRahuKetuTransit: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicRahuKetuTransit')),
    ['metadata'],
  ),
  topicSolarEclipseEffects: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) =>
        m.topicScreen('topicSolarEclipseEffects'),
      ),
    ['metadata'],
  ),
  topicLunarEclipseEffects: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) =>
        m.topicScreen('topicLunarEclipseEffects'),
      ),
    ['metadata'],
  ),
  topicRetrogradePlanets: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicRetrogradePlanets')),
    ['metadata'],
  ),
  blog: lazyScreen(
    () => import('../features/blog/blog-pages').then((m) => m.BlogPage),
    ['blog', 'metadata'],
  ),
  search: lazyScreen(
    () => import('../features/search/search-page').then((m) => m.SearchPage),
    ['metadata', 'search'],
  ),
  adminArticles: lazyScreen(
    () => import('../features/blog/admin-articles-page').then((m) => m.AdminArticlesPage),
    ['auth', 'blog'],
  ),
  adminSettings: lazyScreen(
    () => import('../features/admin/admin-settings-page').then((m) => m.AdminSettingsPage),
    ['auth', 'reports'],
  ),
  adminResponses: lazyScreen(
    () => import('../features/admin/admin-responses-page').then((m) => m.AdminResponsesPage),
    ['auth'],
  ),
  testEastIndianChart: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.TestEastIndianChartPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'places', 'reports'],
  ),
  testJyotishyam: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.TestJyotishyamPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'places', 'reports'],
  ),
  executiveDashboardPreview: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.ExecutiveDashboardPreviewPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'places', 'reports'],
  ),
  testDaemonPremium: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.TestDaemonPremiumPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'places', 'reports'],
  ),
  testDaemonKundli: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.TestDaemonKundliPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'places', 'reports'],
  ),
  phase3Test: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.Phase3TestPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'places', 'reports'],
  ),
  kpTest: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.KpTestPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'places', 'reports'],
  ),
  blogCategory: lazyScreen(
    () => import('../features/blog/blog-pages').then((m) => m.BlogCategoryPage),
    ['blog', 'metadata'],
  ),
  blogPost: lazyScreen(
    () => import('../features/blog/blog-pages').then((m) => m.BlogPostPage),
    ['blog', 'metadata'],
  ),
  article: lazyScreen(
    () => import('../features/blog/blog-pages').then((m) => m.ArticleNumberPage),
    ['blog', 'metadata'],
  ),
  topicNavratri2025: lazyScreen(
    () =>
      import('../features/festival-events/event-pages').then((m) =>
        m.eventScreen('topicNavratri2025'),
      ),
    ['metadata', 'panchang', 'places'],
  ),
  topicDiwali2025Muhurat: lazyScreen(
    () =>
      import('../features/festival-events/event-pages').then((m) =>
        m.eventScreen('topicDiwali2025Muhurat'),
      ),
    ['metadata', 'panchang', 'places'],
  ),
  topicHoli2025Date: lazyScreen(
    () =>
      import('../features/festival-events/event-pages').then((m) =>
        m.eventScreen('topicHoli2025Date'),
      ),
    ['metadata', 'panchang', 'places'],
  ),
  topicKarvaChauth2025: lazyScreen(
    () =>
      import('../features/festival-events/event-pages').then((m) =>
        m.eventScreen('topicKarvaChauth2025'),
      ),
    ['metadata', 'panchang', 'places'],
  ),
  nakshatraDetail: lazyScreen(
    () => import('../features/nakshatras/nakshatra-page').then((m) => m.NakshatraPage),
    ['metadata', 'tools'],
  ),
  pending: lazyScreen(
    () => import('../features/pending/pending-page').then((m) => m.PendingPage),
    ['metadata'],
  ),
  notFound: lazyScreen(() =>
    import('../components/feedback/not-found-screen').then((m) => m.NotFoundScreen),
  ),
} satisfies Record<string, LazyScreen>;

/**
 * The finished screen of each landed page: exactly the keys of contract's `LANDED_PAGES`, so
 * that the server's robots tag and sitemap agree with what the app shows. Any other page
 * belongs to a later capability and shows the pending screen; a capability that lands adds its
 * keys to `LANDED_PAGES` and its screens here.
 */
export const PAGE_SCREENS: Record<LandedPageKey, LazyScreen> = {
  home: SCREENS.home,
  astroTools: SCREENS.astroTools,
  birthDetails: SCREENS.birthDetails,
  kundli: SCREENS.kundli,
  hindiKundli: SCREENS.hindiKundli,
  brihatKundli: SCREENS.brihatKundli,
  brihatKundliResults: SCREENS.brihatKundliResults,
  kundliNorthIndian: SCREENS.kundliNorthIndian,
  kundliSouthIndian: SCREENS.kundliSouthIndian,
  kundliPlanetary: SCREENS.kundliPlanetary,
  kundliLagnaRasi: SCREENS.kundliLagnaRasi,
  kundliDasha: SCREENS.kundliDasha,
  chartTest: SCREENS.chartTest,
  kundliMatching: SCREENS.kundliMatching,
  matchMaking: SCREENS.matchMaking,
  moonSignChecker: SCREENS.moonSignChecker,
  nakshatraFinder: SCREENS.nakshatraFinder,
  lagnaCalculator: SCREENS.lagnaCalculator,
  doshamDetector: SCREENS.doshamDetector,
  sadeSati: SCREENS.sadeSati,
  sadeSatiCalculator: SCREENS.sadeSatiCalculator,
  dashaCalculator: SCREENS.dashaCalculator,
  panchang: SCREENS.panchang,
  panchangMonth: SCREENS.panchangMonth,
  choghadiya: SCREENS.choghadiya,
  rahuKaal: SCREENS.rahuKaal,
  horaTimings: SCREENS.horaTimings,
  abhijitMuhurat: SCREENS.abhijitMuhurat,
  brahmaMuhurat: SCREENS.brahmaMuhurat,
  hinduFestivals: SCREENS.hinduFestivals,
  festivals: SCREENS.festivals,
  year2025Festivals: SCREENS.year2025Festivals,
  shubhMuhurat: SCREENS.shubhMuhurat,
  muhuratMarriage: SCREENS.muhuratMarriage,
  muhuratGrihaPravesh: SCREENS.muhuratGrihaPravesh,
  muhuratVehiclePurchase: SCREENS.muhuratVehiclePurchase,
  muhuratPropertyPurchase: SCREENS.muhuratPropertyPurchase,
  muhuratBusinessLaunch: SCREENS.muhuratBusinessLaunch,
  muhuratJourneyStart: SCREENS.muhuratJourneyStart,
  planetTransits: SCREENS.planetTransits,
  year2025PlanetTransits: SCREENS.year2025PlanetTransits,
  accuracy: SCREENS.accuracy,
  login: SCREENS.login,
  signup: SCREENS.signup,
  resetPassword: SCREENS.resetPassword,
  resetPin: SCREENS.resetPassword,
  authSuccess: SCREENS.authSuccess,
  profile: SCREENS.profile,
  adminDashboard: SCREENS.adminDashboard,
  testWelcomeMail: SCREENS.welcomeMail,
  dashboard: SCREENS.dashboard,
  walletRecharge: SCREENS.walletRecharge,
  checkout: SCREENS.checkout,
  paymentSuccess: SCREENS.paymentSuccess,
  paymentFailure: SCREENS.paymentFailure,
  receipt: SCREENS.receipt,
  astrologers: SCREENS.astrologers,
  astrologerDetail: SCREENS.astrologerDetail,
  payment: SCREENS.payment,
  chat: SCREENS.chat,
  consultations: SCREENS.consultations,
  dashboardBookings: SCREENS.dashboardBookings,
  multiChat: SCREENS.multiChat,
  astrologerDashboard: SCREENS.astrologerDashboard,
  astrologerProfile: SCREENS.astrologerProfile,
  askFreeQuestion: SCREENS.askFreeQuestion,
  dashboardReports: SCREENS.dashboardReports,
  packages: SCREENS.packages,
  astrologerPackages: SCREENS.astrologerPackages,
  reportPremium: SCREENS.reportPremium,
  reportLife: SCREENS.reportLife,
  reportCareer: SCREENS.reportCareer,
  reportMarriage: SCREENS.reportMarriage,
  reportChild: SCREENS.reportChild,
  reportSuperHoroscope: SCREENS.reportSuperHoroscope,
  reportSuperHoroscopeResult: SCREENS.reportSuperHoroscopeResult,
  horoscopes: SCREENS.horoscopes,
  dailyHoroscope: SCREENS.dailyHoroscope,
  dailyHoroscopeSign: SCREENS.dailyHoroscopeSign,
  weeklyHoroscope: SCREENS.weeklyHoroscope,
  weeklyHoroscopeSign: SCREENS.weeklyHoroscopeSign,
  monthlyHoroscope: SCREENS.monthlyHoroscope,
  monthlyHoroscopeSign: SCREENS.monthlyHoroscopeSign,
  yearlyHoroscope: SCREENS.yearlyHoroscope,
  loveHoroscope: SCREENS.loveHoroscope,
  careerHoroscope: SCREENS.careerHoroscope,
  healthHoroscope: SCREENS.healthHoroscope,
  rashi: SCREENS.rashi,
  zodiacSigns: SCREENS.zodiacSigns,
  year2025Horoscope: SCREENS.year2025Horoscope,
  numerology: SCREENS.numerology,
  year2025Numerology: SCREENS.year2025Numerology,
  luckyNumbers: SCREENS.luckyNumbers,
  babyNaming: SCREENS.babyNaming,
  lalKitab: SCREENS.lalKitab,
  gemstones: SCREENS.gemstones,
  loveCompatibility: SCREENS.loveCompatibility,
  tarot: SCREENS.tarot,
  year2025Tarot: SCREENS.year2025Tarot,
  palmistry: SCREENS.palmistry,
  vastu: SCREENS.vastu,
  divination: SCREENS.divination,
  about: SCREENS.about,
  support: SCREENS.support,
  contact: SCREENS.contact,
  disclaimer: SCREENS.disclaimer,
  cookiePolicy: SCREENS.cookiePolicy,
  deliveryPolicy: SCREENS.deliveryPolicy,
  privacyPolicy: SCREENS.privacyPolicy,
  termsOfService: SCREENS.termsOfService,
  refundPolicy: SCREENS.refundPolicy,
  shippingPolicy: SCREENS.shippingPolicy,
  learnBasics: SCREENS.learnBasics,
  learnBirthChart: SCREENS.learnBirthChart,
  learnPlanets: SCREENS.learnPlanets,
  learnNakshatras: SCREENS.learnNakshatras,
  learnDoshas: SCREENS.learnDoshas,
  learnMuhurta: SCREENS.learnMuhurta,
  learnAdvanced: SCREENS.learnAdvanced,
  marriageAstrology: SCREENS.marriageAstrology,
  loveMarriageAstrology: SCREENS.loveMarriageAstrology,
  careerBusinessAstrology: SCREENS.careerBusinessAstrology,
  healthMedicalAstrology: SCREENS.healthMedicalAstrology,
  wealthFinanceAstrology: SCREENS.wealthFinanceAstrology,
  spiritualGrowthAstrology: SCREENS.spiritualGrowthAstrology,
  childrenProgenyAstrology: SCREENS.childrenProgenyAstrology,
  remedies: SCREENS.remedies,
  spirituality: SCREENS.spirituality,
  topicMarriagePrediction: SCREENS.topicMarriagePrediction,
  topicCareerAstrology: SCREENS.topicCareerAstrology,
  topicHealthAstrology: SCREENS.topicHealthAstrology,
  topicLoveCompatibility: SCREENS.topicLoveCompatibility,
  topicLuckyNumbers: SCREENS.topicLuckyNumbers,
  topicBabyNames: SCREENS.topicBabyNames,
  topicSadeSati: SCREENS.topicSadeSati,
  topicMangalDosha: SCREENS.topicMangalDosha,
  topicKaalSarpDosha: SCREENS.topicKaalSarpDosha,
  topicPitraDosha: SCREENS.topicPitraDosha,
  topicShaniMahadasha: SCREENS.topicShaniMahadasha,
  topicJupiterTransit: SCREENS.topicJupiterTransit,
  topicRahuKetuTransit: SCREENS.topicRahuKetuTransit,
  topicSolarEclipseEffects: SCREENS.topicSolarEclipseEffects,
  topicLunarEclipseEffects: SCREENS.topicLunarEclipseEffects,
  topicRetrogradePlanets: SCREENS.topicRetrogradePlanets,
  nakshatraDetail: SCREENS.nakshatraDetail,
  blog: SCREENS.blog,
  topicNavratri2025: SCREENS.topicNavratri2025,
  topicDiwali2025Muhurat: SCREENS.topicDiwali2025Muhurat,
  topicHoli2025Date: SCREENS.topicHoli2025Date,
  topicKarvaChauth2025: SCREENS.topicKarvaChauth2025,
  search: SCREENS.search,
  adminArticles: SCREENS.adminArticles,
  adminSettings: SCREENS.adminSettings,
  adminResponses: SCREENS.adminResponses,
  testEastIndianChart: SCREENS.testEastIndianChart,
  testJyotishyam: SCREENS.testJyotishyam,
  executiveDashboardPreview: SCREENS.executiveDashboardPreview,
  testDaemonPremium: SCREENS.testDaemonPremium,
  testDaemonKundli: SCREENS.testDaemonKundli,
  phase3Test: SCREENS.phase3Test,
  kpTest: SCREENS.kpTest,
  blogCategory: SCREENS.blogCategory,
  blogPost: SCREENS.blogPost,
  article: SCREENS.article,
};

export function screenOf(key: PageKey): LazyScreen {
  return isLandedPage(key) ? PAGE_SCREENS[key] : SCREENS.pending;
}

/** The screen the route table shows at `pathname` (`PageScreen`'s choice, or not found). */
export function screenAt(pathname: string): LazyScreen {
  const key = resolvePage(pathname).page?.key;
  return key ? screenOf(key) : SCREENS.notFound;
}
