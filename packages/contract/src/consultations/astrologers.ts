import { z } from '../zod.js';

/** The subjects an astrologer may list; the web names each in the page language. */
export const ASTROLOGER_SPECIALTIES = [
  'vedic',
  'kp',
  'nadi',
  'prashna',
  'numerology',
  'tarot',
  'vastu',
  'palmistry',
  'face-reading',
  'marriage',
  'career',
  'health',
  'finance',
  'education',
  'remedies',
  'muhurat',
] as const;
export type AstrologerSpecialty = (typeof ASTROLOGER_SPECIALTIES)[number];

/** Languages an astrologer may chat in (ISO 639-1). */
export const CHAT_LANGUAGES = [
  'en',
  'hi',
  'ta',
  'te',
  'bn',
  'mr',
  'gu',
  'kn',
  'ml',
  'pa',
  'or',
] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

export const ASTROLOGER_SORTS = ['rating', 'experience', 'price'] as const;

/**
 * SPEC §2 slug rule: lower-cased name, spaces to hyphens, everything other than a-z, 0-9 and
 * hyphen removed.
 */
export function astrologerSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** SPEC §3: without an image of their own, an astrologer's picture is found by slug. */
export function astrologerImagePath(slug: string): string {
  return `/images/astrologers/${slug}.svg`;
}

/**
 * The sign-in e-mail of a seeded demo astrologer: a reserved domain (RFC 2606), so no mail to
 * it ever leaves.
 */
export function demoAstrologerEmail(slug: string): string {
  return `${slug}@demo-astrologers.invalid`;
}

/** SPEC §9: the 20-minute chat package. */
export const CHAT_PACKAGE_MINUTES = 20;
/** SPEC §9's discount and free minutes: a fresh installation's, until an administrator changes them. */
export const DEFAULT_CHAT_PACKAGE_DISCOUNT_PERCENT = 15;
export const DEFAULT_FREE_FIRST_MINUTES = 5;

/**
 * SPEC §9: price = round(rate × 20 × (1 − discount)) rupees, original = rate × 20; in paise
 * here, the rupee rounding kept (`ratePerMinute` is paise).
 */
export function chatPackagePrice(
  ratePerMinute: number,
  discountPercent: number,
): { price: number; originalPrice: number } {
  const originalPrice = ratePerMinute * CHAT_PACKAGE_MINUTES;
  const price = Math.round((originalPrice * (100 - discountPercent)) / 100 / 100) * 100;
  return { price, originalPrice };
}

const paise = () => z.number().int();

/** SPEC §3 "Astrologer", plus languages, bio, slug and the demo flag. */
export const AstrologerSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Always set: the astrologer's own picture or the slug-derived one. */
  image: z.string(),
  isOnline: z.boolean(),
  /** Years. */
  experience: z.number().int(),
  /** Mean of the reviews, one decimal; null until the first review (never invented). */
  rating: z.number().nullable(),
  /** Number of reviews. */
  reviews: z.number().int(),
  specialties: z.array(z.enum(ASTROLOGER_SPECIALTIES)),
  languages: z.array(z.enum(CHAT_LANGUAGES)),
  /** SPEC §3: rupees per minute. */
  ratePerMinute: z.number(),
  /** The same rate in paise, for arithmetic. */
  ratePerMinutePaise: paise(),
  bio: z.string(),
  /** A demonstration profile seeded with the embedded database, labelled on every page. */
  demo: z.boolean(),
  /** SPEC §9: the 20-minute package at the discount the settings give now, paise. */
  packagePricePaise: paise(),
  /** The same 20 minutes at the rate per minute, paise. */
  packageOriginalPricePaise: paise(),
});
export type Astrologer = z.infer<typeof AstrologerSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const AstrologerListQuerySchema = z.object({
  specialty: z.enum(ASTROLOGER_SPECIALTIES).optional(),
  language: z.enum(CHAT_LANGUAGES).optional(),
  online: booleanQuery.optional(),
  /** Rupees per minute. */
  maxRate: z.coerce.number().positive().max(100_000).optional(),
  sort: z.enum(ASTROLOGER_SORTS).default('rating'),
});
export type AstrologerListQuery = z.input<typeof AstrologerListQuerySchema>;
export type AstrologerListFilters = z.output<typeof AstrologerListQuerySchema>;

