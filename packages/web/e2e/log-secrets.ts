/**
 * What the server's log may never hold (issue 22, "secrets never logged"): the JWT secret, the
 * payment sandbox's signing secret, the administrator's password, a JSON Web Token, a bearer
 * header, or a value under a key that names a secret (password, token, secret, authorization,
 * cookie, signature). Returns one line per finding; none is the goal.
 */
export function secretsInLog(log: string, secrets: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  for (const [name, secret] of Object.entries(secrets)) {
    if (log.includes(secret)) found.push(`the ${name}`);
  }
  const jwt = /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/.exec(log);
  if (jwt) found.push(`a JSON Web Token (${jwt[0].slice(0, 16)}…)`);
  if (/bearer\s+[\w.-]{16,}/i.test(log)) found.push('a bearer header');
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    for (const key of secretKeysWithValues(entry)) found.push(`a value under "${key}"`);
  }
  return [...new Set(found)];
}

const SECRET_KEY = /password|token|secret|authorization|cookie|signature/i;

/** Keys naming a secret that hold a value, anywhere inside a parsed log entry. */
function secretKeysWithValues(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const named =
      SECRET_KEY.test(key) &&
      item !== null &&
      item !== undefined &&
      item !== '' &&
      item !== '[Redacted]' &&
      item !== '[redacted]'
        ? [key]
        : [];
    return [...named, ...secretKeysWithValues(item)];
  });
}
