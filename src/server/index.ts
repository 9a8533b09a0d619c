import { startServer } from './boot/start-server';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { ConfigError, loadEnv } from './env';
import { createLogger } from './lib/logger';

const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const started = Date.now();
  const server = await startServer(env, logger);

  const lines = [
    '',
    `  Main site:  ${env.publicUrl}`,
    `  Dashboard:  ${env.dashboardUrl}`,
    `  Database:   ${env.DATABASE_URL ? 'DATABASE_URL' : `embedded PostgreSQL in ${env.DATA_DIR}`}`,
    `  E-mail:     ${env.SMTP_URL ? 'SMTP (SMTP_URL)' : 'local outbox (no SMTP_URL); admins read it at /api/admin/outbox'}`,
  ];
  if (env.SEED_DEMO) {
    lines.push('  Demo accounts (sign in at the dashboard /auth):');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.label.padEnd(12)} ${account.email}  ${account.password}`);
  }
  lines.push(`  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops.`, '');
  console.info(lines.join('\n'));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Whatever hangs, the process is gone before the 10 s a supervisor usually waits.
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'StartupError')) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
