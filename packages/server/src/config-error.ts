/** A configuration problem the operator must fix; the message names what to change. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
