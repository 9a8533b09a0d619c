// `npm run bench:static` (after `npm run build`): what serving a page's files costs the server, and
// what they weigh on the wire. Starts the built app as in production (its own ports, a fresh
// embedded PostgreSQL with the demo data), loads the landing page, the widget's chat frame and the
// signed-in dashboard once in Chromium to learn every same-origin file each loads (its document,
// scripts, styles, images; not /api), then replays each page's files BENCH_LOADS times (200) over
// keep-alive HTTP with `Accept-Encoding: br, gzip`, as a browser sends it, and reads the server
// process's CPU time (user + system, /proc/PID/stat) before and after: the page itself apart from
// the files it loads. Postgres runs in processes of its own and is not counted.
// Also gives each page's first-load JavaScript on the wire as the server sends it: with
// `Accept-Encoding: gzip` and with `br, gzip`. Writes bench/results/static-assets.json.
//
// Knobs: BENCH_LOADS (200), BENCH_ROOT (the project folder whose dist/ is served; default this one),
// BENCH_PORT (3250; the dashboard listens on the next one), BENCH_PG_PORT (54451).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { appEnv, CHROMIUM, waitHealthy } from './bench-kit.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3250);
const DASHBOARD_PORT = PORT + 1;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54451);
const LOADS = Number(process.env.BENCH_LOADS ?? 200);
const ROOT = process.env.BENCH_ROOT ?? process.cwd();
const APP = `http://localhost:${PORT}`;
const DASHBOARD = `http://localhost:${DASHBOARD_PORT}`;
const CLOCK_TICKS_PER_SECOND = 100;

const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });

/** One GET with the body read in full as sent (never decoded): its status, encoding and size. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'] ?? 'identity',
          type: response.headers['content-type'] ?? '',
          bytes,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The server's CPU time so far in ms (utime + stime, fields 14 and 15 of /proc/PID/stat). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Every same-origin file `url` loads in Chromium (API calls left out), the document first. */
async function filesOf(browser, url, { cookies = [], ready = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const files = [];
  page.on('response', (response) => {
    const path = response.url().slice(origin.length);
    if (!response.url().startsWith(origin) || path.startsWith('/api/')) return;
    files.push({ path, kind: response.request().resourceType() });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (ready) await page.waitForSelector('html[data-ready="true"]', { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await context.close();
  const seen = new Set();
  return files.filter((file) => !seen.has(file.path) && seen.add(file.path));
}

async function signIn() {
  // The demo client account the README lists (seeded with SEED_DEMO).
  const account = { email: 'demo-client@example.com', password: 'DemoClient-2025!' };
  const response = await fetch(`${DASHBOARD}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: DASHBOARD, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    // A __Secure- cookie (production) must say so; Chromium counts localhost as a secure origin.
    return {
      name,
      value: pair.slice(at + 1),
      domain: 'localhost',
      path: '/',
      secure: name.startsWith('__Secure-'),
    };
  });
}

async function measure(pid, origin, files, headers) {
  // One load first, so files read and documents finished once are not counted as per-load work.
  await Promise.all(files.map((file) => get(origin + file.path, headers)));
  const cpuBefore = cpuMs(pid);
  const started = Date.now();
  for (let load = 0; load < LOADS; load++)
    await Promise.all(files.map((file) => get(origin + file.path, headers)));
  const cpu = cpuMs(pid) - cpuBefore;
  return { cpuMsPerLoad: Math.round((cpu / LOADS) * 100) / 100, wallMs: Date.now() - started };
}

async function wire(origin, files, headers) {
  const sizes = {};
  for (const [label, encoding] of [
    ['gzip', 'gzip'],
    ['br', 'br, gzip'],
  ]) {
    const answers = await Promise.all(
      files.map((file) => get(origin + file.path, { ...headers, 'accept-encoding': encoding })),
    );
    const script = answers.filter((_answer, i) => files[i].kind === 'script');
    sizes[label] = {
      firstLoadJsBytes: script.reduce((sum, answer) => sum + answer.bytes, 0),
      allFilesBytes: answers.reduce((sum, answer) => sum + answer.bytes, 0),
      encodings: [...new Set(answers.map((answer) => answer.encoding))],
    };
  }
  return sizes;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-static-'));
const env = {
  ...appEnv({ port: PORT, dashboardPort: DASHBOARD_PORT, pgPort: PG_PORT, dataDir }),
  SEED_DEMO: 'true',
};
const server = spawn('node', [join(ROOT, 'dist/server/index.js')], { env, stdio: 'ignore' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  await waitHealthy(`${APP}/api/health`, Date.now() + 60_000, { child: server });
  const cookies = await signIn();
  const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const pages = [
    { name: 'landing', origin: APP, url: `${APP}/`, headers: {} },
    {
      name: 'widget frame',
      origin: APP,
      url: `${APP}/embed/chat?workspace=pk_demo_wraps_and_signs`,
      headers: {},
      ready: false,
    },
    {
      name: 'dashboard',
      origin: DASHBOARD,
      url: `${DASHBOARD}/`,
      headers: { cookie: cookieHeader },
      cookies,
    },
  ];
  const results = [];
  for (const page of pages) {
    const files = await filesOf(browser, page.url, page);
    const headers = { ...page.headers, 'accept-encoding': 'br, gzip' };
    const isDocument = (file) => file.kind === 'document';
    // The page itself (finished per request's brand and origin) apart from the files it loads.
    const cpu = {
      document: await measure(server.pid, page.origin, files.filter(isDocument), headers),
      files: await measure(
        server.pid,
        page.origin,
        files.filter((file) => !isDocument(file)),
        headers,
      ),
    };
    const sizes = await wire(page.origin, files, page.headers);
    results.push({
      page: page.name,
      files: files.map((file) => `${file.kind} ${file.path}`),
      cpu,
      wire: sizes,
    });
    console.info(
      `${page.name}: ${files.length} files, server CPU per load ${cpu.document.cpuMsPerLoad} ms for the page, ` +
        `${cpu.files.cpuMsPerLoad} ms for its other files (${LOADS} loads, ${cpu.document.wallMs} + ${cpu.files.wallMs} ms); ` +
        `first-load JS on the wire ${sizes.gzip.firstLoadJsBytes} B gzip, ${sizes.br.firstLoadJsBytes} B with br (${sizes.br.encodings.join('/')}); ` +
        `all files ${sizes.gzip.allFilesBytes} B gzip, ${sizes.br.allFilesBytes} B br`,
    );
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/static-assets.json',
    `${JSON.stringify({ at: new Date().toISOString(), root: ROOT, loads: LOADS, results }, null, 2)}\n`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
