import { join } from 'node:path';

/**
 * Shared by the global setup (which starts things) and the specs. The ports are free ones that
 * playwright.config.ts chose for this run (E2E_PORT ...), never 3000/3001, where a developer's own
 * `npm start` may be answering with their own database and mail.
 */
function port(name: string): number {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(
      `${name} is not set: run the browser tests with npm run test:e2e (playwright.config.ts sets it)`,
    );
  return value;
}

/** The brand details the browser tests' server is configured with (BRAND_SETTINGS). */
export const E2E_BRAND_SETTINGS = {
  mightyagent: {
    email: 'sales@mightyagent.test',
    supportEmail: 'help@mightyagent.test',
    phone: '+1 555 010 0300',
  },
};

/** The Meta app the browser tests' server trusts (the Graph fake started by the global setup). */
export const E2E_META = {
  appSecret: 'e2e-meta-app-secret',
  verifyToken: 'e2e-meta-verify-token',
};

const mainPort = port('E2E_PORT');
const dashboardPort = port('E2E_DASHBOARD_PORT');

export const E2E = {
  mainPort,
  dashboardPort,
  mainUrl: `http://localhost:${mainPort}`,
  dashboardUrl: `http://localhost:${dashboardPort}`,
  /** The main site under another host name that resolves to loopback (brands, app.*). */
  hostUrl: (host: string) => `http://${host}:${mainPort}`,
  mailboxDir: join(process.cwd(), '.test-output', 'mailbox'),
  dataDir: join(process.cwd(), '.test-output', 'e2e-data'),
  serverLog: join(process.cwd(), '.test-output', 'e2e-server.log'),
  pgPort: port('E2E_PG_PORT'),
};
