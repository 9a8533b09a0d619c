import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Builds the web app with every server secret set to a recognisable value, then searches the
 * output: a config change that exposes process.env to the browser (a `define`, a wrong env
 * prefix) fails here.
 */
const SENTINELS = {
  AUTH_SECRET: 'sentinel-auth-secret-0123456789abcdef',
  DATABASE_URL: 'postgres://sentinel:sentinel-db-password@db.internal/app',
  SMTP_URL: 'smtp://sentinel:sentinel-smtp-password@mail.internal',
  STRIPE_SECRET_KEY: 'sk_test_sentinel_stripe_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_sentinel_webhook',
  AI_API_KEY: 'sentinel-ai-api-key',
  GHL_CLIENT_SECRET: 'sentinel-ghl-client-secret',
};

describe('browser bundle', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'agents-bundle-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('contains none of the server secrets set at build time', { timeout: 60_000 }, async () => {
    // Afterwards every variable is put back as it was, in the same process.env object (the
    // sentinels and whatever Vite set while building): the unit tier runs a worker's files in
    // one module graph (isolate: false), where a replaced object would reach every later file.
    const saved = { ...process.env };
    Object.assign(process.env, SENTINELS);
    try {
      await build({
        configFile: join(process.cwd(), 'vite.config.ts'),
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
    const files = readdirSync(join(outDir, 'assets'));
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    const bundle = files.map((f) => readFileSync(join(outDir, 'assets', f), 'utf8')).join('\n');
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    for (const [name, value] of Object.entries(SENTINELS)) {
      expect(bundle.includes(value) || html.includes(value), `${name} reached the browser bundle`).toBe(
        false,
      );
    }
  });
});
