/** Browser storage keys of SPEC §3, kept identical so existing sessions carry over. */
export const STORAGE_KEYS = {
  token: 'token',
  authToken: 'authToken',
  user: 'user',
  userData: 'userData',
  language: 'language',
  authRedirect: 'auth_redirect',
  welcomeSeen: 'welcome_seen',
  sessionId: 'session_id',
  reloadFlag: 'reload_flag',
  /**
   * When this tab started a Google sign-in (session storage): `/auth-success` signs in only
   * the tab that started one, so a link carrying someone else's token signs nobody in.
   */
  googleSignIn: 'google_sign_in',
} as const;
