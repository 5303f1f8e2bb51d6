// `npm run bench:web`: Lighthouse on the built home page in English (`/`) and Hindi (`/hindi`),
// as a phone sees it: Lighthouse's default mobile emulation (Moto G Power, 412 × 823) and its
// default simulated throttling (150 ms RTT, 1.6 Mbit/s, 4× CPU), performance and accessibility,
// several runs a page, each in a fresh Chromium. Prints every run, the medians beside the goals,
// the JavaScript and CSS the page loads with their gzip -9 sizes, the LCP element and the layout
// shifts; writes every run's whole report to test-results/lighthouse/. A measurement: it exits 0
// when goals are missed, 1 only when the server or Lighthouse fails.
//
// Plain JavaScript, run by node itself: node 20 cannot load TypeScript, so the few lines of
// packages/server/test/built-server.ts that start the built server are repeated here.
//
// Runs: `npm run bench:web -- --runs=5`, or BENCH_WEB_RUNS=5 (default 3).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { TIMERS } from '@jyotish/contract';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER_ENTRY = path.join(REPO_ROOT, 'packages/server/dist/server.js');
const RESULTS_DIR = path.join(REPO_ROOT, 'test-results/lighthouse');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const PAGES = [
  { name: 'English home', path: '/', file: 'home-en' },
  { name: 'Hindi home', path: '/hindi', file: 'home-hi' },
];

/** The goals for the home page on a phone; JS in kB (1,000 bytes) of gzip -9. */
const GOALS = { performance: 95, lcpSeconds: 2.0, cls: 0.05, jsGzipKb: 150 };

const print = (line = '') => process.stdout.write(`${line}\n`);

function runsWanted() {
  const argument = process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length);
  const runs = Number(argument ?? process.env.BENCH_WEB_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(
      `runs must be a whole number ≥ 1, got ${argument ?? process.env.BENCH_WEB_RUNS}`,
    );
  }
  return runs;
}

/** A port free on 127.0.0.1 right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server as the browser tests' global setup does (packages/web/e2e/
 * global-setup.ts): a fresh embedded database in `dataDir`, production mode, this host exempt
 * from the per-address limits; resolves once `/api/health` answers 200.
 */
