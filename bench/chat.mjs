// `npm run bench:chat`: chat turns per second with the built-in engine, against the machine's
// ceiling, in one run. Builds when needed, starts the real server (NODE_ENV=production, embedded
// PostgreSQL on its own port and data folder), warms up, then drives `POST /api/functions/ai-chat`
// with autocannon (50 connections, about 10 s): each connection is one visitor after another of
// the shop agent, each visitor a conversation of a few turns (greeting, knowledge questions,
// price questions with details), continued with its conversationId and token and sending what
// the live chat sends (the new message and the behaviour profile). Afterwards the
// stored rows are counted: user messages must equal the 2xx answers, agent messages the answers
// that were sent (no lost or duplicated message). Then, against the same PostgreSQL and with the
// same autocannon settings, the ceiling: a bare endpoint doing one INSERT through a pg Pool (a
// tiny Hono server in a child process). Writes bench/results/chat.json and prints a summary.
// Every run starts from a new data folder (nothing of an earlier run stays); it records the load
// average, the warm-up's rate and what the server and PostgreSQL use idle, since on a shared machine
// a run's CPU a turn follows its turns/s (decision 062).
//
// Knobs: BENCH_CONNECTIONS (50), BENCH_DURATION seconds (10), BENCH_WARMUP seconds (5),
// BENCH_TURNS_PER_CONVERSATION (10), BENCH_CPU_PROF=1 (writes a V8 CPU profile of the server to bench/results/),
// BENCH_PG_STATEMENTS=1 (PostgreSQL's time by statement during the measured run, those inside the
// chat's SQL functions apart, from pg_stat_statements; it costs some speed, so not for the targets),
// BENCH_PORT (the dashboard on the next port), BENCH_CEILING_PORT and BENCH_PG_PORT (free ports by
// default, so two runs on one machine never collide).
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePorts, waitHealthy } from './bench-kit.mjs';

const FREE = await freePorts(4);
const PORT = Number(process.env.BENCH_PORT ?? FREE[0]);
const DASHBOARD_PORT = process.env.BENCH_PORT ? PORT + 1 : FREE[1];
const CEILING_PORT = Number(process.env.BENCH_CEILING_PORT ?? FREE[2]);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? FREE[3]);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);
const TURNS = Number(process.env.BENCH_TURNS_PER_CONVERSATION ?? 10);
const PG_STATEMENTS = process.env.BENCH_PG_STATEMENTS === '1';
/** The idle window before the measured run (see runChat). */
const IDLE_MS = 2000;
// Issue 17's target is the ratio to the ceiling measured in the same run (turns/s alone follow the
// machine's load); p99 and turns/s are decision 013's.
const TARGETS = { ratio: 0.35, turnsPerSecond: 800, p99Ms: 60 };
const ORIGIN = `http://localhost:${PORT}`;

// ---------------------------------------------------------------------------------------------
// Visitors' turns: what a shop visitor types, in the order a conversation goes.
const GREETINGS = ['Hi there!', 'Hello', 'Hey, quick question', 'Good morning'];
const QUESTIONS = [
  'What are your opening hours?',
  'How long does a full van wrap take?',
  'Do you offer a warranty on the vinyl?',
  'How do I care for my wrap after installation?',
  'Can a wrap be removed later without damaging the paint?',
  'What file formats do you need for our logo artwork?',
  'How much deposit do you need to book an install date?',
  'Do you make storefront signs and banners too?',
];
const PRICE_QUESTIONS = [
  'How much would a full wrap of a mid-size van in premium vinyl cost, about 150 sq ft?',
  'What would 80 sq ft of standard vinyl cost for the sides of a pickup?',
  'Price for a storefront window graphic, 40 sq ft of perforated vinyl?',
  'How much for 120 sq ft of reflective vinyl on a box truck?',
];
const BEHAVIOR = {
  chat_messages: 3,
  quote_requests: 0,
  return_visits: 1,
  time_on_site: 240,
  referral_source: 'organic',
  email_opens: 0,
  phone_inquiries: 0,
};

