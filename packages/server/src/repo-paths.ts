import { fileURLToPath } from 'node:url';

/**
 * Absolute paths inside the repository. This file sits directly in `src/` (tests run it from
 * there) and in `dist/` (npm start runs it from there); both are three levels below the
 * repository root, so the same relative URL works for both.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where runtime state lives by default: `<repo>/data`, wherever `npm start` was run from. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

/** The built web app (`npm run build` writes it). */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const ROOT_PACKAGE_JSON = fileURLToPath(new URL('../../../package.json', import.meta.url));
