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
    ['homeSections', 'pageNames'],
  ),
  birthDetails: lazyScreen(
    () => import('../features/places/birth-details-page').then((m) => m.BirthDetailsPage),
    ['kundli', 'pageNames', 'places'],
  ),
  kundli: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.KundliPage),
    ['calculators', 'kundli', 'pageNames', 'places'],
  ),
  hindiKundli: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.HindiKundliPage),
    ['calculators', 'kundli', 'pageNames', 'places'],
  ),
  brihatKundli: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.BrihatKundliPage),
    ['calculators', 'kundli', 'pageNames', 'places'],
  ),
  brihatKundliResults: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.BrihatKundliResultsPage),
    ['calculators', 'kundli', 'pageNames', 'places'],
  ),
  kundliNorthIndian: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.NorthIndianChartPage),
    ['calculators', 'kundli', 'pageNames', 'places'],
  ),
  kundliSouthIndian: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.SouthIndianChartPage),
    ['calculators', 'kundli', 'pageNames', 'places'],
  ),
  kundliPlanetary: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.PlanetaryPositionsPage),
    ['calculators', 'kundli', 'pageNames', 'places'],
  ),
  kundliLagnaRasi: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.LagnaRasiPage),
    ['calculators', 'kundli', 'pageNames', 'places'],
  ),
  kundliDasha: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.DashaPage),
    ['calculators', 'kundli', 'pageNames', 'places'],
  ),
  chartTest: lazyScreen(
    () => import('../features/kundli/kundli-screens').then((m) => m.ChartTestPage),
    ['calculators', 'kundli', 'pageNames', 'places'],
  ),
  kundliMatching: lazyScreen(
    () => import('../features/matching/matching-screens').then((m) => m.KundliMatchingPage),
    ['kundli', 'matching', 'pageNames', 'places'],
  ),
  matchMaking: lazyScreen(
    () => import('../features/matching/matching-screens').then((m) => m.MatchMakingPage),
    ['kundli', 'matching', 'pageNames', 'places'],
  ),
  moonSignChecker: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.MoonSignCheckerPage),
    ['calculators', 'kundli', 'pageNames', 'places', 'tools'],
  ),
  nakshatraFinder: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.NakshatraFinderPage),
    ['calculators', 'kundli', 'pageNames', 'places', 'tools'],
  ),
  lagnaCalculator: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.LagnaCalculatorPage),
    ['calculators', 'kundli', 'pageNames', 'places', 'tools'],
  ),
  doshamDetector: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.DoshamDetectorPage),
    ['calculators', 'kundli', 'pageNames', 'places', 'tools'],
  ),
  sadeSati: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.SadeSatiPage),
    ['calculators', 'kundli', 'pageNames', 'places', 'tools'],
  ),
  sadeSatiCalculator: lazyScreen(
    () =>
      import('../features/calculators/calculator-screens').then((m) => m.SadeSatiCalculatorPage),
    ['calculators', 'kundli', 'pageNames', 'places', 'tools'],
  ),
  dashaCalculator: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.DashaCalculatorPage),
    ['calculators', 'kundli', 'pageNames', 'places', 'tools'],
  ),
  panchang: lazyScreen(
    () => import('../features/panchang/panchang-page').then((m) => m.PanchangPage),
    ['pageNames', 'panchang', 'places'],
  ),
  panchangMonth: lazyScreen(
    () => import('../features/panchang/panchang-month-page').then((m) => m.PanchangMonthPage),
    ['pageNames', 'panchang', 'places'],
  ),
  choghadiya: lazyScreen(
    () => import('../features/panchang/timing-screens').then((m) => m.ChoghadiyaPage),
    ['pageNames', 'panchang', 'places'],
  ),
  rahuKaal: lazyScreen(
    () => import('../features/panchang/timing-screens').then((m) => m.RahuKaalPage),
    ['pageNames', 'panchang', 'places'],
  ),
  horaTimings: lazyScreen(
    () => import('../features/panchang/timing-screens').then((m) => m.HoraTimingsPage),
    ['pageNames', 'panchang', 'places'],
  ),
  abhijitMuhurat: lazyScreen(
    () => import('../features/panchang/timing-screens').then((m) => m.AbhijitMuhuratPage),
    ['pageNames', 'panchang', 'places'],
  ),
  brahmaMuhurat: lazyScreen(
    () => import('../features/panchang/timing-screens').then((m) => m.BrahmaMuhuratPage),
    ['pageNames', 'panchang', 'places'],
  ),
  hinduFestivals: lazyScreen(
    () => import('../features/panchang/festivals-page').then((m) => m.HinduFestivalsPage),
    ['pageNames', 'panchang', 'places'],
  ),
  festivals: lazyScreen(
    () => import('../features/panchang/festivals-page').then((m) => m.FestivalsPage),
    ['pageNames', 'panchang', 'places'],
  ),
  year2025Festivals: lazyScreen(
    () => import('../features/panchang/festivals-page').then((m) => m.Festivals2025Page),
    ['pageNames', 'panchang', 'places'],
  ),
  shubhMuhurat: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.ShubhMuhuratPage),
    ['pageNames', 'panchang', 'places'],
  ),
  muhuratMarriage: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.MarriageMuhuratPage),
    ['pageNames', 'panchang', 'places'],
  ),
  muhuratGrihaPravesh: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.GrihaPraveshMuhuratPage),
    ['pageNames', 'panchang', 'places'],
  ),
  muhuratVehiclePurchase: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.VehiclePurchaseMuhuratPage),
    ['pageNames', 'panchang', 'places'],
  ),
  muhuratPropertyPurchase: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.PropertyPurchaseMuhuratPage),
    ['pageNames', 'panchang', 'places'],
  ),
  muhuratBusinessLaunch: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.BusinessLaunchMuhuratPage),
    ['pageNames', 'panchang', 'places'],
  ),
  muhuratJourneyStart: lazyScreen(
    () => import('../features/panchang/muhurat-page').then((m) => m.JourneyStartMuhuratPage),
    ['pageNames', 'panchang', 'places'],
  ),
  planetTransits: lazyScreen(
    () => import('../features/panchang/transits-page').then((m) => m.PlanetTransitsPage),
    ['pageNames', 'panchang'],
  ),
  year2025PlanetTransits: lazyScreen(
    () => import('../features/panchang/transits-page').then((m) => m.PlanetTransits2025Page),
    ['pageNames', 'panchang'],
  ),
  accuracy: lazyScreen(
    () => import('../features/accuracy/accuracy-page').then((m) => m.AccuracyPage),
    ['pageNames', 'panchang'],
  ),
  login: lazyScreen(
    () => import('../features/auth/login-page').then((m) => m.LoginPage),
    ['auth', 'pageNames'],
  ),
  signup: lazyScreen(
    () => import('../features/auth/signup-page').then((m) => m.SignupPage),
    ['auth', 'pageNames'],
  ),
  resetPassword: lazyScreen(
    () => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
    ['auth', 'pageNames'],
  ),
  authSuccess: lazyScreen(
    () => import('../features/auth/auth-success-page').then((m) => m.AuthSuccessPage),
    ['auth', 'pageNames'],
  ),
  profile: lazyScreen(
    () => import('../features/profile/profile-page').then((m) => m.ProfilePage),
    ['auth', 'info', 'pageNames', 'places'],
  ),
  adminDashboard: lazyScreen(
    () => import('../features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
    ['auth', 'consultations', 'horoscopes', 'pageNames', 'reports', 'wallet'],
  ),
  welcomeMail: lazyScreen(
    () => import('../features/admin/welcome-mail-page').then((m) => m.WelcomeMailPage),
    ['pageNames'],
  ),
  dashboard: lazyScreen(
    () => import('./dashboard-page').then((m) => m.DashboardPage),
    ['pageNames', 'reports', 'wallet'],
  ),
  walletRecharge: lazyScreen(
    () => import('../features/wallet/wallet-recharge-page').then((m) => m.WalletRechargePage),
    ['auth', 'pageNames', 'wallet'],
  ),
  checkout: lazyScreen(
    () => import('../features/wallet/checkout-page').then((m) => m.CheckoutPage),
    ['auth', 'pageNames', 'wallet'],
  ),
  paymentSuccess: lazyScreen(
    () => import('../features/wallet/payment-result-pages').then((m) => m.PaymentSuccessPage),
    ['pageNames', 'wallet'],
  ),
  paymentFailure: lazyScreen(
    () => import('../features/wallet/payment-result-pages').then((m) => m.PaymentFailurePage),
    ['pageNames', 'wallet'],
  ),
  receipt: lazyScreen(
    () => import('../features/wallet/receipt-page').then((m) => m.ReceiptPage),
    ['wallet'],
  ),
  astrologers: lazyScreen(
    () => import('../features/consultations/astrologers-page').then((m) => m.AstrologersPage),
    ['consultations', 'pageNames'],
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
    ['auth', 'consultations', 'pageNames'],
  ),
  chat: lazyScreen(
    () => import('../features/consultations/chat-page').then((m) => m.ChatPage),
    ['auth', 'consultations'],
  ),
  consultations: lazyScreen(
    () => import('../features/consultations/consultations-page').then((m) => m.ConsultationsPage),
    ['consultations', 'pageNames'],
  ),
  dashboardBookings: lazyScreen(
    () => import('../features/consultations/consultations-page').then((m) => m.BookingsPage),
    ['consultations', 'pageNames'],
  ),
  multiChat: lazyScreen(
    () => import('../features/consultations/multi-chat-page').then((m) => m.MultiChatPage),
    ['auth', 'consultations', 'pageNames'],
  ),
  astrologerDashboard: lazyScreen(
    () =>
      import('../features/consultations/astrologer-dashboard-page').then(
        (m) => m.AstrologerDashboardPage,
      ),
    ['auth', 'consultations', 'pageNames'],
  ),
  astrologerProfile: lazyScreen(
    () =>
      import('../features/consultations/astrologer-profile-page').then(
        (m) => m.AstrologerProfilePage,
      ),
    ['auth', 'consultations', 'pageNames'],
  ),
  askFreeQuestion: lazyScreen(
    () => import('../features/consultations/ask-question-page').then((m) => m.AskQuestionPage),
    ['auth', 'consultations', 'kundli', 'pageNames', 'places'],
  ),
  dashboardReports: lazyScreen(
    () => import('../features/consultations/your-answers-page').then((m) => m.YourAnswersPage),
    ['consultations', 'pageNames'],
  ),
  packages: lazyScreen(
    () => import('../features/consultations/packages-pages').then((m) => m.PackagesPage),
    ['consultations', 'pageNames'],
  ),
  astrologerPackages: lazyScreen(
    () => import('../features/consultations/packages-pages').then((m) => m.AstrologerPackagesPage),
    ['consultations', 'pageNames'],
  ),
  reportPremium: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.PremiumReportsPage),
    ['auth', 'kundli', 'pageNames', 'places', 'reports'],
  ),
  reportLife: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.LifeReportPage),
    ['auth', 'kundli', 'pageNames', 'places', 'reports'],
  ),
  reportCareer: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.CareerReportPage),
    ['auth', 'kundli', 'pageNames', 'places', 'reports'],
  ),
  reportMarriage: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.MarriageReportPage),
    ['auth', 'kundli', 'pageNames', 'places', 'reports'],
  ),
  reportChild: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.ChildReportPage),
    ['auth', 'kundli', 'pageNames', 'places', 'reports'],
  ),
  reportSuperHoroscope: lazyScreen(
    () => import('../features/reports/report-pages').then((m) => m.SuperHoroscopeReportPage),
    ['auth', 'kundli', 'pageNames', 'places', 'reports'],
  ),
  reportSuperHoroscopeResult: lazyScreen(
    () => import('../features/reports/report-results-page').then((m) => m.ReportResultsPage),
    ['pageNames', 'reports'],
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
    ['calculators', 'kundli', 'pageNames'],
  ),
  year2025Numerology: lazyScreen(
    () => import('../features/numerology/numerology-page').then((m) => m.Numerology2025Page),
    ['calculators', 'kundli', 'pageNames'],
  ),
  luckyNumbers: lazyScreen(
    () => import('../features/numerology/numerology-page').then((m) => m.LuckyNumbersPage),
    ['calculators', 'kundli', 'pageNames'],
  ),
  babyNaming: lazyScreen(
    () => import('../features/baby-names/baby-names-page').then((m) => m.BabyNamingPage),
    ['kundli', 'pageNames', 'places', 'tools'],
  ),
  lalKitab: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.LalKitabPage),
    ['calculators', 'kundli', 'pageNames', 'places', 'tools'],
  ),
  gemstones: lazyScreen(
    () => import('../features/calculators/calculator-screens').then((m) => m.GemstonesPage),
    ['calculators', 'kundli', 'pageNames', 'places', 'tools'],
  ),
  loveCompatibility: lazyScreen(
    () => import('../features/love/love-page').then((m) => m.LoveCompatibilityPage),
    ['horoscopes', 'matching', 'pageNames', 'tools'],
  ),
  tarot: lazyScreen(
    () => import('../features/tarot/tarot-page').then((m) => m.TarotPage),
    ['kundli', 'pageNames', 'tarot'],
  ),
  year2025Tarot: lazyScreen(
    () => import('../features/tarot/tarot-page').then((m) => m.Tarot2025Page),
    ['kundli', 'pageNames', 'tarot'],
  ),
  palmistry: lazyScreen(
    () => import('../features/palmistry/palmistry-page').then((m) => m.PalmistryPage),
    ['kundli', 'pageNames', 'palmistry'],
  ),
  vastu: lazyScreen(
    () => import('../features/vastu/vastu-page').then((m) => m.VastuPage),
    ['kundli', 'pageNames', 'vastu'],
  ),
  divination: lazyScreen(
    () => import('../features/divination/divination-page').then((m) => m.DivinationPage),
    ['pageNames', 'tools'],
  ),
  about: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.AboutPage),
    ['info', 'pageNames'],
  ),
  disclaimer: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.DisclaimerPage),
    ['info', 'pageNames'],
  ),
  cookiePolicy: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.CookiePolicyPage),
    ['info', 'pageNames'],
  ),
  deliveryPolicy: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.DeliveryPolicyPage),
    ['info', 'pageNames'],
  ),
  privacyPolicy: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.PrivacyPolicyPage),
    ['info', 'pageNames'],
  ),
  termsOfService: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.TermsOfServicePage),
    ['info', 'pageNames'],
  ),
  refundPolicy: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.RefundPolicyPage),
    ['info', 'pageNames'],
  ),
  shippingPolicy: lazyScreen(
    () => import('../features/info/info-page').then((m) => m.ShippingPolicyPage),
    ['info', 'pageNames'],
  ),
  support: lazyScreen(
    () => import('../features/info/support-page').then((m) => m.SupportPage),
    ['info', 'pageNames'],
  ),
  contact: lazyScreen(
    () => import('../features/info/contact-page').then((m) => m.ContactPage),
    ['auth', 'info', 'pageNames'],
  ),
  learnBasics: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnBasicsPage),
    ['metadata', 'pageNames'],
  ),
  learnBirthChart: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnBirthChartPage),
    ['metadata', 'pageNames'],
  ),
  learnPlanets: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnPlanetsPage),
    ['metadata', 'pageNames'],
  ),
  learnNakshatras: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnNakshatrasPage),
    ['metadata', 'pageNames'],
  ),
  learnDoshas: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnDoshasPage),
    ['metadata', 'pageNames'],
  ),
  learnMuhurta: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnMuhurtaPage),
    ['metadata', 'pageNames'],
  ),
  learnAdvanced: lazyScreen(
    () => import('../features/learn/learn-page').then((m) => m.LearnAdvancedPage),
    ['metadata', 'pageNames'],
  ),
  marriageAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.MarriageAstrologyPage),
    ['metadata', 'pageNames'],
  ),
  loveMarriageAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.LoveMarriageAstrologyPage),
    ['metadata', 'pageNames'],
  ),
  careerBusinessAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.CareerBusinessAstrologyPage),
    ['metadata', 'pageNames'],
  ),
  healthMedicalAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.HealthMedicalAstrologyPage),
    ['metadata', 'pageNames'],
  ),
  wealthFinanceAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.WealthFinanceAstrologyPage),
    ['metadata', 'pageNames'],
  ),
  spiritualGrowthAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.SpiritualGrowthAstrologyPage),
    ['metadata', 'pageNames'],
  ),
  childrenProgenyAstrology: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.ChildrenProgenyAstrologyPage),
    ['metadata', 'pageNames'],
  ),
  remedies: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.RemediesPage),
    ['metadata', 'pageNames'],
  ),
  spirituality: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.SpiritualityPage),
    ['metadata', 'pageNames'],
  ),
  topicMarriagePrediction: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicMarriagePrediction')),
    ['metadata', 'pageNames'],
  ),
  topicCareerAstrology: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicCareerAstrology')),
    ['metadata', 'pageNames'],
  ),
  topicHealthAstrology: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicHealthAstrology')),
    ['metadata', 'pageNames'],
  ),
  topicLoveCompatibility: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicLoveCompatibility')),
    ['metadata', 'pageNames'],
  ),
  topicLuckyNumbers: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicLuckyNumbers')),
    ['metadata', 'pageNames'],
  ),
  topicBabyNames: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicBabyNames')),
    ['metadata', 'pageNames'],
  ),
  topicSadeSati: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicSadeSati')),
    ['metadata', 'pageNames'],
  ),
  topicMangalDosha: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicMangalDosha')),
    ['metadata', 'pageNames'],
  ),
  topicKaalSarpDosha: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicKaalSarpDosha')),
    ['metadata', 'pageNames'],
  ),
  topicPitraDosha: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicPitraDosha')),
    ['metadata', 'pageNames'],
  ),
  topicShaniMahadasha: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicShaniMahadasha')),
    ['metadata', 'pageNames'],
  ),
  topicJupiterTransit: lazyScreen(
    () => import('../features/guides/guide-page').then((m) => m.topicScreen('topicJupiterTransit')),
    ['metadata', 'pageNames'],
  ),
  topicRahuKetuTransit: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicRahuKetuTransit')),
    ['metadata', 'pageNames'],
  ),
  topicSolarEclipseEffects: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) =>
        m.topicScreen('topicSolarEclipseEffects'),
      ),
    ['metadata', 'pageNames'],
  ),
  topicLunarEclipseEffects: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) =>
        m.topicScreen('topicLunarEclipseEffects'),
      ),
    ['metadata', 'pageNames'],
  ),
  topicRetrogradePlanets: lazyScreen(
    () =>
      import('../features/guides/guide-page').then((m) => m.topicScreen('topicRetrogradePlanets')),
    ['metadata', 'pageNames'],
  ),
  blog: lazyScreen(
    () => import('../features/blog/blog-pages').then((m) => m.BlogPage),
    ['blog', 'metadata', 'pageNames'],
  ),
  search: lazyScreen(
    () => import('../features/search/search-page').then((m) => m.SearchPage),
    ['metadata', 'search'],
  ),
  adminArticles: lazyScreen(
    () => import('../features/blog/admin-articles-page').then((m) => m.AdminArticlesPage),
    ['auth', 'blog', 'pageNames'],
  ),
  adminSettings: lazyScreen(
    () => import('../features/admin/admin-settings-page').then((m) => m.AdminSettingsPage),
    ['auth', 'pageNames', 'reports'],
  ),
  adminResponses: lazyScreen(
    () => import('../features/admin/admin-responses-page').then((m) => m.AdminResponsesPage),
    ['auth', 'pageNames'],
  ),
  testEastIndianChart: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.TestEastIndianChartPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'pageNames', 'places', 'reports'],
  ),
  testJyotishyam: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.TestJyotishyamPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'pageNames', 'places', 'reports'],
  ),
  executiveDashboardPreview: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.ExecutiveDashboardPreviewPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'pageNames', 'places', 'reports'],
  ),
  testDaemonPremium: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.TestDaemonPremiumPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'pageNames', 'places', 'reports'],
  ),
  testDaemonKundli: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.TestDaemonKundliPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'pageNames', 'places', 'reports'],
  ),
  phase3Test: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.Phase3TestPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'pageNames', 'places', 'reports'],
  ),
  kpTest: lazyScreen(
    () => import('../features/previews/preview-pages').then((m) => m.KpTestPage),
    ['auth', 'calculators', 'kundli', 'metadata', 'pageNames', 'places', 'reports'],
  ),
  blogCategory: lazyScreen(
    () => import('../features/blog/blog-pages').then((m) => m.BlogCategoryPage),
    ['blog', 'metadata', 'pageNames'],
  ),
  blogPost: lazyScreen(
    () => import('../features/blog/blog-pages').then((m) => m.BlogPostPage),
    ['blog', 'metadata', 'pageNames'],
  ),
  article: lazyScreen(
    () => import('../features/blog/blog-pages').then((m) => m.ArticleNumberPage),
    ['blog', 'metadata', 'pageNames'],
  ),
  topicNavratri2025: lazyScreen(
    () =>
      import('../features/festival-events/event-pages').then((m) =>
        m.eventScreen('topicNavratri2025'),
      ),
    ['metadata', 'pageNames', 'panchang', 'places'],
  ),
  topicDiwali2025Muhurat: lazyScreen(
    () =>
      import('../features/festival-events/event-pages').then((m) =>
        m.eventScreen('topicDiwali2025Muhurat'),
      ),
    ['metadata', 'pageNames', 'panchang', 'places'],
  ),
  topicHoli2025Date: lazyScreen(
    () =>
      import('../features/festival-events/event-pages').then((m) =>
        m.eventScreen('topicHoli2025Date'),
      ),
    ['metadata', 'pageNames', 'panchang', 'places'],
  ),
  topicKarvaChauth2025: lazyScreen(
    () =>
      import('../features/festival-events/event-pages').then((m) =>
        m.eventScreen('topicKarvaChauth2025'),
      ),
    ['metadata', 'pageNames', 'panchang', 'places'],
  ),
  nakshatraDetail: lazyScreen(
    () => import('../features/nakshatras/nakshatra-page').then((m) => m.NakshatraPage),
    ['metadata', 'tools'],
  ),
  pending: lazyScreen(
    () => import('../features/pending/pending-page').then((m) => m.PendingPage),
    ['metadata'],
  ),
  notFound: lazyScreen(
    () => import('../components/feedback/not-found-screen').then((m) => m.NotFoundScreen),
    ['pageNames'],
  ),
} satisfies Record<string, LazyScreen>;

