import { isLandedPage, type LandedPageKey, type PageKey } from '@jyotish/contract';
import { type LazyScreen, lazyScreen } from './lazy-screen';

/** Every screen of the app, each in its own chunk. */
export const SCREENS = {
  home: lazyScreen(() => import('../features/home/home-page').then((m) => m.HomePage)),
  astroTools: lazyScreen(() =>
    import('../features/astro-tools/astro-tools-page').then((m) => m.AstroToolsPage),
  ),
  birthDetails: lazyScreen(() =>
    import('../features/places/birth-details-page').then((m) => m.BirthDetailsPage),
  ),
  kundli: lazyScreen(() => import('../features/kundli/kundli-screens').then((m) => m.KundliPage)),
  hindiKundli: lazyScreen(() =>
    import('../features/kundli/kundli-screens').then((m) => m.HindiKundliPage),
  ),
  brihatKundli: lazyScreen(() =>
    import('../features/kundli/kundli-screens').then((m) => m.BrihatKundliPage),
  ),
  brihatKundliResults: lazyScreen(() =>
    import('../features/kundli/kundli-screens').then((m) => m.BrihatKundliResultsPage),
  ),
  kundliNorthIndian: lazyScreen(() =>
    import('../features/kundli/kundli-screens').then((m) => m.NorthIndianChartPage),
  ),
  kundliSouthIndian: lazyScreen(() =>
    import('../features/kundli/kundli-screens').then((m) => m.SouthIndianChartPage),
  ),
  kundliPlanetary: lazyScreen(() =>
    import('../features/kundli/kundli-screens').then((m) => m.PlanetaryPositionsPage),
  ),
  kundliLagnaRasi: lazyScreen(() =>
    import('../features/kundli/kundli-screens').then((m) => m.LagnaRasiPage),
  ),
  kundliDasha: lazyScreen(() =>
    import('../features/kundli/kundli-screens').then((m) => m.DashaPage),
  ),
  chartTest: lazyScreen(() =>
    import('../features/kundli/kundli-screens').then((m) => m.ChartTestPage),
  ),
  kundliMatching: lazyScreen(() =>
    import('../features/matching/matching-screens').then((m) => m.KundliMatchingPage),
  ),
  matchMaking: lazyScreen(() =>
    import('../features/matching/matching-screens').then((m) => m.MatchMakingPage),
  ),
  moonSignChecker: lazyScreen(() =>
    import('../features/calculators/calculator-screens').then((m) => m.MoonSignCheckerPage),
  ),
  nakshatraFinder: lazyScreen(() =>
    import('../features/calculators/calculator-screens').then((m) => m.NakshatraFinderPage),
  ),
  lagnaCalculator: lazyScreen(() =>
    import('../features/calculators/calculator-screens').then((m) => m.LagnaCalculatorPage),
  ),
  doshamDetector: lazyScreen(() =>
    import('../features/calculators/calculator-screens').then((m) => m.DoshamDetectorPage),
  ),
  sadeSati: lazyScreen(() =>
    import('../features/calculators/calculator-screens').then((m) => m.SadeSatiPage),
  ),
  sadeSatiCalculator: lazyScreen(() =>
    import('../features/calculators/calculator-screens').then((m) => m.SadeSatiCalculatorPage),
  ),
  dashaCalculator: lazyScreen(() =>
    import('../features/calculators/calculator-screens').then((m) => m.DashaCalculatorPage),
  ),
  panchang: lazyScreen(() =>
    import('../features/panchang/panchang-page').then((m) => m.PanchangPage),
  ),
  panchangMonth: lazyScreen(() =>
    import('../features/panchang/panchang-month-page').then((m) => m.PanchangMonthPage),
  ),
  choghadiya: lazyScreen(() =>
    import('../features/panchang/timing-screens').then((m) => m.ChoghadiyaPage),
  ),
  rahuKaal: lazyScreen(() =>
    import('../features/panchang/timing-screens').then((m) => m.RahuKaalPage),
  ),
  horaTimings: lazyScreen(() =>
    import('../features/panchang/timing-screens').then((m) => m.HoraTimingsPage),
  ),
  abhijitMuhurat: lazyScreen(() =>
    import('../features/panchang/timing-screens').then((m) => m.AbhijitMuhuratPage),
  ),
  brahmaMuhurat: lazyScreen(() =>
    import('../features/panchang/timing-screens').then((m) => m.BrahmaMuhuratPage),
  ),
  hinduFestivals: lazyScreen(() =>
    import('../features/panchang/festivals-page').then((m) => m.HinduFestivalsPage),
  ),
  festivals: lazyScreen(() =>
    import('../features/panchang/festivals-page').then((m) => m.FestivalsPage),
  ),
  year2025Festivals: lazyScreen(() =>
    import('../features/panchang/festivals-page').then((m) => m.Festivals2025Page),
  ),
  shubhMuhurat: lazyScreen(() =>
    import('../features/panchang/muhurat-page').then((m) => m.ShubhMuhuratPage),
  ),
  muhuratMarriage: lazyScreen(() =>
    import('../features/panchang/muhurat-page').then((m) => m.MarriageMuhuratPage),
  ),
  muhuratGrihaPravesh: lazyScreen(() =>
    import('../features/panchang/muhurat-page').then((m) => m.GrihaPraveshMuhuratPage),
  ),
  muhuratVehiclePurchase: lazyScreen(() =>
    import('../features/panchang/muhurat-page').then((m) => m.VehiclePurchaseMuhuratPage),
  ),
  muhuratPropertyPurchase: lazyScreen(() =>
    import('../features/panchang/muhurat-page').then((m) => m.PropertyPurchaseMuhuratPage),
  ),
  muhuratBusinessLaunch: lazyScreen(() =>
    import('../features/panchang/muhurat-page').then((m) => m.BusinessLaunchMuhuratPage),
  ),
  muhuratJourneyStart: lazyScreen(() =>
    import('../features/panchang/muhurat-page').then((m) => m.JourneyStartMuhuratPage),
  ),
  planetTransits: lazyScreen(() =>
    import('../features/panchang/transits-page').then((m) => m.PlanetTransitsPage),
  ),
  year2025PlanetTransits: lazyScreen(() =>
    import('../features/panchang/transits-page').then((m) => m.PlanetTransits2025Page),
  ),
  accuracy: lazyScreen(() =>
    import('../features/accuracy/accuracy-page').then((m) => m.AccuracyPage),
  ),
  login: lazyScreen(() => import('../features/auth/login-page').then((m) => m.LoginPage)),
  signup: lazyScreen(() => import('../features/auth/signup-page').then((m) => m.SignupPage)),
  resetPassword: lazyScreen(() =>
    import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  authSuccess: lazyScreen(() =>
    import('../features/auth/auth-success-page').then((m) => m.AuthSuccessPage),
  ),
  profile: lazyScreen(() => import('../features/profile/profile-page').then((m) => m.ProfilePage)),
  adminDashboard: lazyScreen(() =>
    import('../features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
  ),
  welcomeMail: lazyScreen(() =>
    import('../features/admin/welcome-mail-page').then((m) => m.WelcomeMailPage),
  ),
  dashboard: lazyScreen(() => import('./dashboard-page').then((m) => m.DashboardPage)),
  walletRecharge: lazyScreen(() =>
    import('../features/wallet/wallet-recharge-page').then((m) => m.WalletRechargePage),
  ),
  checkout: lazyScreen(() =>
    import('../features/wallet/checkout-page').then((m) => m.CheckoutPage),
  ),
  paymentSuccess: lazyScreen(() =>
    import('../features/wallet/payment-result-pages').then((m) => m.PaymentSuccessPage),
  ),
  paymentFailure: lazyScreen(() =>
    import('../features/wallet/payment-result-pages').then((m) => m.PaymentFailurePage),
  ),
  receipt: lazyScreen(() => import('../features/wallet/receipt-page').then((m) => m.ReceiptPage)),
  astrologers: lazyScreen(() =>
    import('../features/consultations/astrologers-page').then((m) => m.AstrologersPage),
  ),
  astrologerDetail: lazyScreen(() =>
    import('../features/consultations/astrologer-detail-page').then((m) => m.AstrologerDetailPage),
  ),
  payment: lazyScreen(() =>
    import('../features/consultations/payment-page').then((m) => m.PaymentPage),
  ),
  chat: lazyScreen(() => import('../features/consultations/chat-page').then((m) => m.ChatPage)),
  consultations: lazyScreen(() =>
    import('../features/consultations/consultations-page').then((m) => m.ConsultationsPage),
  ),
  dashboardBookings: lazyScreen(() =>
    import('../features/consultations/consultations-page').then((m) => m.BookingsPage),
  ),
  multiChat: lazyScreen(() =>
    import('../features/consultations/multi-chat-page').then((m) => m.MultiChatPage),
  ),
  astrologerDashboard: lazyScreen(() =>
    import('../features/consultations/astrologer-dashboard-page').then(
      (m) => m.AstrologerDashboardPage,
    ),
  ),
  astrologerProfile: lazyScreen(() =>
    import('../features/consultations/astrologer-profile-page').then(
      (m) => m.AstrologerProfilePage,
    ),
  ),
  askFreeQuestion: lazyScreen(() =>
    import('../features/consultations/ask-question-page').then((m) => m.AskQuestionPage),
  ),
  dashboardReports: lazyScreen(() =>
    import('../features/consultations/your-answers-page').then((m) => m.YourAnswersPage),
  ),
  packages: lazyScreen(() =>
    import('../features/consultations/packages-pages').then((m) => m.PackagesPage),
  ),
  astrologerPackages: lazyScreen(() =>
    import('../features/consultations/packages-pages').then((m) => m.AstrologerPackagesPage),
  ),
  reportPremium: lazyScreen(() =>
    import('../features/reports/report-pages').then((m) => m.PremiumReportsPage),
  ),
  reportLife: lazyScreen(() =>
    import('../features/reports/report-pages').then((m) => m.LifeReportPage),
  ),
  reportCareer: lazyScreen(() =>
    import('../features/reports/report-pages').then((m) => m.CareerReportPage),
  ),
  reportMarriage: lazyScreen(() =>
    import('../features/reports/report-pages').then((m) => m.MarriageReportPage),
  ),
  reportChild: lazyScreen(() =>
    import('../features/reports/report-pages').then((m) => m.ChildReportPage),
  ),
  reportSuperHoroscope: lazyScreen(() =>
    import('../features/reports/report-pages').then((m) => m.SuperHoroscopeReportPage),
  ),
  reportSuperHoroscopeResult: lazyScreen(() =>
    import('../features/reports/report-results-page').then((m) => m.ReportResultsPage),
  ),
  horoscopes: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.HoroscopesPage),
  ),
  dailyHoroscope: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.DailyHoroscopePage),
  ),
  dailyHoroscopeSign: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.DailyHoroscopeSignPage),
  ),
  weeklyHoroscope: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.WeeklyHoroscopePage),
  ),
  weeklyHoroscopeSign: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.WeeklyHoroscopeSignPage),
  ),
  monthlyHoroscope: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.MonthlyHoroscopePage),
  ),
  monthlyHoroscopeSign: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.MonthlyHoroscopeSignPage),
  ),
  yearlyHoroscope: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.YearlyHoroscopePage),
  ),
  loveHoroscope: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.LoveHoroscopePage),
  ),
  careerHoroscope: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.CareerHoroscopePage),
  ),
  healthHoroscope: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.HealthHoroscopePage),
  ),
  rashi: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.RashiPage),
  ),
  zodiacSigns: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.ZodiacSignsPage),
  ),
  year2025Horoscope: lazyScreen(() =>
    import('../features/horoscopes/horoscope-pages').then((m) => m.Year2025HoroscopePage),
  ),
  numerology: lazyScreen(() =>
    import('../features/numerology/numerology-page').then((m) => m.NumerologyPage),
  ),
  year2025Numerology: lazyScreen(() =>
    import('../features/numerology/numerology-page').then((m) => m.Numerology2025Page),
  ),
  luckyNumbers: lazyScreen(() =>
    import('../features/numerology/numerology-page').then((m) => m.LuckyNumbersPage),
  ),
  babyNaming: lazyScreen(() =>
    import('../features/baby-names/baby-names-page').then((m) => m.BabyNamingPage),
  ),
  lalKitab: lazyScreen(() =>
    import('../features/calculators/calculator-screens').then((m) => m.LalKitabPage),
  ),
  gemstones: lazyScreen(() =>
    import('../features/calculators/calculator-screens').then((m) => m.GemstonesPage),
  ),
  loveCompatibility: lazyScreen(() =>
    import('../features/love/love-page').then((m) => m.LoveCompatibilityPage),
  ),
  tarot: lazyScreen(() => import('../features/tarot/tarot-page').then((m) => m.TarotPage)),
  year2025Tarot: lazyScreen(() =>
    import('../features/tarot/tarot-page').then((m) => m.Tarot2025Page),
  ),
  palmistry: lazyScreen(() =>
    import('../features/palmistry/palmistry-page').then((m) => m.PalmistryPage),
  ),
  vastu: lazyScreen(() => import('../features/vastu/vastu-page').then((m) => m.VastuPage)),
  divination: lazyScreen(() =>
    import('../features/divination/divination-page').then((m) => m.DivinationPage),
  ),
  about: lazyScreen(() => import('../features/info/info-page').then((m) => m.AboutPage)),
  disclaimer: lazyScreen(() => import('../features/info/info-page').then((m) => m.DisclaimerPage)),
  cookiePolicy: lazyScreen(() =>
    import('../features/info/info-page').then((m) => m.CookiePolicyPage),
  ),
  deliveryPolicy: lazyScreen(() =>
    import('../features/info/info-page').then((m) => m.DeliveryPolicyPage),
  ),
  privacyPolicy: lazyScreen(() =>
    import('../features/info/info-page').then((m) => m.PrivacyPolicyPage),
  ),
  termsOfService: lazyScreen(() =>
    import('../features/info/info-page').then((m) => m.TermsOfServicePage),
  ),
  refundPolicy: lazyScreen(() =>
    import('../features/info/info-page').then((m) => m.RefundPolicyPage),
  ),
  shippingPolicy: lazyScreen(() =>
    import('../features/info/info-page').then((m) => m.ShippingPolicyPage),
  ),
  support: lazyScreen(() => import('../features/info/support-page').then((m) => m.SupportPage)),
  contact: lazyScreen(() => import('../features/info/contact-page').then((m) => m.ContactPage)),
  learnBasics: lazyScreen(() =>
    import('../features/learn/learn-page').then((m) => m.LearnBasicsPage),
  ),
  learnBirthChart: lazyScreen(() =>
    import('../features/learn/learn-page').then((m) => m.LearnBirthChartPage),
  ),
  learnPlanets: lazyScreen(() =>
    import('../features/learn/learn-page').then((m) => m.LearnPlanetsPage),
  ),
  learnNakshatras: lazyScreen(() =>
    import('../features/learn/learn-page').then((m) => m.LearnNakshatrasPage),
  ),
  learnDoshas: lazyScreen(() =>
    import('../features/learn/learn-page').then((m) => m.LearnDoshasPage),
  ),
  learnMuhurta: lazyScreen(() =>
    import('../features/learn/learn-page').then((m) => m.LearnMuhurtaPage),
  ),
  learnAdvanced: lazyScreen(() =>
    import('../features/learn/learn-page').then((m) => m.LearnAdvancedPage),
  ),
  marriageAstrology: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.MarriageAstrologyPage),
  ),
  loveMarriageAstrology: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.LoveMarriageAstrologyPage),
  ),
  careerBusinessAstrology: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.CareerBusinessAstrologyPage),
  ),
  healthMedicalAstrology: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.HealthMedicalAstrologyPage),
  ),
  wealthFinanceAstrology: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.WealthFinanceAstrologyPage),
  ),
  spiritualGrowthAstrology: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.SpiritualGrowthAstrologyPage),
  ),
  childrenProgenyAstrology: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.ChildrenProgenyAstrologyPage),
  ),
  remedies: lazyScreen(() => import('../features/guides/guide-page').then((m) => m.RemediesPage)),
  spirituality: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.SpiritualityPage),
  ),
  topicMarriagePrediction: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicMarriagePrediction')),
  ),
  topicCareerAstrology: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicCareerAstrology')),
  ),
  topicHealthAstrology: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicHealthAstrology')),
  ),
  topicLoveCompatibility: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicLoveCompatibility')),
  ),
  topicLuckyNumbers: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicLuckyNumbers')),
  ),
  topicBabyNames: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicBabyNames')),
  ),
  topicSadeSati: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicSadeSati')),
  ),
  topicMangalDosha: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicMangalDosha')),
  ),
  topicKaalSarpDosha: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicKaalSarpDosha')),
  ),
  topicPitraDosha: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicPitraDosha')),
  ),
  topicShaniMahadasha: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicShaniMahadasha')),
  ),
  topicJupiterTransit: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicJupiterTransit')),
  ),
  topicRahuKetuTransit: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicRahuKetuTransit')),
  ),
  topicSolarEclipseEffects: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicSolarEclipseEffects')),
  ),
  topicLunarEclipseEffects: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicLunarEclipseEffects')),
  ),
  topicRetrogradePlanets: lazyScreen(() =>
    import('../features/guides/guide-page').then((m) => m.topicScreen('topicRetrogradePlanets')),
  ),
  blog: lazyScreen(() => import('../features/blog/blog-pages').then((m) => m.BlogPage)),
  search: lazyScreen(() => import('../features/search/search-page').then((m) => m.SearchPage)),
  adminArticles: lazyScreen(() =>
    import('../features/blog/admin-articles-page').then((m) => m.AdminArticlesPage),
  ),
  adminSettings: lazyScreen(() =>
    import('../features/admin/admin-settings-page').then((m) => m.AdminSettingsPage),
  ),
  adminResponses: lazyScreen(() =>
    import('../features/admin/admin-responses-page').then((m) => m.AdminResponsesPage),
  ),
  testEastIndianChart: lazyScreen(() =>
    import('../features/previews/preview-pages').then((m) => m.TestEastIndianChartPage),
  ),
  testJyotishyam: lazyScreen(() =>
    import('../features/previews/preview-pages').then((m) => m.TestJyotishyamPage),
  ),
  executiveDashboardPreview: lazyScreen(() =>
    import('../features/previews/preview-pages').then((m) => m.ExecutiveDashboardPreviewPage),
  ),
  testDaemonPremium: lazyScreen(() =>
    import('../features/previews/preview-pages').then((m) => m.TestDaemonPremiumPage),
  ),
  testDaemonKundli: lazyScreen(() =>
    import('../features/previews/preview-pages').then((m) => m.TestDaemonKundliPage),
  ),
  phase3Test: lazyScreen(() =>
    import('../features/previews/preview-pages').then((m) => m.Phase3TestPage),
  ),
  kpTest: lazyScreen(() => import('../features/previews/preview-pages').then((m) => m.KpTestPage)),
  blogCategory: lazyScreen(() =>
    import('../features/blog/blog-pages').then((m) => m.BlogCategoryPage),
  ),
  blogPost: lazyScreen(() => import('../features/blog/blog-pages').then((m) => m.BlogPostPage)),
  article: lazyScreen(() => import('../features/blog/blog-pages').then((m) => m.ArticleNumberPage)),
  topicNavratri2025: lazyScreen(() =>
    import('../features/festival-events/event-pages').then((m) =>
      m.eventScreen('topicNavratri2025'),
    ),
  ),
  topicDiwali2025Muhurat: lazyScreen(() =>
    import('../features/festival-events/event-pages').then((m) =>
      m.eventScreen('topicDiwali2025Muhurat'),
    ),
  ),
  topicHoli2025Date: lazyScreen(() =>
    import('../features/festival-events/event-pages').then((m) =>
      m.eventScreen('topicHoli2025Date'),
    ),
  ),
  topicKarvaChauth2025: lazyScreen(() =>
    import('../features/festival-events/event-pages').then((m) =>
      m.eventScreen('topicKarvaChauth2025'),
    ),
  ),
  nakshatraDetail: lazyScreen(() =>
    import('../features/nakshatras/nakshatra-page').then((m) => m.NakshatraPage),
  ),
  pending: lazyScreen(() => import('../features/pending/pending-page').then((m) => m.PendingPage)),
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
