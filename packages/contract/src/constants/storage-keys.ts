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
} as const;
