import { randomUUID } from 'node:crypto';
import {
  ADMIN_REPORTS_PAGE_SIZE,
  type AdminReportsPage,
  type Language,
  type ReportStatus,
  type ReportSummary,
  type ReportType,
} from '@jyotish/contract';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/schema.js';
import { balanceOf, transfer, walletOf } from '../wallet/ledger.js';
import { REPORT_PHRASES } from './phrases/index.js';
import type { ReportInputs } from './report-chart.js';

export interface ReportOrderInput {
  readonly userId: string;
  readonly type: ReportType;
  readonly lang: Language;
  readonly inputs: ReportInputs;
  /** Paise. */
  readonly price: number;
  /** The buyer's Idempotency-Key, scoped to the buyer: one report and one charge per key. */
  readonly purchaseKey: string;
  readonly asOf: Date;
  readonly engineVersion: string;
  /** Enqueues the build in the same transaction, so a paid report is never left unbuilt. */
  readonly enqueue: (trx: AppDatabase, reportId: string) => Promise<unknown>;
}

/**
 * Buys a report: the row, the wallet's charge and the build job in one transaction, so a
 * report exists exactly when it was paid for. Throws `InsufficientBalanceError` (nothing
 * written) when the wallet cannot pay. A second order with the same purchase key returns the
 * first report and charges nothing more.
 */
export async function orderReport(
  db: AppDatabase,
  input: ReportOrderInput,
): Promise<{ id: string; status: ReportStatus; balance: number }> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const inserted = await trx
      .insertInto('report')
      .values({
        id,
        user_id: input.userId,
        type: input.type,
        language: input.lang,
        inputs: JSON.stringify(input.inputs),
        as_of: input.asOf,
        engine_version: input.engineVersion,
        price_paise: input.price,
        purchase_key: input.purchaseKey,
      })
      .onConflict((conflict) => conflict.column('purchase_key').doNothing())
      .returning(['id', 'status'])
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx
        .selectFrom('report')
        .select(['id', 'status'])
        .where('purchase_key', '=', input.purchaseKey)
        .executeTakeFirstOrThrow();
      return {
        id: first.id,
        status: first.status,
        balance: await balanceOf(trx, walletOf(input.userId)),
      };
    }
    const charge = await transfer(trx, {
      from: walletOf(input.userId),
      to: { kind: 'platform_revenue' },
      amount: input.price,
      kind: 'purchase',
      reference: `report:${id}`,
      // The wallet's history shows it: the report's own title, in the language it is written in.
      description: REPORT_PHRASES[input.lang].titles[input.type],
      idempotencyKey: `report:${id}:purchase`,
    });
    await input.enqueue(trx, id);
    return { id, status: inserted.status, balance: charge.debitBalanceAfter };
  });
}

/**
 * Marks a report failed and returns its price to the wallet, once: the refund's key is the
 * report's, and `refunded_at` is set in the same transaction.
 */
export async function failAndRefund(
  db: AppDatabase,
  reportId: string,
  error: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('report')
      .select(['user_id', 'price_paise', 'refunded_at', 'status', 'type', 'language'])
      .where('id', '=', reportId)
      .forUpdate()
      .executeTakeFirst();
    if (!report || report.status === 'ready') return;
    // Refunded already (an administrator's refund, then a rebuild that failed): failed, once.
    if (report.refunded_at !== null) {
      await trx
        .updateTable('report')
        .set({ status: 'failed', error: error.slice(0, 500) })
        .where('id', '=', reportId)
        .execute();
      return;
    }
    await transfer(trx, {
      from: { kind: 'platform_revenue' },
      to: walletOf(report.user_id),
      amount: Number(report.price_paise),
      kind: 'refund',
      reference: `report:${reportId}`,
      description: REPORT_PHRASES[report.language as Language].titles[report.type as ReportType],
      idempotencyKey: `report:${reportId}:refund`,
    });
    await trx
      .updateTable('report')
      .set({ status: 'failed', error: error.slice(0, 500), refunded_at: sql`now()` })
      .where('id', '=', reportId)
      .execute();
  });
}

const SUMMARY_COLUMNS = [
  'id',
  'type',
  'language',
  'status',
  'progress',
  'inputs',
  'price_paise',
  'page_count',
  'refunded_at',
  'created_at',
  'ready_at',
] as const;

type SummaryRow = {
  id: string;
  type: string;
  language: string;
  status: ReportStatus;
  progress: number;
  inputs: unknown;
  price_paise: string;
  page_count: number | null;
  refunded_at: Date | null;
  created_at: Date;
  ready_at: Date | null;
};

function presentSummary(row: SummaryRow): ReportSummary {
  const birth = (row.inputs as ReportInputs).birth;
  return {
    id: row.id,
    type: row.type as ReportType,
    lang: row.language as Language,
    status: row.status,
    progress: row.progress,
    name: birth.name ?? '',
    birthDate: birth.birthDate,
    price: Number(row.price_paise),
    pages: row.page_count,
    refunded: row.refunded_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    readyAt: row.ready_at ? new Date(row.ready_at).toISOString() : null,
  };
}

