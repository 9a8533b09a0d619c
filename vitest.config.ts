import { defineConfig } from 'vitest/config';

// Two tiers in one config: `unit` is pure and fast; `db` runs against a real embedded
// PostgreSQL started once per run by test/db-global-setup.ts (a fresh database every run).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', 'node_modules/**'],
          environment: 'node',
          // A worker runs its files one after another in one module graph instead of a fresh
          // graph per file: re-importing for each of ~160 files was most of the tier's CPU while
          // the tests themselves take about 25 s (decisions 041, 043). A test that changes
          // process-wide state (process.env, globals) puts it back, key by key.
          isolate: false,
          // Property tests run hundreds of cases; on a loaded 2-core machine 5 s can be tight.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'db',
          include: ['src/**/*.db.test.ts', 'test/**/*.db.test.ts'],
          environment: 'node',
          globalSetup: ['test/db-global-setup.ts'],
          // A worker imports the server once and runs its files in that module graph, instead of
          // a fresh graph per file: importing it again for each of ~80 files was most of the
          // tier's time (decision 036). Test files and the setup file still run per file; the
          // setup file fails a file that leaves a connection open on its database.
          isolate: false,
          setupFiles: ['test/db-file-setup.ts'],
          // One Postgres for the run, one database per worker (copies of the migrated template,
          // test/db-global-setup.ts): a worker's files run one after another on its own
          // database, so tests that count rows never race another file. Two workers on two
          // cores: a file spends much of its time waiting on Postgres, timers and child servers.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
