import {
  type AstrologerSpecialty,
  astrologerSlug,
  type ChatLanguage,
  demoAstrologerEmail,
} from '@jyotish/contract';
import type { AppDatabase } from '../db/schema.js';

interface DemoAstrologer {
  readonly name: string;
  readonly experienceYears: number;
  /** Rupees per minute. */
  readonly rate: number;
  readonly languages: readonly ChatLanguage[];
  readonly specialties: readonly AstrologerSpecialty[];
  readonly bio: string;
}

/**
 * The demonstration astrologers of a fresh site: invented people (their portraits are drawn by
 * `packages/web/scripts/astrologer-portraits.mjs`), labelled "demo profile" wherever they
 * appear, with no ratings or reviews until real users leave some. They have no password: an
 * administrator sets one (`PATCH /api/admin/astrologers/{id}`) to sign in as them.
 */
export const DEMO_ASTROLOGERS: readonly DemoAstrologer[] = [
  {
    name: 'Acharya Raghav Sharma',
    experienceYears: 18,
    rate: 25,
    languages: ['hi', 'en'],
    specialties: ['vedic', 'career', 'remedies'],
    bio: 'Reads birth charts in the Parashari tradition, with dashas and transits for career decisions.',
  },
  {
    name: 'Meenakshi Iyer',
    experienceYears: 12,
    rate: 20,
    languages: ['ta', 'en'],
    specialties: ['vedic', 'marriage', 'muhurat'],
    bio: 'Matches horoscopes the Tamil way (porutham) and chooses muhurtams for weddings and new homes.',
  },
  {
    name: 'Pandit Venkatesh Rao',
    experienceYears: 22,
    rate: 30,
    languages: ['te', 'en', 'kn'],
    specialties: ['kp', 'prashna', 'finance'],
    bio: 'Answers questions by KP horary (prashna): business, property and money matters.',
  },
  {
    name: 'Dr Anjali Verma',
    experienceYears: 9,
    rate: 18,
    languages: ['hi', 'en'],
    specialties: ['numerology', 'tarot', 'career'],
    bio: 'Combines numerology and tarot for clear, practical guidance on work and studies.',
  },
  {
    name: 'Guruji Harish Joshi',
    experienceYears: 30,
    rate: 40,
    languages: ['hi', 'gu'],
    specialties: ['vedic', 'remedies', 'health'],
    bio: 'Three decades of chart reading; suggests simple remedies, mantras and fasting days.',
  },
  {
    name: 'Lakshmi Narayanan',
    experienceYears: 15,
    rate: 22,
    languages: ['ta', 'ml', 'en'],
    specialties: ['nadi', 'marriage', 'education'],
    bio: 'Trained in the nadi tradition; guides families on marriage timing and children\u2019s studies.',
  },
  {
    name: 'Sravani Reddy',
    experienceYears: 7,
    rate: 15,
    languages: ['te', 'en'],
    specialties: ['tarot', 'marriage', 'face-reading'],
    bio: 'Tarot and face reading for relationships, with a warm and listening approach.',
  },
  {
    name: 'Acharya Devendra Mishra',
    experienceYears: 25,
    rate: 35,
    languages: ['hi', 'en'],
    specialties: ['vastu', 'muhurat', 'vedic'],
    bio: 'Vastu for homes and shops, and muhurat for griha pravesh, vehicles and business openings.',
  },
  {
    name: 'Priya Banerjee',
    experienceYears: 10,
    rate: 20,
    languages: ['bn', 'hi', 'en'],
    specialties: ['vedic', 'health', 'remedies'],
    bio: 'Looks at the sixth house and the running dasha for health worries, always beside a doctor\u2019s advice.',
  },
  {
    name: 'Sunil Kulkarni',
    experienceYears: 14,
    rate: 20,
    languages: ['mr', 'hi', 'en'],
    specialties: ['kp', 'career', 'finance'],
    bio: 'KP system for job changes, promotions and investments, with dates you can plan around.',
  },
  {
    name: 'Kavya Nair',
    experienceYears: 6,
    rate: 12,
    languages: ['ml', 'en', 'ta'],
    specialties: ['palmistry', 'numerology', 'education'],
    bio: 'Palmistry and numerology for students and young professionals choosing their path.',
  },
  {
    name: 'Pandit Omkar Tiwari',
    experienceYears: 20,
    rate: 28,
    languages: ['hi', 'en'],
    specialties: ['vedic', 'marriage', 'remedies'],
    bio: 'Kundli milan, manglik dosha and its remedies explained patiently to both families.',
  },
];

/**
 * Adds the demo astrologers that are missing (by slug), each with an account of role
 * astrologer and no password. Safe to run at every start.
 */
export async function seedDemoAstrologers(db: AppDatabase): Promise<number> {
  let added = 0;
  for (const demo of DEMO_ASTROLOGERS) {
    const slug = astrologerSlug(demo.name);
    const inserted = await db.transaction().execute(async (trx) => {
      const exists = await trx
        .selectFrom('astrologer')
        .select('user_id')
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (exists) return false;
      const user = await trx
        .insertInto('app_user')
        .values({
          id: crypto.randomUUID(),
          email: demoAstrologerEmail(slug),
          name: demo.name,
          password_hash: null,
          role: 'astrologer',
          language: 'en',
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!user) return false;
      await trx
        .insertInto('astrologer')
        .values({
          user_id: user.id,
          slug,
          name: demo.name,
          bio: demo.bio,
          languages: JSON.stringify(demo.languages),
          specialties: JSON.stringify(demo.specialties),
          experience_years: demo.experienceYears,
          rate_per_minute: demo.rate * 100,
          demo: true,
        })
        .execute();
      return true;
    });
    if (inserted) added++;
  }
  return added;
}
