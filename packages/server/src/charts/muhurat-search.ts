import type { MuhuratQuerySchema } from '@jyotish/contract';
import type { MuhuratWindow } from '@jyotish/engine';
import type { z } from 'zod';
import type { EnginePool } from './engine-pool.js';
import { type PanchangDay, panchangPlaceOf } from './panchang-day.js';

export type MuhuratRequest = z.output<typeof MuhuratQuerySchema>;

export interface MuhuratSearch {
  readonly place: PanchangDay['place'];
  readonly windows: readonly MuhuratWindow[];
}

/** A muhurat search on the pool (a 90-day marriage search is about a tenth of a second). */
export async function searchMuhurats(
  request: MuhuratRequest,
  pool: EnginePool,
): Promise<MuhuratSearch> {
  const place = panchangPlaceOf(request);
  const windows = await pool.run('findMuhurats', request.purpose, request.from, request.to, place);
  return { place, windows };
}
