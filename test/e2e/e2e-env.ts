import { join } from 'node:path';

/** Shared by the global setup (which starts things) and the specs (which read the mailbox). */
export const E2E = {
  mainUrl: 'http://localhost:3000',
  dashboardUrl: 'http://localhost:3001',
  mailboxDir: join(process.cwd(), '.test-output', 'mailbox'),
  dataDir: join(process.cwd(), '.test-output', 'e2e-data'),
  serverLog: join(process.cwd(), '.test-output', 'e2e-server.log'),
  pgPort: 54391,
};
