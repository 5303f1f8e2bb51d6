import type { AuditAction } from '@jyotish/contract';
import type { ColumnType, Generated, Kysely } from 'kysely';

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/**
 * `jsonb` columns are written as JSON text (`JSON.stringify(value)`): `pg` would turn a bare
 * JavaScript array into a Postgres array, so passing text is the one form both drivers agree on.
 */
export type JsonColumn<T extends JsonValue = JsonValue> = ColumnType<T, string, string>;

/** Site-wide settings that administrators change at run time (key → JSON value). */
export interface AppSettingTable {
  key: string;
  value: JsonColumn;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SettingVersionTable {
  version: number;
  sections: string[];
  settings: JsonColumn;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Accounts (0002); the wallet balance lives in the ledger (0005). */
export interface AppUserTable {
  id: string;
  email: string;
  name: string;
  role: ColumnType<'user' | 'astrologer' | 'admin', 'user' | 'astrologer' | 'admin' | undefined>;
  password_hash: string | null;
  google_issuer: string | null;
  google_subject: string | null;
  language: ColumnType<string, string | undefined, string>;
  disabled_at: NullableTimestamp;
  created_at: Timestamp;
  last_login_at: NullableTimestamp;
  /** Set when the owner deleted the account: the row stays, emptied, for the ledger (0009). */
  deleted_at: NullableTimestamp;
}

/** A signed-in session; the JWT carries its id, so ending the row ends the token. */
export interface UserSessionTable {
  id: string;
  user_id: string;
  method: 'password' | 'google';
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

/** Password-reset links, stored as the SHA-256 of the token so a database leak gives none. */
export interface PasswordResetTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/**
 * One throttled (scope, subject): attempts in the current window, and for growing delays the
 * earliest time the next attempt is allowed. Updated only by `accounts/throttle.ts`.
 */
export interface ThrottleCounterTable {
  scope: string;
  subject: string;
  attempts: number;
  window_started_at: Timestamp;
  last_attempt_at: Timestamp;
  next_attempt_at: Timestamp;
}

/** An address an account has signed in from (account is the lower-cased e-mail). */
export interface KnownLoginAddressTable {
  account: string;
  address: string;
  last_seen_at: Timestamp;
}

/** What an administrator did or read, for the audit log. */
export interface AuditEventTable {
  id: ColumnType<string, never, never>;
  actor_id: string | null;
  action: AuditAction;
  target: string | null;
  details: ColumnType<{ readonly [key: string]: JsonValue }, string | undefined, string>;
  at: ColumnType<Date, never, never>;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  language: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

/** A Google sign-in in progress: state, nonce and PKCE verifier, usable once. */
export interface OidcLoginTable {
  state: string;
  nonce: string;
  code_verifier: string;
  redirect: string;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface BirthProfileTable {
  id: string;
  user_id: string;
  name: string;
  relation: 'self' | 'family';
  gender: 'male' | 'female';
  birth_date: string;
  birth_time: string;
  birth_place: string;
  latitude: number;
  longitude: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Where a background job stands; `src/jobs/job-queue.ts` moves it from one to the next. */
export type JobStateColumn = 'queued' | 'running' | 'succeeded' | 'retrying' | 'dead';

/** A background job (0004): its kind picks the handler, `payload` is what the handler needs. */
export interface JobTable {
  id: string;
  kind: string;
  payload: JsonColumn;
  state: ColumnType<JobStateColumn, JobStateColumn | undefined, JobStateColumn>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  run_at: Timestamp;
  /** The runner holding the job while it runs, until `locked_until` (its lease). */
  locked_by: string | null;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** `bigint` columns (paise, ids) come back as text from both drivers. */
type BigintColumn = ColumnType<string, number | string, number | string>;
type GeneratedBigint = ColumnType<string, never, never>;

export type LedgerAccountKind =
  | 'wallet'
  | 'wallet_hold'
  | 'astrologer_earnings'
  | 'platform_revenue'
  | 'gst_payable'
  | 'gateway_clearing'
  | 'promotional_credit';

/** An account of the ledger (0005): a person's (owner set) or one of the platform's. */
export interface LedgerAccountTable {
  id: GeneratedBigint;
  kind: LedgerAccountKind;
  owner_id: string | null;
  /** Paise: credits minus debits; written only by `src/wallet/ledger.ts`. */
  balance: ColumnType<string, number | undefined, number | string>;
  created_at: Timestamp;
}

/** One immutable movement of `amount` paise from the debit account to the credit account. */
export interface LedgerTransferTable {
  id: GeneratedBigint;
  debit_account_id: string;
  credit_account_id: string;
  amount: BigintColumn;
  kind: string;
  reference: string;
  description: string;
  idempotency_key: string | null;
  debit_balance_after: BigintColumn;
  credit_balance_after: BigintColumn;
  created_at: Timestamp;
}

export interface WalletHoldTable {
  id: string;
  user_id: string;
  amount: BigintColumn;
  reference: string;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
  /** Paise already charged from the hold (0006); the rest goes back when it is released. */
  charged: ColumnType<string, number | undefined, number>;
}

export interface PromoCodeTable {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  max_bonus: BigintColumn;
  starts_at: Timestamp;
  ends_at: Timestamp;
  total_limit: number;
  per_user_limit: number;
  uses: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: Timestamp;
}

export interface PaymentOrderTable {
  id: string;
  user_id: string;
  gateway: 'razorpay' | 'sandbox';
  package_id: string;
  credit: BigintColumn;
  bonus: BigintColumn;
  promo_code_id: string | null;
  promo_bonus: BigintColumn;
  gst: BigintColumn;
  gst_rate_bp: number;
  amount: BigintColumn;
  state: ColumnType<'created' | 'paid' | 'failed', 'created' | undefined, 'paid' | 'failed'>;
  failure_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentTable {
  /** The gateway's payment id (`pay_…`): unique, so a payment is credited once. */
  id: string;
  order_id: string;
  user_id: string;
  gateway: 'razorpay' | 'sandbox';
  amount: BigintColumn;
  receipt_id: string;
  captured_at: Timestamp;
}

export interface ReceiptCounterTable {
  year: number;
  last: number;
}

export interface ReceiptTable {
  id: string;
  payment_id: string;
  user_id: string;
  issued_at: Timestamp;
  /** What the receipt says, fixed when issued (seller and GST rate may change later). */
  details: JsonColumn;
}

export interface RefundTable {
  id: string;
  payment_id: string;
  gateway_refund_id: string | null;
  amount: BigintColumn;
  destination: 'wallet' | 'source';
  reason: string;
  state: 'processing' | 'processed';
  created_by: string | null;
  created_at: Timestamp;
  processed_at: NullableTimestamp;
}

export interface WebhookEventTable {
  id: string;
  event: string;
  received_at: Timestamp;
}

/** A request made with an `Idempotency-Key`, and once done, its answer to replay. */
export interface IdempotencyRequestTable {
  scope: string;
  key: string;
  request_hash: string;
  state: 'running' | 'done';
  status: number | null;
  content_type: string | null;
  body: string | null;
  locked_until: Timestamp;
  created_at: Timestamp;
}

/** An astrologer's public profile (0006); the account is the `app_user` of the same id. */
export interface AstrologerTable {
  user_id: string;
  slug: string;
  name: string;
  bio: string;
  languages: JsonColumn<string[]>;
  specialties: JsonColumn<string[]>;
  experience_years: number;
  /** Paise per minute. */
  rate_per_minute: BigintColumn;
  /** The astrologer's share of each charged minute, in basis points. */
  revenue_share_bp: ColumnType<number, number | undefined, number>;
  image: string | null;
  demo: ColumnType<boolean, boolean | undefined, boolean>;
  online: ColumnType<boolean, boolean | undefined, boolean>;
  /** Shown on the site (0016); an administrator suspends a profile by clearing it. */
  listed: ColumnType<boolean, boolean | undefined, boolean>;
  last_seen_at: NullableTimestamp;
  rating_sum: ColumnType<number, number | undefined, number>;
  review_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export type ConsultationStatus = 'requested' | 'active' | 'ended' | 'expired' | 'declined';

/** A chat between a user and an astrologer (0006), with its money and deadlines. */
export interface ConsultationTable {
  id: string;
  user_id: string;
  astrologer_id: string;
  mode: 'per-minute' | 'package';
  status: ConsultationStatus;
  rate_per_minute: BigintColumn;
  revenue_share_bp: number;
  free_minutes: number;
  paid_minutes: ColumnType<number, number, number>;
  package_price: ColumnType<string | null, number | null | undefined, number | null>;
  hold_id: string | null;
  minutes_charged: ColumnType<number, number | undefined, number>;
  requested_at: Timestamp;
  accept_by: Timestamp;
  started_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  end_reason: string | null;
  user_left_at: NullableTimestamp;
  warned: ColumnType<boolean, boolean | undefined, boolean>;
  next_event_at: NullableTimestamp;
  next_seq: ColumnType<number, number | undefined, number>;
  user_read_seq: ColumnType<number, number | undefined, number>;
  astrologer_read_seq: ColumnType<number, number | undefined, number>;
}

export interface ConsultationMessageTable {
  consultation_id: string;
  seq: number;
  sender: 'user' | 'astrologer' | 'system';
  client_id: string;
  text: string;
  created_at: Timestamp;
}

export interface ConsultationReviewTable {
  consultation_id: string;
  user_id: string;
  astrologer_id: string;
  rating: number;
  text: string;
  created_at: Timestamp;
}

/** A single-use chat socket ticket (0006): its SHA-256 only. */
export interface ChatTicketTable {
  hash: string;
  consultation_id: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A user's one free question (0007) and, once given, its answer. */
export interface FreeQuestionTable {
  id: string;
  user_id: string;
  question: string;
  name: string;
  /** `YYYY-MM-DD`. */
  birth_date: string;
  birth_time: string;
  birth_place: string;
  latitude: number;
  longitude: number;
  language: string;
  asked_at: Timestamp;
  astrologer_id: string | null;
  answer: string | null;
  answered_at: NullableTimestamp;
  assigned_to: string | null;
  assigned_at: NullableTimestamp;
  draft_answer: string | null;
  draft_updated_at: NullableTimestamp;
}

/** An administrator's text for one sign's horoscope of one period (0008). */
export interface HoroscopeOverrideTable {
  period: string;
  sign: string;
  start_date: string;
  language: string;
  sections: JsonColumn<{ [angle: string]: string }>;
  updated_by: string;
  updated_at: Timestamp;
}

/** A message sent from `/contact` (0009). */
export interface ContactMessageTable {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  message: string;
  language: string;
  created_at: Timestamp;
}

/** Every table of the database, as Kysely sees it; each migration that adds a table extends it. */
export interface Database {
  app_setting: AppSettingTable;
  setting_version: SettingVersionTable;
  app_user: AppUserTable;
  user_session: UserSessionTable;
  password_reset: PasswordResetTable;
  throttle_counter: ThrottleCounterTable;
  known_login_address: KnownLoginAddressTable;
  audit_event: AuditEventTable;
  mail_outbox: MailOutboxTable;
  oidc_login: OidcLoginTable;
  birth_profile: BirthProfileTable;
  job: JobTable;
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
  wallet_hold: WalletHoldTable;
  promo_code: PromoCodeTable;
  payment_order: PaymentOrderTable;
  payment: PaymentTable;
  receipt_counter: ReceiptCounterTable;
  receipt: ReceiptTable;
  refund: RefundTable;
  webhook_event: WebhookEventTable;
  idempotency_request: IdempotencyRequestTable;
  astrologer: AstrologerTable;
  consultation: ConsultationTable;
  consultation_message: ConsultationMessageTable;
  consultation_review: ConsultationReviewTable;
  chat_ticket: ChatTicketTable;
  free_question: FreeQuestionTable;
  horoscope_override: HoroscopeOverrideTable;
  contact_message: ContactMessageTable;
  report: ReportTable;
  article: ArticleTable;
  article_version: ArticleVersionTable;
  article_revision: ArticleRevisionTable;
  search_page: SearchPageTable;
  analytics_event: AnalyticsEventTable;
  media: MediaTable;
}

/** An uploaded image (0017), named `<hash>.<ext>` by its content. */
export interface MediaTable {
  name: string;
  content_type: string;
  bytes: Buffer;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type AppDatabase = Kysely<Database>;

/** A bought premium report (0010): its inputs, then its content and PDF once built. */
export interface ReportTable {
  id: string;
  user_id: string;
  type: string;
  language: string;
  inputs: JsonColumn;
  as_of: ColumnType<Date, Date | string, Date | string>;
  engine_version: string;
  price_paise: BigintColumn;
  purchase_key: string;
  status: ColumnType<ReportStatusColumn, ReportStatusColumn | undefined, ReportStatusColumn>;
  progress: ColumnType<number, number | undefined, number>;
  content: ColumnType<JsonValue | null, string | null | undefined, string | null>;
  pdf: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  page_count: number | null;
  error: string | null;
  refunded_at: NullableTimestamp;
  created_at: Timestamp;
  ready_at: NullableTimestamp;
}

export type ReportStatusColumn = 'queued' | 'running' | 'ready' | 'failed';

/** A blog article (0011): what its language versions share. */
export interface ArticleTable {
  id: Generated<number>;
  slug: string;
  category: string;
  gradient: string;
  cover_image: string | null;
  author: string;
  created_at: Timestamp;
}

/** One language's version of an article; `body_html` is rendered and sanitised on save. */
export interface ArticleVersionTable {
  article_id: number;
  lang: string;
  title: string;
  excerpt: string;
  body: string;
  body_html: string;
  read_minutes: number;
  status: 'draft' | 'published';
  published_at: NullableTimestamp;
  updated_at: Timestamp;
  /** Its full-text document, computed by the database (0012). */
  search: ColumnType<string, never, never>;
}

/** A saved state of a version: the CMS's history, appended on every save. */
export interface ArticleRevisionTable {
  id: Generated<number>;
  article_id: number;
  lang: string;
  title: string;
  excerpt: string;
  body: string;
  category: string;
  status: 'draft' | 'published';
  editor_id: string | null;
  created_at: Timestamp;
}

/** One of the site's pages in one language, for the site search (0012). */
export interface SearchPageTable {
  key: string;
  lang: string;
  path: string;
  title: string;
  description: string;
  keywords: string;
  search: ColumnType<string, never, never>;
}

/** A first-party analytics event (0013): what happened, at which journey stage, when. */
export interface AnalyticsEventTable {
  id: GeneratedBigint;
  name: string;
  stage: string;
  user_id: string | null;
  path: string | null;
  language: string | null;
  created_at: Timestamp;
}