/** `GET /api/astrologers`: SPEC §7, a bare list. */
export const AstrologerListSchema = z.array(AstrologerSchema);

export const AstrologerReviewSchema = z.object({
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** The reviewer's first name only. */
  author: z.string(),
  createdAt: z.string(),
});
export type AstrologerReview = z.infer<typeof AstrologerReviewSchema>;

/**
 * One of the home page's testimonials (SPEC §2): a real review of a finished consultation, so
 * every one is verified; the reviewer's first name only, and no place (we do not ask for one).
 */
export const TestimonialSchema = AstrologerReviewSchema.extend({
  astrologerName: z.string(),
  astrologerSlug: z.string(),
  verified: z.literal(true),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** `GET /api/testimonials`: at most three, newest first. */
export const TestimonialListSchema = z.array(TestimonialSchema).max(3);

export const AstrologerDetailSchema = AstrologerSchema.extend({
  reviewList: z.array(AstrologerReviewSchema),
});
export type AstrologerDetail = z.infer<typeof AstrologerDetailSchema>;

export const AstrologerParamsSchema = z.object({
  idOrSlug: z.string().min(1).max(120),
});

const profileFields = {
  name: z.string().trim().min(2, { error: 'name must be at least 2 characters' }).max(80),
  /** Rupees per minute, whole. */
  ratePerMinute: z.number().int().min(1).max(1000),
  specialties: z.array(z.enum(ASTROLOGER_SPECIALTIES)).min(1).max(8),
  languages: z.array(z.enum(CHAT_LANGUAGES)).min(1).max(8),
  experienceYears: z.number().int().min(0).max(80),
  bio: z.string().trim().max(2000),
};

/** `POST /api/admin/astrologers`. */
export const AdminAstrologerCreateSchema = z.object({
  ...profileFields,
  email: z.email({ error: 'email must be an e-mail address' }).max(254),
  password: z.string().min(10).max(200),
});

export type AdminAstrologerCreate = z.infer<typeof AdminAstrologerCreateSchema>;

/** `PATCH /api/admin/astrologers/{id}`: any of the profile fields, a new password, the share. */
export const AdminAstrologerUpdateSchema = z
  .object({
    ...profileFields,
    password: z.string().min(10).max(200),
    /** The astrologer's share of each charged minute, percent. */
    revenueSharePercent: z.number().int().min(0).max(100),
    /** Shown on the site: an administrator approves (true) or suspends (false) the profile. */
    listed: z.boolean(),
  })
  .partial();
export type AdminAstrologerUpdate = z.infer<typeof AdminAstrologerUpdateSchema>;

/** `GET /api/admin/astrologers`: every astrologer, listed or not, with what admins steer. */
export const AdminAstrologerSchema = AstrologerSchema.extend({
  email: z.string(),
  revenueSharePercent: z.number(),
  listed: z.boolean(),
  /** Paise earned and not yet paid out. */
  earnings: paise(),
  /** When the astrologer's desk or chat last reported in; null: never. */
  lastSeenAt: z.string().nullable(),
});
export type AdminAstrologer = z.infer<typeof AdminAstrologerSchema>;
export const AdminAstrologerListSchema = z.object({ astrologers: z.array(AdminAstrologerSchema) });

/** What an astrologer may change on their own profile (`PATCH /api/astrologer/profile`). */
export const AstrologerProfileUpdateSchema = z
  .object({
    bio: profileFields.bio,
    specialties: profileFields.specialties,
    languages: profileFields.languages,
  })
  .partial();

/** `PUT /api/astrologer/status`. */
export const AstrologerStatusSchema = z.object({ online: z.boolean() });

/** The astrologer's own view: profile, share and earnings. */
export const AstrologerSelfSchema = z.object({
  astrologer: AstrologerSchema,
  revenueSharePercent: z.number(),
  /** Paise earned and not yet paid out. */
  earnings: paise(),
});
export type AstrologerSelf = z.infer<typeof AstrologerSelfSchema>;
