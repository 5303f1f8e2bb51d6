import { z } from '../zod.js';

export const USER_ROLES = ['user', 'astrologer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Answer of `GET /api/auth/me` (SPEC §7): the signed-in account. `balance` is the wallet
 * balance in paise (SPEC §3 "minor units").
 */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  role: z.enum(USER_ROLES),
  balance: z.number().int(),
  /** `role === 'admin'`, for older pages that read the flag (SPEC §3). */
  isAdmin: z.boolean(),
  /**
   * Whether the account signs in with a password (false: Google only). A user stored by an
   * older version of the app lacks it and counts as having one until `/api/auth/me` answers.
   */
  hasPassword: z.boolean().default(true),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
