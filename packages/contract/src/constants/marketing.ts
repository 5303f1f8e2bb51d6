/**
 * The advertised claims of SPEC §1 and §9, kept in one place so the header, footer and
 * home page never disagree. Money is in paise, like every amount in the system.
 */
export const MARKETING_CLAIMS = {
  rating: 4.8,
  ratingOutOf: 5,
  users: 50_000,
  astrologers: 100,
  freeChatMinutes: 5,
  premiumReportFromPaise: 49_900,
  lifeReportSections: 82,
} as const;