/** Landed pages shown by another page's screen; every other landed page has its own, by name. */
const SHARED_SCREENS = {
  resetPin: 'resetPassword',
  testWelcomeMail: 'welcomeMail',
} as const satisfies Partial<Record<LandedPageKey, keyof typeof SCREENS>>;

/**
 * The finished screen of a landed page (contract's `LANDED_PAGES`, so that the server's robots
 * tag and sitemap agree with what the app shows). A capability that lands adds its keys to
 * `LANDED_PAGES` and its screens to `SCREENS`: the type below refuses a landed page without one.
 */
function landedScreen(key: LandedPageKey): LazyScreen {
  const screen: keyof typeof SCREENS =
    key in SHARED_SCREENS
      ? SHARED_SCREENS[key as keyof typeof SHARED_SCREENS]
      : (key as Exclude<LandedPageKey, keyof typeof SHARED_SCREENS>);
  return SCREENS[screen];
}

/** The screen of a page: its finished one once landed, else the pending screen. */
export function screenOf(key: PageKey): LazyScreen {
  return isLandedPage(key) ? landedScreen(key) : SCREENS.pending;
}

/** The screen the route table shows at `pathname` (`PageScreen`'s choice, or not found). */
export function screenAt(pathname: string): LazyScreen {
  const key = resolvePage(pathname).page?.key;
  return key ? screenOf(key) : SCREENS.notFound;
}