/** The visitor's words at a turn of a conversation (0 is the first). */
function visitorText(turn, visitor) {
  if (turn === 0) return GREETINGS[visitor % GREETINGS.length];
  const pick = turn + visitor;
  return turn % 3 === 2 ? PRICE_QUESTIONS[pick % PRICE_QUESTIONS.length] : QUESTIONS[pick % QUESTIONS.length];
}

function startServer(dataDir, logFile) {
  const log = openSync(logFile, 'a');
  const profDir = resolve('bench/results');
  const args = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  const child = spawn('node', [...args, 'dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DASHBOARD_PORT: String(DASHBOARD_PORT),
      PUBLIC_URL: ORIGIN,
      DASHBOARD_URL: `http://localhost:${DASHBOARD_PORT}`,
      AUTH_SECRET: 'bench-only-secret-bench-only-secret-0000',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(PG_PORT),
      DATABASE_URL: '',
      // The production default log level: the cost of logging is part of what is measured.
      LOG_LEVEL: 'info',
      // Each connection is a visitor with an address of its own (X-Forwarded-For from the proxy
      // in front), as in production, where visitors do not share one address.
      TRUST_PROXY: '1',
      // Real settings (src/server/env.ts), raised so that the limits are counted on every turn
      // but this many turns from one machine are not refused.
      CHAT_TURNS_PER_MINUTE_PER_IP: '1000000',
      CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: '1000',
      ...(PG_STATEMENTS
        ? {
            EMBEDDED_PG_SETTINGS:
              'shared_preload_libraries=pg_stat_statements pg_stat_statements.track=all track_functions=all',
          }
        : {}),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return child;
}

/** One autocannon request per turn; a connection's context is one visitor's conversation. */
function chatRequests(tally) {
  let visitors = 0;
  return Array.from({ length: TURNS }, (_, turn) => ({
    method: 'POST',
    path: '/api/functions/ai-chat',
    setupRequest(request, context) {
      if (turn === 0) context.visitor = visitors++;
      const body = {
        messages: [{ role: 'user', content: visitorText(turn, context.visitor) }],
        agentType: 'shop',
        conversationId: context.conversationId ?? null,
        conversationToken: context.conversationToken ?? null,
        behavior: { ...BEHAVIOR, chat_messages: turn + 1 },
      };
      // One address per visitor (see TRUST_PROXY above).
      const n = context.visitor;
      const headers = {
        'content-type': 'application/json',
        'accept-encoding': 'gzip, deflate, br, zstd',
        origin: ORIGIN,
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      };
      return { ...request, headers, body: JSON.stringify(body) };
    },
    onResponse(status, body, context) {
      if (status < 200 || status >= 300) {
        tally.failed.push({ status, body: String(body).slice(0, 200) });
        return;
      }
      const answer = JSON.parse(body);
      context.conversationId = answer.conversationId;
      context.conversationToken = answer.conversationToken;
      tally.ok += 1;
      if (answer.engine === 'none') tally.handedOff += 1;
      else if (answer.requiresApproval) tally.held += 1;
      else tally.sent += 1;
    },
  }));
}

function cannon(options) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ connections: CONNECTIONS, timeout: 30, ...options }, (error, result) =>
      error ? reject(error) : resolvePromise(result),
    );
  });
}

function summary(result) {
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    durationS: Math.round(result.duration * 10) / 10,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

async function counts(client) {
  const { rows } = await client.query(`
    select
      (select count(*) from messages where sender = 'user')::int as user_messages,
      (select count(*) from messages where sender = 'agent')::int as agent_messages,
      (select count(*) from answer_approvals)::int as approvals,
      (select coalesce(sum(user_turns), 0) from conversations)::int as user_turns,
      (select count(*) from conversations)::int as conversations`);
  return rows[0];
}

/** This run's PostgreSQL: the postgres process started with its port (its children are its sessions). */
function postmasterPid() {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (
        args[0]?.endsWith('postgres') &&
        args.includes('-p') &&
        args[args.indexOf('-p') + 1] === String(PG_PORT)
      )
        return Number(pid);
    } catch {}
  }
  throw new Error(`no PostgreSQL on port ${PG_PORT}`);
}

