import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

// Tests import workspace packages from their TypeScript sources, so no build is needed
// before `vitest`; `npm start` and the e2e project use the built output.
const alias = [
  {
    find: /^@jyotish\/contract\/metadata\/(\w+)$/,
    replacement: fileURLToPath(
      new URL('./packages/contract/src/pages/metadata/$1.ts', import.meta.url),
    ),
  },
  {
    find: /^@jyotish\/contract\/charts$/,
    replacement: fileURLToPath(
      new URL('./packages/contract/src/charts/chart-geometry.ts', import.meta.url),
    ),
  },
  {
    find: /^@jyotish\/contract\/head$/,
    replacement: fileURLToPath(new URL('./packages/contract/src/pages/head.ts', import.meta.url)),
  },
  { find: /^@jyotish\/contract$/, replacement: source('contract') },
  {
    find: /^@jyotish\/engine\/ids$/,
    replacement: fileURLToPath(new URL('./packages/engine/src/ids.ts', import.meta.url)),
  },
  { find: /^@jyotish\/engine$/, replacement: source('engine') },
  // The web's own `@/` (packages/web/vite.config.ts), so its modules can be tested as written.
  { find: /^@\//, replacement: fileURLToPath(new URL('./packages/web/src/', import.meta.url)) },
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'packages/{engine,contract,web}/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.js',
          ],
          // `packages/server/bench/http/` is not here: those benches need the built server.
          benchmark: {
            include: ['packages/*/src/**/*.bench.ts', 'packages/server/bench/*.bench.ts'],
          },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['packages/server/{src,test}/**/*.test.ts'],
          globalSetup: ['packages/server/test/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Benches over HTTP against the built server (`npm run bench:http` builds first).
          name: 'bench-http',
          include: [],
          benchmark: { include: ['packages/server/bench/http/**/*.bench.ts'] },
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm run load` (builds first): the built server on PostgreSQL and Redis under load.
          name: 'load',
          include: ['packages/server/load/**/*.load.ts'],
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm run soak` (builds first): the same server under a steady load for minutes.
          name: 'soak',
          include: ['packages/server/load/**/*.soak.ts'],
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['packages/web/e2e/**/*.test.ts'],
          benchmark: { include: ['packages/web/e2e/**/*.bench.ts'] },
          globalSetup: ['packages/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits on the browser and the server's answer; on a loaded CI machine a
          // muhurat search or a page of names can take over the default second.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
