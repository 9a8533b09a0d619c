// `npm run bench:widget`: builds, then measures the embeddable widget. The loader's size (raw and
// gzip), the chat frame's JavaScript and CSS (gzip) and the frame page's own Lighthouse figures,
// and Lighthouse (mobile preset, Debian Chromium) on a simple business page served here on
// 127.0.0.1, without the widget, with the snippet businesses are given (it adds the loader's tag
// after the page's load) and, for comparison, with the plain <script async> tag, the three taking
// turns in one run. Writes bench/results/widget.json and prints
// a summary with the targets: loader <= 3 kB gzip, host page performance drop <= 1 point, host
// page LCP within 5 % of the page without the widget, and the frame's first load at most 60 kB of
// gzip JavaScript (issue 17; counted exactly by bench/first-load-js.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import lighthouse from 'lighthouse';
import { LOADER_MAX_GZIP_BYTES } from '../src/widget/loader-bundle.mjs';
import { appEnv, launchChromium, median, waitHealthy } from './bench-kit.mjs';
import { FIRST_LOAD_JS_TARGET_BYTES, firstLoadJs } from './first-load-js.mjs';

// Ports of its own (bench:chat uses 3220-3222), so two benches never answer for each other.
// BENCH_PORT (3230; the dashboard and the host page listen on the next two) and BENCH_PG_PORT
// (54431) move a run off them: bench:dashboard uses the same defaults.
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const DASHBOARD_PORT = PORT + 1;
const HOST_PORT = PORT + 2;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54431);
const APP = `http://localhost:${PORT}`;
const HOST = `http://127.0.0.1:${HOST_PORT}`;
const WORKSPACE_KEY = 'pk_demo_wraps_and_signs';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = {
  loaderGzipBytes: LOADER_MAX_GZIP_BYTES,
  maxPerformanceDrop: 1,
  maxHostLcpIncrease: 0.05,
  frameFirstLoadJsGzipBytes: FIRST_LOAD_JS_TARGET_BYTES,
};

const gzipBytes = (data) => gzipSync(data, { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The snippet the install page and the docs give (src/domain/widget-snippet.ts, bundled here). */
async function loadSnippetModule() {
  const result = await esbuild({
    entryPoints: ['src/domain/widget-snippet.ts'],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}
const snippets = await loadSnippetModule();
const WIDGET_OPTIONS = { scriptOrigin: APP, publicKey: WORKSPACE_KEY };
/** What goes on the host page: `/with-widget` the pasted snippet, `/with-tag` the plain tag (strict CSP sites). */
const WIDGET_TAGS = {
  snippet: snippets.widgetSnippet(WIDGET_OPTIONS).replace('<script ', '<script data-color="#e11d48" '),
  tag: snippets.widgetScriptTag(WIDGET_OPTIONS).replace('<script ', '<script data-color="#e11d48" '),
};

/** A small business page: text, a list, an inline picture; the widget's snippet or tag when asked for. */
function hostPage(widget) {
  const tag = widget ? WIDGET_TAGS[widget] : '';
  const items = ['Vehicle wraps', 'Storefront signs', 'Banners', 'Fleet graphics', 'Window lettering']
    .map((item) => `<li>${item}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Corner Sign Shop</title>
<meta name="description" content="Signs, banners and vehicle lettering, made in town since 1998.">
<style>body{font:18px/1.6 Georgia,serif;color:#222;max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{font-size:2.2rem;line-height:1.2}</style>
</head>
<body>
<main>
<h1>Corner Sign Shop</h1>
<p>Signs, banners and vehicle lettering, made in town since 1998. Drop by the workshop or ask us anything in the chat.</p>
<svg width="320" height="120" role="img" aria-label="Our workshop"><rect width="320" height="120" fill="#fde68a"/><text x="20" y="70" font-size="28">Workshop</text></svg>
<h2>What we make</h2>
<ul>${items}</ul>
<p>Open Monday to Friday 8am to 6pm, Saturday 9am to 1pm.</p>
</main>
${tag}
</body>
</html>`;
}

function startHostServer() {
  const server = createServer((req, res) => {
    const page = { '/': hostPage(null), '/with-widget': hostPage('snippet'), '/with-tag': hostPage('tag') }[
      req.url ?? ''
    ];
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ?? 'Not found');
  });
  return new Promise((resolve) => server.listen(HOST_PORT, '127.0.0.1', () => resolve(server)));
}

function startServer(dataDir) {
  const env = appEnv({ port: PORT, dashboardPort: DASHBOARD_PORT, pgPort: PG_PORT, dataDir });
  return spawn('node', ['dist/server/index.js'], { env, stdio: 'ignore' });
}

function networkItems(lhr) {
  return lhr.audits['network-requests']?.details?.items ?? [];
}

async function audit(url, port, categories = ['performance']) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    ...(categories.includes('accessibility') ? { accessibility: score('accessibility') } : {}),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    requests: networkItems(lhr).map((item) => item.url),
    items: networkItems(lhr),
  };
}

/** Lighthouse now and then misses the paint events of a run (NO_FCP); such a run is repeated. */
async function measured(url, port, categories) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = await audit(url, port, categories);
    if (Number.isFinite(run.lcpMs)) return run;
  }
  throw new Error(`Lighthouse could not measure ${url}`);
}