/**
 * CPU seconds so far per process: the server's, its PostgreSQL's (the postmaster and its children
 * only: on a shared machine other runs' PostgreSQL processes are no part of this run), and this
 * one's (Linux /proc).
 */
function cpuSnapshot(serverPid) {
  const ticks = 100; // USER_HZ
  const postmaster = postmasterPid();
  const postgres = new Map();
  let server = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / ticks;
    if (Number(pid) === serverPid) server = seconds;
    else if (comm === 'postgres' && (Number(pid) === postmaster || Number(fields[1]) === postmaster))
      postgres.set(pid, seconds);
  }
  const own = process.cpuUsage();
  return { server, postgres, loadGenerator: (own.user + own.system) / 1e6 };
}

/**
 * Per cent of one core each used between two snapshots (processes gone by the second are not
 * counted), to a tenth: at a few hundred turns a second a whole per cent is about 0.03 ms a turn.
 */
function cpuPercent(before, after, seconds) {
  let postgres = 0;
  for (const [pid, used] of after.postgres) postgres += used - (before.postgres.get(pid) ?? 0);
  const percent = (used) => Math.round((used / seconds) * 1000) / 10;
  return {
    server: percent(after.server - before.server),
    postgres: percent(postgres),
    loadGenerator: percent(after.loadGenerator - before.loadGenerator),
  };
}

/**
 * What the run says about the targets' reach. A closed loop of N connections has a mean latency of
 * N / throughput (Little's law), and a p99 is never below the mean: p99 <= 60 ms at 50 connections
 * needs more than 833 turns/s before any spread. The CPU a turn costs (all processes) caps the
 * turns/s this machine's cores can give at all.
 */
function budget(chatSummary, cpu, idle) {
  const perTurn = (percent) => Math.round((percent * 10 * 1000) / chatSummary.rps) / 1000; // ms
  const cpuMs = {
    server: perTurn(cpu.server),
    postgres: perTurn(cpu.postgres),
    loadGenerator: perTurn(cpu.loadGenerator),
  };
  cpuMs.total = Math.round((cpuMs.server + cpuMs.postgres + cpuMs.loadGenerator) * 1000) / 1000;
  const cores = availableParallelism();
  return {
    cpuMsPerTurn: cpuMs,
    // The same without what the server and PostgreSQL use idle (a cost per second, see runChat).
    cpuMsPerTurnLessIdle: {
      server: perTurn(cpu.server - idle.server),
      postgres: perTurn(cpu.postgres - idle.postgres),
    },
    cores,
    turnsPerSecondAtFullCpu: Math.round((cores * 1000) / cpuMs.total),
    meanLatencyMs: Math.round((CONNECTIONS / chatSummary.rps) * 10000) / 10,
    turnsPerSecondForP99Target: Math.ceil((CONNECTIONS * 1000) / TARGETS.p99Ms),
  };
}

/**
 * What the database's sessions wait on, sampled every 100 ms while `until` is pending (each sample
 * is a query the database answers too: more often would weigh on what is measured).
 */
async function sampleWaits(client, until) {
  const waits = new Map();
  let samples = 0;
  let done = false;
  until.finally(() => {
    done = true;
  });
  while (!done) {
    const { rows } = await client.query(
      `select coalesce(wait_event_type || ':' || wait_event, state) as w, count(*)::int as n
       from pg_stat_activity where datname = 'app' and pid <> pg_backend_pid() and state <> 'idle'
       group by 1`,
    );
    samples += 1;
    for (const row of rows) waits.set(row.w, (waits.get(row.w) ?? 0) + row.n);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Object.fromEntries(
    [...waits]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([w, n]) => [w, Math.round((n / samples) * 10) / 10]),
  );
}

