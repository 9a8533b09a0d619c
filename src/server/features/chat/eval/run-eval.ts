// `npm run eval [-- --only <id part> --verbose]`: plays the scripted conversations against the
// seeded demo workspace in a throw-away embedded PostgreSQL, with the engine the environment
// selects (built-in unless AI_PROVIDER and friends name a model), prints the pass rate per
// behaviour and the failures, and writes bench/results/eval.json. Exits 1 when the built-in
// engine misses anything (it is deterministic, so it must pass everything); a language model's
// run is only reported.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '../../../db/client';
import { startEmbeddedPostgres } from '../../../db/embedded-postgres';
import { runMigrations } from '../../../db/migrate';
import { loadEnv } from '../../../env';
import { freePort } from '../../../lib/free-port';
import { createLogger } from '../../../lib/logger';
import { projectRoot } from '../../../lib/project-root';
import { createBuiltinEngine } from '../engine/builtin-engine';
import { createChatEngine } from '../engine/select-engine';
import { behavioursBelowFull, formatFailures, formatTable } from './eval-report';
import { runEval } from './eval-runner';
import { EVAL_CONVERSATIONS } from './scenarios/all-scenarios';

const { values: args } = parseArgs({
  options: { only: { type: 'string' }, verbose: { type: 'boolean', default: false } },
});
const env = loadEnv();
// The app's own logs would drown the table; warnings (e.g. an LLM falling back) still show.
const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
const engine = createChatEngine({ env, logger, builtin: createBuiltinEngine() });
const conversations = EVAL_CONVERSATIONS.filter((c) => !args.only || c.id.includes(args.only));
const engineLabel = env.AI_PROVIDER === 'builtin' ? 'built-in engine' : `${env.AI_PROVIDER} ${env.AI_MODEL}`;
console.info(`agent evaluation: ${conversations.length} conversations, ${engineLabel}`);

// Under os.tmpdir() (/tmp), which the `postgres` user can traverse when this runs as root.
const dataDir = await mkdtemp(join(tmpdir(), 'agent-eval-'));
let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
let exitCode = 0;
try {
  postgres = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const { db, close } = createDb(postgres.url);
  try {
    await runMigrations(db);
    const report = await runEval({
      db,
      engine,
      conversations,
      logger,
      onTurn: args.verbose
        ? (conversation, turn, user, reply) =>
            console.info(`\n[${conversation.id} #${turn}] visitor: ${user}\n${reply}`)
        : undefined,
    });
    console.info(`\n${formatTable(report.behaviours)}\n`);
    console.info(formatFailures(report.failures));
    console.info(
      `\n${report.conversations} conversations, ${report.turns} turns in ${(report.durationMs / 1000).toFixed(1)} s; answered by ${Object.entries(
        report.answeredBy,
      )
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
    const resultsDir = join(projectRoot(), 'bench', 'results');
    await mkdir(resultsDir, { recursive: true });
    const results = { measuredAt: new Date().toISOString(), engineLabel, ...report };
    await writeFile(join(resultsDir, 'eval.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.info('written to bench/results/eval.json');

    const missed = behavioursBelowFull(report);
    if (env.AI_PROVIDER === 'builtin' && missed.length > 0) {
      console.error(`the built-in engine must pass every behaviour; below 100 %: ${missed.join(', ')}`);
      exitCode = 1;
    }
  } finally {
    await close();
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
