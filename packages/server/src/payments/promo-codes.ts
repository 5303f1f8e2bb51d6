import type { PromoCode, PromoCodeInput } from '@jyotish/contract';
import type { Selectable, Transaction } from 'kysely';
import type { AppDatabase, Database, PromoCodeTable } from '../db/schema.js';

export type PromoRefusal =
  | 'promo_code_unknown'
  | 'promo_code_not_started'
  | 'promo_code_expired'
  | 'promo_code_exhausted'
  | 'promo_code_used_by_you';

/** A promo code cannot be applied; `reason` says why (answered 422). */
export class PromoCodeRefusedError extends Error {
  constructor(readonly reason: PromoRefusal) {
    super(`Promo code refused: ${reason}`);
    this.name = 'PromoCodeRefusedError';
  }
}

/** The bonus a code gives on `credit` paise: its percentage or fixed amount, up to its cap. */
export function promoBonus(code: Pick<PromoCode, 'kind' | 'value' | 'maxBonus'>, credit: number) {
  const bonus = code.kind === 'percent' ? Math.floor((credit * code.value) / 100) : code.value;
  return Math.min(bonus, code.maxBonus);
}

/**
 * Takes one use of `code` for a new order of `userId`, inside the order's transaction: the
 * code's row is locked, so parallel recharges count one after the other and neither the total
 * nor the per-user limit can be passed. Returns the code's id and the bonus on `credit`.
 */
export async function takePromoUse(
  trx: Transaction<Database>,
  input: {
    readonly code: string;
    readonly userId: string;
    readonly credit: number;
    readonly now: Date;
  },
): Promise<{ readonly id: string; readonly bonus: number }> {
  const code = await trx
    .selectFrom('promo_code')
    .selectAll()
    .where('code', '=', input.code)
    .forUpdate()
    .executeTakeFirst();
  if (!code) throw new PromoCodeRefusedError('promo_code_unknown');
  if (input.now < new Date(code.starts_at))
    throw new PromoCodeRefusedError('promo_code_not_started');
  if (input.now >= new Date(code.ends_at)) throw new PromoCodeRefusedError('promo_code_expired');
  if (code.uses >= code.total_limit) throw new PromoCodeRefusedError('promo_code_exhausted');
  const mine = await trx
    .selectFrom('payment_order')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('promo_code_id', '=', code.id)
    .where('user_id', '=', input.userId)
    .where('state', 'in', ['created', 'paid'])
    .executeTakeFirstOrThrow();
  if (Number(mine.count) >= code.per_user_limit) {
    throw new PromoCodeRefusedError('promo_code_used_by_you');
  }
  await trx
    .updateTable('promo_code')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', code.id)
    .execute();
  return { id: code.id, bonus: promoBonus(presentPromoCode(code), input.credit) };
}

/** Gives back the use a failed order took. */
export async function returnPromoUse(trx: Transaction<Database>, promoCodeId: string) {
  await trx
    .updateTable('promo_code')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('id', '=', promoCodeId)
    .where('uses', '>', 0)
    .execute();
}

export function presentPromoCode(row: Selectable<PromoCodeTable>): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    maxBonus: Number(row.max_bonus),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    totalLimit: row.total_limit,
    perUserLimit: row.per_user_limit,
    uses: row.uses,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Creates a code; undefined when one with the same text exists. */
export async function createPromoCode(
  db: AppDatabase,
  input: PromoCodeInput,
  adminId: string,
): Promise<PromoCode | undefined> {
  const row = await db
    .insertInto('promo_code')
    .values({
      id: crypto.randomUUID(),
      code: input.code,
      kind: input.kind,
      value: input.value,
      max_bonus: input.maxBonus,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      total_limit: input.totalLimit,
      per_user_limit: input.perUserLimit,
      created_by: adminId,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? presentPromoCode(row) : undefined;
}
