import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStaleness, recordBuild } from './build-if-stale.js';

// Regression: `npm start` rebuilt everything (about 25 s) at every start, changed or not.
let root;
const HOUR_MS = 3_600_000;
const layout = {
  inputs: ['packages/web/src', 'package-lock.json'],
  outputs: ['packages/server/dist/server.js', 'packages/web/dist/index.html'],
  stamp: 'node_modules/.cache/build-stamp',
};

function write(file, atMs) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, file);
  utimesSync(full, new Date(atMs), new Date(atMs));
}

const staleness = () => buildStaleness({ root, ...layout });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'jyotish-build-'));
  const earlier = Date.now() - 2 * HOUR_MS;
  write('packages/web/src/features/home/home-page.tsx', earlier);
  write('package-lock.json', earlier);
  write('packages/server/dist/server.js', earlier);
  write('packages/web/dist/index.html', earlier);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildStaleness', () => {
  it('asks for a build on a fresh clone, with no record of a build', () => {
    expect(staleness()).toEqual({ stale: true, reason: 'no record of a previous build' });
  });

  it('serves the existing build when nothing changed after it started', () => {
    recordBuild(root, Date.now() - HOUR_MS, layout.stamp);
    expect(staleness().stale).toBe(false);
  });

  it('rebuilds when a source deep under src is newer than the build', () => {
    recordBuild(root, Date.now() - HOUR_MS, layout.stamp);
    write('packages/web/src/features/home/home-page.tsx', Date.now());
    expect(staleness()).toEqual({
      stale: true,
      reason: `${path.join('packages/web/src/features/home/home-page.tsx')} changed since`,
    });
  });

  it('rebuilds when the lock file changed (other dependencies), or an output is missing', () => {
    recordBuild(root, Date.now() - HOUR_MS, layout.stamp);
    write('package-lock.json', Date.now());
    expect(staleness().reason).toBe('package-lock.json changed since');
    recordBuild(root, Date.now(), layout.stamp);
    rmSync(path.join(root, 'packages/web/dist'), { recursive: true });
    expect(staleness()).toEqual({ stale: true, reason: 'packages/web/dist/index.html is missing' });
  });

  it('rebuilds after a build during which a source was saved', () => {
    const startedMs = Date.now() - HOUR_MS;
    write('packages/web/src/lib/api-client.ts', startedMs + 1000);
    recordBuild(root, startedMs, layout.stamp);
    expect(staleness().stale).toBe(true);
  });
});