function summarise(runs) {
  const keys = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
    runs: runs.map((run) => Object.fromEntries(keys.map((key) => [key, run[key]]))),
  };
}

/** The frame page's scripts and stylesheets from our origin, gzipped here (as the server sends them). */
async function frameAssetSizes(items) {
  const sizes = { jsGzipBytes: 0, cssGzipBytes: 0, jsFiles: 0, cssFiles: 0 };
  for (const item of items) {
    if (!item.url.startsWith(APP)) continue;
    const kind = item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind) continue;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    sizes[`${kind}GzipBytes`] += gzipBytes(body);
    sizes[`${kind}Files`] += 1;
  }
  return sizes;
}

if (spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const loaderCode = readFileSync('dist/web/widget.js');
const loader = { rawBytes: loaderCode.length, gzipBytes: gzipBytes(loaderCode) };

const dataDir = mkdtempSync(join(tmpdir(), 'bench-widget-'));
const server = startServer(dataDir);
const hostServer = await startHostServer();
const chrome = await launchChromium();
let frame;
const without = [];
const withWidget = [];
const withTag = [];
let appRequestsBeforeOpen = [];
try {
  await waitHealthy(`${APP}/api/health`, Date.now() + 120_000, { child: server });
  const served = await fetch(`${APP}/widget.js`, { headers: { 'accept-encoding': 'gzip' } });
  loader.contentType = served.headers.get('content-type');
  loader.cacheControl = served.headers.get('cache-control');
  await served.arrayBuffer();

  // The chat frame on its own: what its first load costs, and its own Lighthouse figures.
  const frameUrl = `${APP}/embed/chat?workspace=${WORKSPACE_KEY}`;
  await audit(frameUrl, chrome.port);
  const frameRun = await measured(frameUrl, chrome.port, ['performance', 'accessibility']);
  frame = {
    url: frameUrl,
    ...(await frameAssetSizes(frameRun.items)),
    performance: frameRun.performance,
    accessibility: frameRun.accessibility,
    lcpMs: frameRun.lcpMs,
    tbtMs: frameRun.tbtMs,
    cls: frameRun.cls,
    firstLoadJs: await firstLoadJs(frameUrl),
  };

  // First, discarded runs warm the servers and Chromium; then the two pages take turns.
  await audit(`${HOST}/`, chrome.port);
  await audit(`${HOST}/with-widget`, chrome.port);
  await audit(`${HOST}/with-tag`, chrome.port);
  for (let i = 0; i < RUNS; i++) {
    without.push(await measured(`${HOST}/`, chrome.port));
    const run = await measured(`${HOST}/with-widget`, chrome.port);
    withWidget.push(run);
    withTag.push(await measured(`${HOST}/with-tag`, chrome.port));
    appRequestsBeforeOpen = [
      ...new Set([...appRequestsBeforeOpen, ...run.requests.filter((url) => url.startsWith(APP))]),
    ];
  }
} finally {
  await chrome.kill();
  hostServer.close();
  // A server that already exited (it failed to start) sends no further 'exit': waiting for one
  // would leave the bench hanging with its error unreported.
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const hostWithout = summarise(without);
const hostWith = summarise(withWidget);
const hostWithTag = summarise(withTag);
const performanceDrop = hostWithout.performance - hostWith.performance;
const lcpIncrease = (hostWith.lcpMs - hostWithout.lcpMs) / hostWithout.lcpMs;
const meets = {
  loaderSize: loader.gzipBytes <= TARGETS.loaderGzipBytes,
  performanceDrop: performanceDrop <= TARGETS.maxPerformanceDrop,
  hostLcp: lcpIncrease <= TARGETS.maxHostLcpIncrease,
  frameFirstLoadJs: frame.firstLoadJs.gzipBytes <= TARGETS.frameFirstLoadJsGzipBytes,
  // Nothing but the loader before the visitor opens the chat.
  // The loader, the launcher's colour (decision record 083) and the hidden reply counter's page
  // (095), which asks nothing more for a visitor with no conversation: no chat frame, no config.
  loadsOnlyTheLoader:
    appRequestsBeforeOpen.length === 3 &&
    appRequestsBeforeOpen[0] === `${APP}/widget.js` &&
    appRequestsBeforeOpen[1] === `${APP}/api/widget/launcher?workspace=${WORKSPACE_KEY}` &&
    appRequestsBeforeOpen[2] === `${APP}/embed/unread?workspace=${WORKSPACE_KEY}`,
};
const report = {
  measuredAt: new Date().toISOString(),
  tool: 'lighthouse (mobile preset, simulated throttling), median of runs',
  runsPerPage: RUNS,
  targets: TARGETS,
  loader,
  frame,
  hostPage: {
    without: hostWithout,
    withWidget: hostWith,
    // For comparison: the plain <script async> tag (for sites that allow no inline script).
    withScriptTag: hostWithTag,
    performanceDrop,
    lcpIncrease,
    appRequestsBeforeOpen,
  },
  meets,
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/widget.json', `${JSON.stringify(report, null, 2)}\n`);

const mark = (ok) => (ok ? 'met' : 'MISSED');
console.info(`
loader /widget.js     ${loader.rawBytes} B raw, ${loader.gzipBytes} B gzip (target <= ${TARGETS.loaderGzipBytes})  ${mark(meets.loaderSize)}
chat frame            JS ${kb(frame.jsGzipBytes)} kB gzip in ${frame.jsFiles} files, CSS ${kb(frame.cssGzipBytes)} kB gzip; perf ${frame.performance}, a11y ${frame.accessibility}, LCP ${frame.lcpMs} ms
frame first-load JS   ${kb(frame.firstLoadJs.gzipBytes)} kB gzip in ${frame.firstLoadJs.files.length} files (target <= ${kb(TARGETS.frameFirstLoadJsGzipBytes)} kB)  ${mark(meets.frameFirstLoadJs)}
host page             perf  FCP ms  LCP ms  TBT ms  CLS
  without widget      ${String(hostWithout.performance).padEnd(5)} ${String(hostWithout.fcpMs).padEnd(7)} ${String(hostWithout.lcpMs).padEnd(7)} ${String(hostWithout.tbtMs).padEnd(7)} ${hostWithout.cls}
  with widget         ${String(hostWith.performance).padEnd(5)} ${String(hostWith.fcpMs).padEnd(7)} ${String(hostWith.lcpMs).padEnd(7)} ${String(hostWith.tbtMs).padEnd(7)} ${hostWith.cls}
  with plain tag      ${String(hostWithTag.performance).padEnd(5)} ${String(hostWithTag.fcpMs).padEnd(7)} ${String(hostWithTag.lcpMs).padEnd(7)} ${String(hostWithTag.tbtMs).padEnd(7)} ${hostWithTag.cls}
performance drop      ${performanceDrop} point(s) (target <= ${TARGETS.maxPerformanceDrop})  ${mark(meets.performanceDrop)}
host LCP change       ${(lcpIncrease * 100).toFixed(1)} % (target <= ${TARGETS.maxHostLcpIncrease * 100} %)  ${mark(meets.hostLcp)}
before the click      ${appRequestsBeforeOpen.join(', ') || 'nothing'}  ${mark(meets.loadsOnlyTheLoader)}

written to bench/results/widget.json`);
