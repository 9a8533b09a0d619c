import net from 'node:net';
import pg from 'pg';
import { redactUrl } from '../lib/logger';

export class StartupError extends Error {
  override name = 'StartupError';
}

/** Fails fast, naming the port, before anything else has been started. */
export async function assertPortFree(port: number, host: string, variable: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new StartupError(
            `Port ${port} is already in use (${variable}). Stop what holds it or set ${variable}.`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new StartupError(`Port ${port} needs more privileges (${variable}). Choose a port above 1024.`),
        );
      } else reject(error);
    });
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

/** A clear line instead of a stack trace when DATABASE_URL points nowhere. */
export async function assertDatabaseReachable(url: string, variable = 'DATABASE_URL'): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const reason =
      error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error);
    throw new StartupError(`Cannot reach the database at ${redactUrl(url)} (${variable}): ${reason}`);
  } finally {
    await client.end().catch(() => {});
  }
}
