import {
  type Astrologer,
  type AstrologerDetail,
  type AstrologerListFilters,
  type AstrologerSpecialty,
  astrologerImagePath,
  astrologerSlug,
  type ChatLanguage,
  chatPackagePrice,
  type Testimonial,
} from '@jyotish/contract';
import { type Selectable, sql } from 'kysely';
import type { AppDatabase, AstrologerTable } from '../db/schema.js';

export type AstrologerRow = Selectable<AstrologerTable>;

/** Without a heartbeat (a dashboard poll, a chat socket) for this long an astrologer goes offline. */
export const PRESENCE_TIMEOUT_MS = 60_000;

/** `packageDiscountPercent`: the settings' discount of the 20-minute package now. */
export function presentAstrologer(row: AstrologerRow, packageDiscountPercent: number): Astrologer {
  const ratePaise = Number(row.rate_per_minute);
  const chatPackage = chatPackagePrice(ratePaise, packageDiscountPercent);
  return {
    id: row.user_id,
    slug: row.slug,
    name: row.name,
    image: row.image ?? astrologerImagePath(row.slug),
    isOnline: row.online,
    experience: row.experience_years,
    rating: row.review_count > 0 ? Math.round((row.rating_sum / row.review_count) * 10) / 10 : null,
    reviews: row.review_count,
    specialties: row.specialties as AstrologerSpecialty[],
    languages: row.languages as ChatLanguage[],
    ratePerMinute: ratePaise / 100,
    ratePerMinutePaise: ratePaise,
    bio: row.bio,
    demo: row.demo,
    packagePricePaise: chatPackage.price,
    packageOriginalPricePaise: chatPackage.originalPrice,
  };
}

/** `GET /api/astrologers`: the filters of the list page, sorted; online astrologers first. */
export async function listAstrologers(
  db: AppDatabase,
  query: AstrologerListFilters,
  packageDiscountPercent: number,
): Promise<Astrologer[]> {
  let select = db.selectFrom('astrologer').selectAll().where('listed', '=', true);
  if (query.specialty)
    select = select.where(sql<boolean>`specialties @> ${JSON.stringify([query.specialty])}::jsonb`);
  if (query.language)
    select = select.where(sql<boolean>`languages @> ${JSON.stringify([query.language])}::jsonb`);
  if (query.online !== undefined) select = select.where('online', '=', query.online);
  if (query.maxRate !== undefined)
    select = select.where('rate_per_minute', '<=', String(Math.round(query.maxRate * 100)));
  select = select.orderBy('online', 'desc');
  if (query.sort === 'price') select = select.orderBy('rate_per_minute', 'asc');
  else if (query.sort === 'experience') select = select.orderBy('experience_years', 'desc');
  else
    select = select
      .orderBy(
        sql`case when review_count = 0 then 0 else rating_sum::float / review_count end`,
        'desc',
      )
      .orderBy('review_count', 'desc');
  const rows = await select.orderBy('name').execute();
  return rows.map((row) => presentAstrologer(row, packageDiscountPercent));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A listed astrologer by id or by slug (SPEC §2 links use the slug). */
export function findAstrologer(
  db: AppDatabase,
  idOrSlug: string,
): Promise<AstrologerRow | undefined> {
  const select = db.selectFrom('astrologer').selectAll().where('listed', '=', true);
  return (
    UUID.test(idOrSlug)
      ? select.where('user_id', '=', idOrSlug)
      : select.where('slug', '=', idOrSlug.toLowerCase())
  ).executeTakeFirst();
}

/** The profile with its latest reviews (first names only). */
export async function astrologerDetail(
  db: AppDatabase,
  row: AstrologerRow,
  packageDiscountPercent: number,
): Promise<AstrologerDetail> {
  const reviews = await db
    .selectFrom('consultation_review as r')
    .innerJoin('app_user as u', 'u.id', 'r.user_id')
    .select(['r.rating', 'r.text', 'r.created_at', 'u.name'])
    .where('r.astrologer_id', '=', row.user_id)
    .orderBy('r.created_at', 'desc')
    .limit(50)
    .execute();
  return {
    ...presentAstrologer(row, packageDiscountPercent),
    reviewList: reviews.map((review) => ({
      rating: review.rating,
      text: review.text,
      author: review.name.trim().split(/\s+/)[0] ?? '',
      createdAt: review.created_at.toISOString(),
    })),
  };
}

/** Reviews good enough to quote on the home page: four stars or five, with a sentence or more. */
const TESTIMONIAL_MIN_RATING = 4;
const TESTIMONIAL_MIN_TEXT = 20;

/**
 * The home page's testimonials: the three newest good reviews of listed astrologers, each from a
 * real consultation. Fewer than three (or none) on a young platform; the page shows what exists.
 */
export async function latestTestimonials(db: AppDatabase): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom('consultation_review as r')
    .innerJoin('app_user as u', 'u.id', 'r.user_id')
    .innerJoin('astrologer as a', 'a.user_id', 'r.astrologer_id')
    .select(['r.rating', 'r.text', 'r.created_at', 'u.name', 'a.name as astrologer_name', 'a.slug'])
    .where('a.listed', '=', true)
    .where('r.rating', '>=', TESTIMONIAL_MIN_RATING)
    .where(sql<number>`char_length(btrim(r.text))`, '>=', TESTIMONIAL_MIN_TEXT)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.consultation_id')
    .limit(3)
    .execute();
  return rows.map((row) => ({
    rating: row.rating,
    text: row.text.trim(),
    author: row.name.trim().split(/\s+/)[0] ?? '',
    createdAt: row.created_at.toISOString(),
    astrologerName: row.astrologer_name,
    astrologerSlug: row.slug,
    verified: true,
  }));
}

/**
 * A slug for a new profile: the SPEC rule, with a number added when another astrologer of the
 * same name has it already.
 */
export async function freeSlug(db: AppDatabase, name: string): Promise<string> {
  const base = astrologerSlug(name) || 'astrologer';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const taken = await db
      .selectFrom('astrologer')
      .select('user_id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!taken) return slug;
  }
}

/** An astrologer's heartbeat: a dashboard poll or a chat socket says they are still there. */
export async function touchAstrologer(db: AppDatabase, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('astrologer')
    .set({ last_seen_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** Astrologers online without a heartbeat for a minute are taken offline. */
export async function expireAbsentAstrologers(db: AppDatabase, now: Date): Promise<number> {
  const result = await db
    .updateTable('astrologer')
    .set({ online: false })
    .where('online', '=', true)
    .where((eb) =>
      eb.or([
        eb('last_seen_at', 'is', null),
        eb('last_seen_at', '<', new Date(now.getTime() - PRESENCE_TIMEOUT_MS)),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
