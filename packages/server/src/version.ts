import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ROOT_PACKAGE_JSON } from './repo-paths.js';

const RootPackageSchema = z.object({ version: z.string().min(1) });

/** The product version: the root package.json is the one place it is set. */
export const APP_VERSION: string = RootPackageSchema.parse(
  JSON.parse(readFileSync(ROOT_PACKAGE_JSON, 'utf8')),
).version;