async function runChat(url, serverPid) {
  // Warm-up: the same load, discarded; its rate (the median second: the first ones are cold)
  // sizes the measured run. That run is a fixed number of turns, so every turn sent is answered
  // before the rows are counted (a run cut at a time would leave turns in flight that the server
  // stores after the count).
  const warmTally = { ok: 0, sent: 0, held: 0, handedOff: 0, failed: [] };
  const warm = await cannon({ url, duration: WARMUP_S, requests: chatRequests(warmTally) });
  const amount = Math.max(
    CONNECTIONS * TURNS,
    Math.round(Math.max(warm.requests.average, warm.requests.p50) * DURATION_S),
  );

  const db = new pg.Client({ connectionString: dbUrl() });
  await db.connect();
  try {
    // Turns cut off by the warm-up's end still finish on the server: count only once the stored
    // rows stop moving (a fixed pause was too short on a loaded machine, and the measured run
    // then seemed to store more turns than it was answered).
    let before = await counts(db);
    for (let waited = 0; waited < 15_000; waited += 500) {
      await new Promise((r) => setTimeout(r, 500));
      const now = await counts(db);
      if (JSON.stringify(now) === JSON.stringify(before)) break;
      before = now;
    }
    // What the server and its PostgreSQL use with no turn coming (timers, job polling, background
    // writers): a cost per second, not per turn, so it weighs more on a slow run's CPU a turn.
    const idleBefore = cpuSnapshot(serverPid);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = cpuPercent(idleBefore, cpuSnapshot(serverPid), IDLE_MS / 1000);
    if (PG_STATEMENTS) {
      await db.query('create extension if not exists pg_stat_statements');
      await db.query('select pg_stat_statements_reset()');
    }
    const tally = { ok: 0, sent: 0, held: 0, handedOff: 0, failed: [] };
    const cpuBefore = cpuSnapshot(serverPid);
    const run = cannon({ url, amount, requests: chatRequests(tally) });
    const waits = await sampleWaits(db, run);
    const result = await run;
    const cpu = cpuPercent(cpuBefore, cpuSnapshot(serverPid), result.duration);
    const after = await counts(db);
    const stored = Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - before[k]]));
    const rows = {
      answered2xx: tally.ok,
      userMessagesStored: stored.user_messages,
      userTurnsCounted: stored.user_turns,
      agentMessagesExpected: tally.sent,
      agentMessagesStored: stored.agent_messages,
      approvalsExpected: tally.held,
      approvalsStored: stored.approvals,
      handedOff: tally.handedOff,
      conversationsStarted: stored.conversations,
    };
    rows.ok =
      rows.userMessagesStored === rows.answered2xx &&
      rows.userTurnsCounted === rows.answered2xx &&
      rows.agentMessagesStored === rows.agentMessagesExpected &&
      rows.approvalsStored === rows.approvalsExpected;
    const statements = PG_STATEMENTS ? await topStatements(db) : undefined;
    return { result, tally, rows, cpu, idle, waits, statements, warm: summary(warm) };
  } finally {
    await db.end();
  }
}

/** The statements PostgreSQL spent most time on in the measured run (BENCH_PG_STATEMENTS=1). */
async function topStatements(db) {
  const { rows } = await db.query(`
    select calls::int, round(total_exec_time::numeric, 1)::float8 as total_ms,
           round((total_exec_time / calls)::numeric, 3)::float8 as mean_ms, rows::int,
           toplevel as top_level, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
      from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database())
       and query not ilike '%pg_stat_%'
     order by total_exec_time desc
     limit 15`);
  return rows;
}

