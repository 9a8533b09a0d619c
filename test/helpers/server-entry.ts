import { inject } from 'vitest';

/**
 * The command that starts the app as `npm start` does, from the server bundle the database tier
 * builds once per run (test/db-global-setup.ts), in a child process of a test.
 */
export function serverCommand(): [string, string] {
  return [process.execPath, inject('serverEntry')];
}
