import { createWriteStream, rmSync } from 'node:fs';
import { startGhlFake } from '../fakes/ghl-fake';
import { startMetaGraphFake } from '../fakes/meta-graph-fake';
import { startFakeSmtp } from '../fakes/smtp-fake';
import { startOwnApp, stopOwnApp } from '../helpers/own-app';
import { E2E, E2E_BRAND_SETTINGS, E2E_META } from './e2e-env';

async function assertHealthy(url: string) {
  const res = await fetch(`${url}/api/health`);
  if (!res.ok) throw new Error(`${url}/api/health answered ${res.status}; see ${E2E.serverLog}`);
}

/** The built app on this run's own free ports (playwright.config.ts), fresh data, loopback SMTP. */
export default async function globalSetup() {
  rmSync(E2E.mailboxDir, { recursive: true, force: true });
  rmSync(E2E.dataDir, { recursive: true, force: true });
  const smtp = await startFakeSmtp({ mailboxDir: E2E.mailboxDir });
  // GoHighLevel's OAuth pages and API on loopback: the CRM card connects through it.
  const ghl = await startGhlFake({ locationPerApproval: true });
  // Meta's Graph API on loopback: the Social channels page connects Pages through it.
  const meta = await startMetaGraphFake({ ...E2E_META, openPages: true });

  let child: Awaited<ReturnType<typeof startOwnApp>>;
  try {
    child = await startOwnApp({
      command: ['node', 'dist/server/index.js'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(E2E.mainPort),
        DASHBOARD_PORT: String(E2E.dashboardPort),
        DATA_DIR: E2E.dataDir,
        EMBEDDED_PG_PORT: String(E2E.pgPort),
        SMTP_URL: smtp.url,
        ...ghl.appEnv,
        ...meta.appEnv,
        // The preview generator's tests analyse small sites the tests serve on 127.0.0.1.
        ALLOW_PRIVATE_FETCH: '1',
        // Every browser test signs up from 127.0.0.1.
        AUTH_SIGN_UPS_PER_HOUR_PER_IP: '1000',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        PUBLIC_URL: '',
        DASHBOARD_URL: '',
        // One brand with contact details (the others have none), as a deployment configures them.
        BRAND_SETTINGS: JSON.stringify(E2E_BRAND_SETTINGS),
      },
      timeoutMs: 90_000,
      pipeTo: createWriteStream(E2E.serverLog),
    });
  } catch (error) {
    await smtp.close();
    await ghl.close();
    await meta.close();
    throw new Error(`${(error as Error).message}\n(full log: ${E2E.serverLog})`);
  }
  await assertHealthy(E2E.mainUrl);
  await assertHealthy(E2E.dashboardUrl);

  return async () => {
    await stopOwnApp(child);
    await smtp.close();
    await ghl.close();
    await meta.close();
  };
}
