import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, publicConfig } from './env';

describe('parseEnv', () => {
  it('gives the documented defaults on an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DASHBOARD_PORT).toBe(3001);
    expect(env.DATA_DIR).toBe('.data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.EMBEDDED_PG_PORT).toBe(54329);
    expect(env.SEED_DEMO).toBe(true);
    expect(env.AI_PROVIDER).toBe('builtin');
    expect(env.publicUrl).toBe('http://localhost:3000');
    expect(env.dashboardUrl).toBe('http://localhost:3001');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ DASHBOARD_PORT: '-1' }, 'Invalid configuration: DASHBOARD_PORT must be a whole number'],
    [{ DATABASE_URL: 'not a url' }, 'Invalid configuration: DATABASE_URL must be a postgres:// URL'],
    [{ DATABASE_URL: 'mysql://u@h/db' }, 'Invalid configuration: DATABASE_URL must be a postgres:// URL'],
    [
      { DATABASE_URL: 'postgres://u@host' },
      'Invalid configuration: DATABASE_URL must be a postgres:// URL with a host',
    ],
    [{ SMTP_URL: 'http://mail' }, 'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ SEED_DEMO: 'maybe' }, 'Invalid configuration: SEED_DEMO must be true or false (got "maybe")'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL'],
    [{ AUTH_SECRET: 'short' }, 'Invalid configuration: AUTH_SECRET must be at least 32 characters'],
    [{ PORT: '4000', DASHBOARD_PORT: '4000' }, 'Invalid configuration: DASHBOARD_PORT must differ from PORT'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: AUTH_SECRET must be set in production'],
  ])('refuses %j with one line naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    try {
      parseEnv(source);
    } catch (error) {
      expect((error as Error).message.startsWith(message)).toBe(true);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('seeds and shows the demo accounts by default except in production', () => {
    expect(parseEnv({})).toMatchObject({ SEED_DEMO: true, DEMO_MODE: true });
    const production = parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) });
    expect(production).toMatchObject({ SEED_DEMO: false, DEMO_MODE: false });
    expect(
      parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SEED_DEMO: 'true', DEMO_MODE: '1' }),
    ).toMatchObject({ SEED_DEMO: true, DEMO_MODE: true });
  });

  it('accepts a full postgres URL and keeps it', () => {
    const env = parseEnv({ DATABASE_URL: 'postgresql://app:secret@db.internal:5432/agents' });
    expect(env.DATABASE_URL).toBe('postgresql://app:secret@db.internal:5432/agents');
  });

  it('derives the public URLs from the ports unless given', () => {
    expect(parseEnv({ PORT: '8080', DASHBOARD_PORT: '8081' }).dashboardUrl).toBe('http://localhost:8081');
    expect(parseEnv({ PUBLIC_URL: 'https://example.com/' }).publicUrl).toBe('https://example.com');
  });

  it('shows the browser no secret', () => {
    const env = parseEnv({
      AUTH_SECRET: 'x'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_test_123',
      AI_API_KEY: 'key-123',
      DATABASE_URL: 'postgres://u:p@h/db',
    });
    const visible = JSON.stringify(publicConfig(env));
    for (const secret of ['x'.repeat(40), 'sk_test_123', 'key-123', 'postgres://']) {
      expect(visible).not.toContain(secret);
    }
  });
});