async function startServer(dataDir) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server was not healthy within 120 s:\n${output}`);
}

/** One Lighthouse run of `url` in a fresh Chromium (its own temporary profile: empty cache). */
async function runLighthouse(url) {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--no-sandbox',
      '--headless=new',
      '--disable-gpu',
      // Only our server: a request to any other host fails instead of leaving the machine.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    return { lhr, trace: result.artifacts.Trace };
  } finally {
    chrome.kill();
  }
}

const gzipSizes = new Map();

/** The gzip -9 size of `url`'s body as the server sends it (whatever its own compression). */
async function gzipSize(url) {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    gzipSizes.set(url, size);
  }
  return size;
}

/**
 * When the page's quiet start ended (trace microseconds), or undefined when it did not end
 * while Lighthouse recorded. 2 s after start or at the first interaction (SPEC §2) the app
 * starts loading every screen's code (`useScreenPrefetch`) and the home page renders its part
 * below the first screen (`WhenVisible orAfterIdle`): timers of TIMERS.screenPrefetchDelay,
 * the prefetch's one starting script requests. What the page requests before the first of
 * them fires is what a reader waits for; what follows is the rest of the page, loaded lazily,
 * and the next pages' code.
 */
function quietStartEndTs(trace, scriptStartsTs) {
  const timerKey = (event) => `${event.pid}:${event.args.data.frame}:${event.args.data.timerId}`;
  const idleTimers = new Set(
    trace.traceEvents
      .filter(
        (event) =>
          event.name === 'TimerInstall' && event.args?.data?.timeout === TIMERS.screenPrefetchDelay,
      )
      .map(timerKey),
  );
  const fires = trace.traceEvents.filter(
    (event) => event.name === 'TimerFire' && idleTimers.has(timerKey(event)),
  );
  const prefetchFired = fires.some((event) =>
    scriptStartsTs.some((ts) => ts >= event.ts && ts <= event.ts + (event.dur ?? 0)),
  );
  return prefetchFired ? Math.min(...fires.map((event) => event.ts)) : undefined;
}

/** Bytes of one kind of file: how many, their transfer size and their gzip -9 size. */
async function fileBytes(requests) {
  const urls = [...new Set(requests.map((request) => request.url))];
  const gzips = await Promise.all(urls.map(gzipSize));
  return {
    count: urls.length,
    transferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    gzipBytes: gzips.reduce((sum, size) => sum + size, 0),
    files: urls
      .map((url, index) => ({ url, gzipBytes: gzips[index] }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/** What a layout shift's root cause points at: an element's selector, or a URL's path. */
function shortTarget(extra) {
  if (!extra) return undefined;
  if (extra.type === 'node') return extra.selector ?? extra.snippet;
  if (extra.type === 'url') return new URL(extra.value).pathname;
  return typeof extra.value === 'string' ? extra.value : undefined;
}

/** The figures of one run, read from its report and trace. */
async function summarise(lhr, trace) {
  const audit = (id) => lhr.audits[id];
  const network = audit('network-requests').details;
  const startTs = network.debugData.networkStartTimeTs;
  const requestTs = (request) => startTs + request.rendererStartTime * 1000;
  const ofType = (type) =>
    network.items.filter(
      (request) => request.resourceType === type && /^https?:/.test(request.url),
    );
  const scripts = ofType('Script');
  const quietEndTs = quietStartEndTs(trace, scripts.map(requestTs));
  const inQuietStart = (request) => quietEndTs === undefined || requestTs(request) < quietEndTs;
  const [js, css, prefetchJs] = await Promise.all([
    fileBytes(scripts.filter(inQuietStart)),
    fileBytes(ofType('Stylesheet').filter(inQuietStart)),
    fileBytes(scripts.filter((request) => !inQuietStart(request))),
  ]);

  const [lcpTable, lcpPhases] = audit('largest-contentful-paint-element').details?.items ?? [];
  const lcpNode = lcpTable?.items?.[0]?.node;
  const shifts = (audit('layout-shifts').details?.items ?? []).map((item) => ({
    selector: item.node?.selector ?? '(unknown element)',
    snippet: item.node?.snippet ?? '',
    score: item.score,
    causes: (item.subItems?.items ?? []).map((sub) =>
      [sub.cause, shortTarget(sub.extra)].filter(Boolean).join(': '),
    ),
  }));

  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpSeconds: audit('largest-contentful-paint').numericValue / 1000,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    fcpSeconds: audit('first-contentful-paint').numericValue / 1000,
    speedIndexSeconds: audit('speed-index').numericValue / 1000,
    js,
    css,
    prefetchJs,
    lcpElement: lcpNode
      ? { selector: lcpNode.selector, snippet: lcpNode.snippet, label: lcpNode.nodeLabel }
      : undefined,
    lcpPhases: (lcpPhases?.items ?? []).map(({ phase, timing }) => ({ phase, ms: timing })),
    layoutShifts: shifts,
    failedAccessibilityAudits: lhr.categories.accessibility.auditRefs
      .filter(({ id, weight }) => weight > 0 && audit(id).score !== null && audit(id).score < 1)
      .map(({ id }) => id),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
/** One value when every run saw the same, else each run's. */
const sameOrEach = (values) =>
  new Set(values).size === 1 ? values[0] : `${values.join(', ')} (runs 1–${values.length})`;
const fileName = (url) => new URL(url).pathname.split('/').pop();

const HEADER =
  '  run    perf  a11y  LCP s  TBT ms    CLS  FCP s   SI s │ JS  n  transfer kB  gzip-9 kB │ CSS n  transfer kB  gzip-9 kB';

function row(label, figures) {
  const cells = [
    label.padEnd(6),
    String(figures.performance).padStart(5),
    String(figures.accessibility).padStart(5),
    figures.lcpSeconds.toFixed(2).padStart(6),
    String(Math.round(figures.tbtMs)).padStart(7),
    figures.cls.toFixed(3).padStart(6),
    figures.fcpSeconds.toFixed(2).padStart(6),
    figures.speedIndexSeconds.toFixed(2).padStart(6),
    `│ ${String(figures.jsCount).padStart(5)}`,
    kb(figures.jsTransferBytes).padStart(12),
    kb(figures.jsGzipBytes).padStart(10),
    `│ ${String(figures.cssCount).padStart(5)}`,
    kb(figures.cssTransferBytes).padStart(12),
    kb(figures.cssGzipBytes).padStart(10),
  ];
  return `  ${cells.join(' ')}`;
}

const rowFigures = (run) => ({
  ...run,
  jsCount: run.js.count,
  jsTransferBytes: run.js.transferBytes,
  jsGzipBytes: run.js.gzipBytes,
  cssCount: run.css.count,
  cssTransferBytes: run.css.transferBytes,
  cssGzipBytes: run.css.gzipBytes,
});

/** Each distinct value of `key(run)` with the runs it was seen in. */
function distinct(runs, key) {
  const seen = new Map();
  runs.forEach((run, index) => {
    for (const item of key(run)) {
      const id = JSON.stringify(item);
      seen.set(id, { item, runs: [...(seen.get(id)?.runs ?? []), index + 1] });
    }
  });
  return [...seen.values()];
}

function report(page, runs) {
  const figures = runs.map(rowFigures);
  const medianOf = (name) => median(figures.map((run) => run[name]));
  const medians = Object.fromEntries(
    Object.keys(figures[0])
      .filter((name) => typeof figures[0][name] === 'number')
      .map((name) => [name, medianOf(name)]),
  );
  const check = (ok) => (ok ? '✓' : '✗');

  print(`${page.name} (${page.path})`);
  print(HEADER);
  figures.forEach((run, index) => {
    print(row(String(index + 1), run));
  });
  print(row('median', medians));
  print(
    `  goals: performance ${medians.performance} ≥ ${GOALS.performance} ${check(medians.performance >= GOALS.performance)}` +
      `   LCP ${medians.lcpSeconds.toFixed(2)} s < ${GOALS.lcpSeconds.toFixed(1)} s ${check(medians.lcpSeconds < GOALS.lcpSeconds)}` +
      `   CLS ${medians.cls.toFixed(3)} < ${GOALS.cls} ${check(medians.cls < GOALS.cls)}` +
      `   JS ${kb(medians.jsGzipBytes)} kB gzip ≤ ${GOALS.jsGzipKb} kB ${check(medians.jsGzipBytes <= GOALS.jsGzipKb * 1000)}`,
  );

  const last = runs[runs.length - 1];
  print('  largest JS files the page loads (gzip -9):');
  for (const file of last.js.files.slice(0, 5)) {
    print(`    ${kb(file.gzipBytes).padStart(6)} kB  ${fileName(file.url)}`);
  }
  const prefetch = runs.map((run) => run.prefetchJs);
  if (prefetch.some(({ count }) => count > 0)) {
    print(
      `  then, ${TIMERS.screenPrefetchDelay / 1000} s after start (not counted above), the rest of the page and the screen prefetch: ` +
        `${sameOrEach(prefetch.map(({ count }) => String(count)))} scripts requested, ` +
        `${sameOrEach(prefetch.map(({ gzipBytes }) => kb(gzipBytes)))} kB gzip -9 ` +
        '(Lighthouse stops recording before it ends)',
    );
  }

  for (const { item, runs: seenIn } of distinct(runs, (run) =>
    run.lcpElement ? [run.lcpElement] : [],
  )) {
    print(`  LCP element (runs ${seenIn.join(', ')}): ${item.selector}`);
    print(`    ${item.snippet}  “${item.label}”`);
  }
  const phases = last.lcpPhases.map(({ phase, ms }) => `${phase} ${Math.round(ms)} ms`);
  if (phases.length > 0) print(`    LCP phases (run ${runs.length}): ${phases.join(', ')}`);

  if (runs.some((run) => run.cls > 0)) {
    print('  layout shifts (the element that moved most, its score run by run, the root causes):');
    const selectors = [
      ...new Set(runs.flatMap((run) => run.layoutShifts.map(({ selector }) => selector))),
    ];
    for (const selector of selectors) {
      const ofRun = (run) => run.layoutShifts.filter((shift) => shift.selector === selector);
      const scores = runs.map((run) => {
        const shifts = ofRun(run);
        return shifts.length === 0
          ? '–'
          : shifts.reduce((sum, shift) => sum + shift.score, 0).toFixed(3);
      });
      print(`    ${selector}  score ${scores.join(', ')}`);
      print(`      ${runs.flatMap(ofRun)[0].snippet}`);
      for (const { item, runs: seenIn } of distinct(runs, (run) =>
        ofRun(run).flatMap((shift) => shift.causes),
      )) {
        print(`      ${item} (runs ${seenIn.join(', ')})`);
      }
    }
  }
  for (const { item, runs: seenIn } of distinct(runs, (run) => run.failedAccessibilityAudits)) {
    print(`  accessibility audit failed: ${item} (runs ${seenIn.join(', ')})`);
  }
  for (const { item, runs: seenIn } of distinct(runs, (run) => run.warnings)) {
    print(`  Lighthouse warning (runs ${seenIn.join(', ')}): ${item}`);
  }
  print();
  return medians;
}

async function main() {
  const runs = runsWanted();
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jyotish-bench-web-'));
  const server = await startServer(dataDir);
  try {
    const results = new Map(PAGES.map((page) => [page, []]));
    let lighthouseVersion = '';
    let hostUserAgent = '';
    // Pages alternate run by run, so a slow spell of this shared machine is spread over both.
    for (let run = 1; run <= runs; run++) {
      for (const page of PAGES) {
        const started = Date.now();
        const { lhr, trace } = await runLighthouse(`${server.baseUrl}${page.path}`);
        writeFileSync(path.join(RESULTS_DIR, `${page.file}-run${run}.json`), JSON.stringify(lhr));
        results.get(page).push(await summarise(lhr, trace));
        lighthouseVersion = lhr.lighthouseVersion;
        hostUserAgent = lhr.environment.hostUserAgent;
        process.stderr.write(`${page.path} run ${run}/${runs}: ${Date.now() - started} ms\n`);
      }
    }

    const chrome = hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown';
    const allRuns = [...results.values()].flat();
    print();
    print(
      `Lighthouse ${lighthouseVersion}, Chromium ${chrome}, mobile emulation and simulated ` +
        `throttling (defaults), ${runs} run${runs > 1 ? 's' : ''} a page, each in a fresh Chromium; ` +
        `this machine's benchmarkIndex ${Math.round(median(allRuns.map((run) => run.benchmarkIndex)))}`,
    );
    print(
      'JS and CSS: the scripts and stylesheets the page requests in its quiet start, before the 2 s idle timers (screen prefetch, the rest of the page) ' +
        '(every file once); transfer as the server sent them, gzip -9 computed here; kB = 1,000 bytes',
    );
    print();
    const summary = { lighthouseVersion, chrome, runs, goals: GOALS, pages: [] };
    for (const [page, pageRuns] of results) {
      const medians = report(page, pageRuns);
      summary.pages.push({ ...page, medians, runs: pageRuns });
    }
    writeFileSync(path.join(RESULTS_DIR, 'summary.json'), JSON.stringify(summary, null, 2));
    print(
      `Reports: ${path.relative(process.cwd(), RESULTS_DIR)}/ (one JSON per run, summary.json)`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench:web failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exitCode = 1;
}