let dataDirForUrl = '';
function dbUrl() {
  const password = readFileSync(join(dataDirForUrl, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${PG_PORT}/app`;
}

function startCeiling() {
  const child = spawn(
    process.execPath,
    [new URL(import.meta.url).pathname, '--ceiling', String(CEILING_PORT), dbUrl()],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolvePromise, reject) => {
    child.once('message', () => resolvePromise(child));
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
  });
}

async function runCeiling() {
  const child = await startCeiling();
  try {
    const url = `http://127.0.0.1:${CEILING_PORT}/insert`;
    const request = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"note":"hello"}',
    };
    await cannon({ url, duration: WARMUP_S, ...request });
    const cpuBefore = cpuSnapshot(child.pid);
    const result = await cannon({ url, duration: DURATION_S, ...request });
    const cpu = cpuPercent(cpuBefore, cpuSnapshot(child.pid), result.duration);
    return { result, cpu };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main() {
  if (spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  if (!existsSync('dist/server/index.js')) throw new Error('no server build');
  mkdirSync('bench/results', { recursive: true });
  // Other work on a shared machine moves every figure here: the load average goes with them.
  const loadAtStart = loadavg()[0];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  dataDirForUrl = dataDir;
  const logFile = join(dataDir, 'server.log');
  const server = startServer(dataDir, logFile);
  let chat;
  let ceiling;
  try {
    await waitHealthy(`${ORIGIN}/api/health`, Date.now() + 120_000, { child: server });
    chat = await runChat(`${ORIGIN}/api/functions/ai-chat`, server.pid);
    ceiling = await runCeiling();
  } catch (error) {
    console.error(`bench failed; server log: ${logFile}`);
    throw error;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
  const loadAtEnd = loadavg()[0];
  const serverLog = readFileSync(logFile, 'utf8');
  const errorLines = serverLog.split('\n').filter((line) => /"level":(50|60)/.test(line));
  rmSync(dataDir, { recursive: true, force: true });

  const chatSummary = summary(chat.result);
  const ceilingSummary = summary(ceiling.result);
  const ratio = Math.round((chatSummary.rps / ceilingSummary.rps) * 1000) / 1000;
  const met = {
    ratio: ratio >= TARGETS.ratio,
    turnsPerSecond: chatSummary.rps >= TARGETS.turnsPerSecond,
    p99: chatSummary.p99 <= TARGETS.p99Ms,
    noLostOrDuplicatedMessage: chat.rows.ok,
    noErrors: chatSummary.errors === 0 && chatSummary.non2xx === 0 && chatSummary.timeouts === 0,
  };
  const report = {
    measuredAt: new Date().toISOString(),
    tool: `autocannon, ${CONNECTIONS} connections; chat: ${chat.result.requests.total} turns (about ${DURATION_S} s) after a ${WARMUP_S} s warm-up; ceiling: ${DURATION_S} s`,
    setup: {
      engine: 'builtin',
      agentType: 'shop',
      turnsPerConversation: TURNS,
      nodeEnv: 'production',
      logLevel: 'info',
      database: `embedded PostgreSQL (fsync on), same instance for both${PG_STATEMENTS ? ', with pg_stat_statements (track = all)' : ''}`,
    },
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    warmUp: { rps: chat.warm.rps, requests: chat.warm.requests },
    chat: chatSummary,
    ceiling: { ...ceilingSummary, what: 'Hono route, one INSERT through a pg Pool (max 10)' },
    ratio,
    rows: chat.rows,
    // Per cent of one core during the chat run (2 cores = 200), and the PostgreSQL sessions'
    // average count per wait event (ClientRead: waiting for the app; none: running).
    cpuPercent: { chat: chat.cpu, ceiling: ceiling.cpu, idleBeforeChat: chat.idle },
    databaseWaits: chat.waits,
    // With BENCH_PG_STATEMENTS=1 only: PostgreSQL's time by statement in the measured run.
    ...(chat.statements ? { statementsDuringChat: chat.statements } : {}),
    budget: budget(chatSummary, chat.cpu, chat.idle),
    refused: chat.tally.failed.slice(0, 5),
    serverErrorLogLines: errorLines.length,
    targets: { ...TARGETS, met, allMet: Object.values(met).every(Boolean) },
  };
  writeFileSync('bench/results/chat.json', `${JSON.stringify(report, null, 2)}\n`);

  const row = (name, s) =>
    `${name.padEnd(9)} ${String(s.rps).padStart(7)} ${String(s.p50).padStart(7)} ${String(s.p90).padStart(7)} ${String(s.p99).padStart(7)} ${String(s.errors + s.timeouts).padStart(7)} ${String(s.non2xx).padStart(7)}`;
  console.info('\n          req/s    p50 ms  p90 ms  p99 ms  errors  non-2xx');
  console.info(row('chat', chatSummary));
  console.info(row('ceiling', ceilingSummary));
  console.info(`\nratio chat/ceiling: ${report.ratio} (target >= ${TARGETS.ratio})`);
  for (const [name, cpu] of Object.entries(report.cpuPercent))
    console.info(
      `CPU during the ${name} (% of one core): server ${cpu.server}, PostgreSQL ${cpu.postgres}, autocannon ${cpu.loadGenerator}`,
    );
  console.info(`database sessions by wait (average): ${JSON.stringify(chat.waits)}`);
  if (chat.statements) {
    console.info('\nPostgreSQL by statement during the chat (T: sent by the app; else inside a function)');
    console.info('  calls   total ms   mean ms     rows  statement');
    for (const st of chat.statements)
      console.info(
        `${String(st.calls).padStart(7)} ${String(st.total_ms).padStart(10)} ${String(st.mean_ms).padStart(9)} ${String(st.rows).padStart(8)} ${st.top_level ? 'T' : ' '} ${st.query}`,
      );
    console.info('');
  }
  console.info(
    `load average ${loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end; warm-up ${chat.warm.rps} turns/s`,
  );
  const b = report.budget;
  console.info(
    `CPU per turn: ${b.cpuMsPerTurn.total} ms (server ${b.cpuMsPerTurn.server}, PostgreSQL ${b.cpuMsPerTurn.postgres}, autocannon ${b.cpuMsPerTurn.loadGenerator}): at most ${b.turnsPerSecondAtFullCpu} turns/s on ${b.cores} cores; mean latency ${b.meanLatencyMs} ms = ${CONNECTIONS} connections / turns per s, so p99 <= ${TARGETS.p99Ms} ms needs over ${b.turnsPerSecondForP99Target} turns/s`,
  );
  const r = chat.rows;
  console.info(
    `rows: ${r.answered2xx} answered, ${r.userMessagesStored} user messages, ${r.userTurnsCounted} turns counted, agent messages ${r.agentMessagesStored}/${r.agentMessagesExpected}, approvals ${r.approvalsStored}/${r.approvalsExpected}, ${r.handedOff} handed off, ${r.conversationsStarted} conversations: ${r.ok ? 'consistent' : 'MISMATCH'}`,
  );
  if (errorLines.length)
    console.info(`server logged ${errorLines.length} error lines, e.g. ${errorLines[0].slice(0, 300)}`);
  const missed = Object.entries(met)
    .filter(([, ok]) => !ok)
    .map(([k]) => k);
  console.info(
    `targets (ratio >= ${TARGETS.ratio}, >= ${TARGETS.turnsPerSecond} turns/s, p99 <= ${TARGETS.p99Ms} ms, rows consistent, no errors): ${missed.length ? `missed: ${missed.join(', ')}` : 'met'}`,
  );
  console.info('written to bench/results/chat.json');
  if (!met.noLostOrDuplicatedMessage) process.exitCode = 1;
}

// ---------------------------------------------------------------------------------------------
// The ceiling server (this file run as a child: `node bench/chat.mjs --ceiling <port> <url>`).
async function serveCeiling() {
  const [{ Hono }, { serve }] = await Promise.all([import('hono'), import('@hono/node-server')]);
  const pool = new pg.Pool({ connectionString: process.argv[4], max: 10 });
  await pool.query(
    'create table if not exists bench_ceiling (id bigserial primary key, note text not null, created_at timestamptz not null default now())',
  );
  const app = new Hono();
  app.post('/insert', async (c) => {
    const body = await c.req.json();
    const { rows } = await pool.query('insert into bench_ceiling (note) values ($1) returning id', [
      String(body.note ?? ''),
    ]);
    return c.json({ id: rows[0].id });
  });
  serve({ fetch: app.fetch, port: Number(process.argv[3]), hostname: '127.0.0.1' }, () =>
    process.send?.('ready'),
  );
  process.on('SIGTERM', () => pool.end().finally(() => process.exit(0)));
}

if (process.argv[2] === '--ceiling') await serveCeiling();
else await main();
