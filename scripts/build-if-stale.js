// `npm start` runs this first: it builds (`npm run build:packages`, about 25 s) only when a
// source is newer than the last build or an output is missing, and otherwise leaves the build
// as it is. `npm run build` runs it with `--always`. Each successful build is recorded.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['engine', 'contract', 'server', 'web'];

/** What the build reads, relative to the repository root: sources, configurations, locks. */
export const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  ...PACKAGES.flatMap((name) => [
    `packages/${name}/src`,
    `packages/${name}/package.json`,
    `packages/${name}/tsconfig.json`,
  ]),
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/public',
  'packages/web/scripts',
];

/** What `npm start` needs from the build. */
export const BUILD_OUTPUTS = ['packages/server/dist/server.js', 'packages/web/dist/index.html'];

/** Written after every successful build, dated when that build started. */
export const BUILD_STAMP = 'node_modules/.cache/jyotish/build-stamp';

/**
 * The newest file under `file` (itself when a file), as `{file, mtimeMs}`, or undefined when
 * there is none; `node_modules` and `dist` folders are not looked into.
 */
export function newestFile(file) {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return undefined;
  }
  if (!stats.isDirectory()) return { file, mtimeMs: stats.mtimeMs };
  let newest;
  for (const entry of readdirSync(file)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const candidate = newestFile(path.join(file, entry));
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}

/**
 * Whether the build under `root` must run again, and why: an output is missing, there is no
 * stamp of a previous build, or an input was modified after the stamp's date.
 */
export function buildStaleness({
  root,
  inputs = BUILD_INPUTS,
  outputs = BUILD_OUTPUTS,
  stamp = BUILD_STAMP,
}) {
  const missing = outputs.find((output) => newestFile(path.join(root, output)) === undefined);
  if (missing) return { stale: true, reason: `${missing} is missing` };
  const built = newestFile(path.join(root, stamp));
  if (!built) return { stale: true, reason: 'no record of a previous build' };
  for (const input of inputs) {
    const newest = newestFile(path.join(root, input));
    if (newest && newest.mtimeMs > built.mtimeMs) {
      return { stale: true, reason: `${path.relative(root, newest.file)} changed since` };
    }
  }
  return { stale: false, reason: `up to date (built ${new Date(built.mtimeMs).toISOString()})` };
}

/** Records a successful build that started at `startedMs`. */
export function recordBuild(root, startedMs, stamp = BUILD_STAMP) {
  const file = path.join(root, stamp);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${new Date(startedMs).toISOString()}\n`);
  // Dated at the start: a source saved during the build is newer, so the next start rebuilds.
  const started = new Date(startedMs);
  utimesSync(file, started, started);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { stale, reason } = process.argv.includes('--always')
    ? { stale: true, reason: 'asked to' }
    : buildStaleness({ root: ROOT });
  if (!stale) {
    process.stdout.write(`Build ${reason}; \`npm run build\` rebuilds.\n`);
  } else {
    process.stdout.write(`Building: ${reason}.\n`);
    const startedMs = Date.now();
    const build = spawnSync('npm', ['run', 'build:packages'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    recordBuild(ROOT, startedMs);
  }
}
