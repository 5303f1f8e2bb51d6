import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

// Regression: `npm ci` warned that cookie@2 and content-disposition@3 want Node 22 while the
// README promised 20.19. The lowest Node our `engines` allows must satisfy every installed
// package's own `engines.node`, so what we state is what npm installs without complaint.
describe('supported Node versions', () => {
  const supported = readJson('package.json').engines.node;
  const lowest = semver.minVersion(supported)?.version;

  it('start at a version every locked package accepts', () => {
    const refusing = Object.entries(readJson('package-lock.json').packages)
      .filter(([, entry]) => entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(lowest, entry.engines.node))
      .map(([name, entry]) => `${name} wants node ${entry.engines.node}`);
    expect(lowest).toBe('20.19.0');
    expect(refusing).toEqual([]);
  });

  it('include the Node this test runs on', () => {
    expect(semver.satisfies(process.versions.node, supported)).toBe(true);
  });
});
