import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error.js';

const SECRET_BYTES = 48;
const MIN_SECRET_LENGTH = 32;

export const JWT_SECRET_FILE_NAME = 'jwt-secret';
export const PAYMENT_SANDBOX_SECRET_FILE_NAME = 'payment-sandbox-secret';

/**
 * Returns the signing secret kept in `<dataDir>/jwt-secret`, generating 48 random bytes on the
 * first start. Keeping it on disk means sessions survive restarts without any setup; the file
 * is readable by its owner only.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  return loadOrCreateSecret(dataDir, JWT_SECRET_FILE_NAME, 'JWT_SECRET');
}

/**
 * A secret kept in `<dataDir>/<fileName>`, generated on first use like the JWT secret; the
 * payment sandbox signs with one (`PAYMENT_SANDBOX_SECRET` when set).
 */
export function loadOrCreateSecret(dataDir: string, fileName: string, variable: string): string {
  const file = path.join(dataDir, fileName);
  const existing = readSecret(file, variable);
  if (existing !== null) return existing;

  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  try {
    // 'wx' fails if another process created the file meanwhile; then that secret wins.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    const raced = readSecret(file, variable);
    if (raced !== null) return raced;
    throw error;
  }
}

function readSecret(file: string, variable: string): string | null {
  let content: string;
  try {
    content = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
  if (content.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `${file} holds no usable secret (fewer than ${MIN_SECRET_LENGTH} characters): delete it to generate a new one, or set ${variable}`,
    );
  }
  return content;
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