/** A report as its owner (or an admin, with `userId` null) may see it; undefined otherwise. */
export async function findReport(
  db: AppDatabase,
  id: string,
  userId: string | null,
): Promise<ReportSummary | undefined> {
  let query = db.selectFrom('report').select(SUMMARY_COLUMNS).where('id', '=', id);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  return row ? presentSummary(row as SummaryRow) : undefined;
}

/**
 * A report with one of its built parts, the content or the PDF (null until it is built), as
 * its owner (or an admin, with `userId` null) may read it; undefined otherwise.
 */
export async function findReportPart(
  db: AppDatabase,
  id: string,
  userId: string | null,
  part: 'content' | 'pdf',
): Promise<{ report: ReportSummary; part: unknown } | undefined> {
  let query = db
    .selectFrom('report')
    .select([...SUMMARY_COLUMNS, part])
    .where('id', '=', id);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    report: presentSummary(row as SummaryRow),
    part: (row as Record<string, unknown>)[part],
  };
}

export async function listReports(db: AppDatabase, userId: string): Promise<ReportSummary[]> {
  const rows = await db
    .selectFrom('report')
    .select(SUMMARY_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => presentSummary(row as SummaryRow));
}

/** What an administrator's action on a report came to. */
export type AdminReportOutcome = 'done' | 'not_found' | 'building' | 'refunded';

/**
 * An administrator's refund of a report's price to the buyer's wallet (a complaint about a
 * delivered report), once: the same ledger key as a failed build's refund, `refunded_at` set
 * in the same transaction. The report stays readable.
 */
export async function refundReport(
  db: AppDatabase,
  reportId: string,
  /** Written in the refund's transaction (the audit entry). */
  record: (trx: AppDatabase, amount: number) => Promise<unknown>,
): Promise<AdminReportOutcome> {
  return db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('report')
      .select(['user_id', 'price_paise', 'refunded_at', 'type', 'language'])
      .where('id', '=', reportId)
      .forUpdate()
      .executeTakeFirst();
    if (!report) return 'not_found';
    if (report.refunded_at !== null) return 'refunded';
    await transfer(trx, {
      from: { kind: 'platform_revenue' },
      to: walletOf(report.user_id),
      amount: Number(report.price_paise),
      kind: 'refund',
      reference: `report:${reportId}`,
      description: REPORT_PHRASES[report.language as Language].titles[report.type as ReportType],
      idempotencyKey: `report:${reportId}:refund`,
    });
    await trx
      .updateTable('report')
      .set({ refunded_at: sql`now()` })
      .where('id', '=', reportId)
      .execute();
    await record(trx, Number(report.price_paise));
    return 'done';
  });
}

/**
 * Builds a finished report again from what it was bought with — its birth, language and "now"
 * — (a failed build, or a PDF made before a fix): back to `queued` with its content and PDF
 * cleared, and its build job queued in the same transaction. Refused while a build is under way.
 */
export async function requeueReport(
  db: AppDatabase,
  reportId: string,
  /** The code that builds it now, recorded with the report as it is after the rebuild. */
  engineVersion: string,
  enqueue: (trx: AppDatabase) => Promise<unknown>,
): Promise<AdminReportOutcome> {
  return db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('report')
      .select('status')
      .where('id', '=', reportId)
      .forUpdate()
      .executeTakeFirst();
    if (!report) return 'not_found';
    if (report.status === 'queued' || report.status === 'running') return 'building';
    await trx
      .updateTable('report')
      .set({
        status: 'queued',
        progress: 0,
        content: null,
        pdf: null,
        page_count: null,
        error: null,
        ready_at: null,
        engine_version: engineVersion,
      })
      .where('id', '=', reportId)
      .execute();
    await enqueue(trx);
    return 'done';
  });
}

/** `/admin-dashboard`: every report, newest first, by status and part of the buyer's e-mail. */
export async function listAdminReports(
  db: AppDatabase,
  query: {
    readonly status?: ReportStatus;
    readonly q: string;
    readonly page: number;
    /** One report only (the answer to an action on it). */
    readonly id?: string;
  },
  limit = ADMIN_REPORTS_PAGE_SIZE,
): Promise<AdminReportsPage> {
  let base = db.selectFrom('report as r').innerJoin('app_user as u', 'u.id', 'r.user_id');
  if (query.id) base = base.where('r.id', '=', query.id);
  if (query.status) base = base.where('r.status', '=', query.status);
  if (query.q !== '') {
    // `strpos` rather than LIKE: the text is taken literally, `%` and `_` included.
    base = base.where(sql<boolean>`strpos(lower(u.email), ${query.q.toLowerCase()}) > 0`);
  }
  const [rows, counted] = await Promise.all([
    base
      .select(SUMMARY_COLUMNS.map((column) => `r.${column}` as const))
      .select('u.email')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(limit)
      .offset((query.page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    reports: rows.map((row) => ({
      ...presentSummary(row as unknown as SummaryRow),
      userEmail: row.email,
    })),
    page: query.page,
    total: Number(counted.n),
  };
}
