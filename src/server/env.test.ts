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
    expect(env.EMBEDDED_PG_SETTINGS).toEqual([]);
    expect(env.SEED_DEMO).toBe(true);
    expect(env.AI_PROVIDER).toBe('builtin');
    expect(env.publicUrl).toBe('http://localhost:3000');
    expect(env.dashboardUrl).toBe('http://localhost:3001');
  });

  it("reads the embedded database's extra settings as name=value pairs", () => {
    const env = parseEnv({
      EMBEDDED_PG_SETTINGS: ' shared_preload_libraries=pg_stat_statements\n pg_stat_statements.track=all ',
    });
    expect(env.EMBEDDED_PG_SETTINGS).toEqual([
      'shared_preload_libraries=pg_stat_statements',
      'pg_stat_statements.track=all',
    ]);
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
    [
      { EMBEDDED_PG_SETTINGS: 'work_mem=8MB fsync = off' },
      'Invalid configuration: EMBEDDED_PG_SETTINGS must be PostgreSQL settings as name=value separated by spaces (got "fsync")',
    ],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL'],
    [{ AUTH_SECRET: 'short' }, 'Invalid configuration: AUTH_SECRET must be at least 32 characters'],
    [{ PORT: '4000', DASHBOARD_PORT: '4000' }, 'Invalid configuration: DASHBOARD_PORT must differ from PORT'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: AUTH_SECRET must be set in production'],
    [
      { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) },
      'Invalid configuration: PUBLIC_URL must be set in production',
    ],
    [
      { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://example.com' },
      'Invalid configuration: DASHBOARD_URL must be set in production',
    ],
    [
      { TRUSTED_ORIGINS: 'brand.example.com' },
      'Invalid configuration: TRUSTED_ORIGINS must list origins like',
    ],
    [
      { TRUSTED_ORIGINS: 'https://brand.example.com/path' },
      'Invalid configuration: TRUSTED_ORIGINS must list',
    ],
    [{ AI_TIMEOUT_MS: '0' }, 'Invalid configuration: AI_TIMEOUT_MS must be a whole number from 1 to 120000'],
    [{ AI_MAX_OUTPUT_TOKENS: 'lots' }, 'Invalid configuration: AI_MAX_OUTPUT_TOKENS must be a whole number'],
    [{ AI_PROVIDER: 'openai' }, 'Invalid configuration: AI_MODEL must be set when AI_PROVIDER is openai'],
    [
      { AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-haiku-4-5' },
      'Invalid configuration: AI_API_KEY must be set when AI_PROVIDER is anthropic',
    ],
  ])('refuses %j with one line naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    try {
      parseEnv(source);
    } catch (error) {
      expect((error as Error).message.startsWith(message)).toBe(true);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('seeds and shows the demo accounts by default only on the embedded database outside production', () => {
    expect(parseEnv({})).toMatchObject({ SEED_DEMO: true, DEMO_MODE: true });
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@db/app' })).toMatchObject({
      SEED_DEMO: false,
      DEMO_MODE: false,
    });
    const prod = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://a.co',
      DASHBOARD_URL: 'https://app.a.co',
    };
    expect(parseEnv(prod)).toMatchObject({ SEED_DEMO: false, DEMO_MODE: false });
    expect(parseEnv({ ...prod, SEED_DEMO: 'true', DEMO_MODE: '1' })).toMatchObject({
      SEED_DEMO: true,
      DEMO_MODE: true,
    });
  });

  it('bounds language model turns by default and reads a configured model', () => {
    expect(parseEnv({})).toMatchObject({ AI_TIMEOUT_MS: 15_000, AI_MAX_OUTPUT_TOKENS: 600 });
    expect(
      parseEnv({
        AI_PROVIDER: 'openai',
        AI_BASE_URL: 'http://localhost:11434/v1/',
        AI_MODEL: 'llama3.1',
        AI_TIMEOUT_MS: '8000',
        AI_MAX_OUTPUT_TOKENS: '300',
      }),
    ).toMatchObject({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: 8000,
      AI_MAX_OUTPUT_TOKENS: 300,
    });
  });

  it('gives the follow-up e-mail delays of the spec by default and reads configured ones', () => {
    expect(parseEnv({})).toMatchObject({
      AUTOMATION_QUOTE_REMINDER_SECONDS: 7200,
      AUTOMATION_UPSELL_SECONDS: 86_400,
      AUTOMATION_ABANDONED_CHAT_SECONDS: 1800,
    });
    expect(
      parseEnv({
        AUTOMATION_QUOTE_REMINDER_SECONDS: '2',
        AUTOMATION_UPSELL_SECONDS: '3',
        AUTOMATION_ABANDONED_CHAT_SECONDS: '4',
      }),
    ).toMatchObject({
      AUTOMATION_QUOTE_REMINDER_SECONDS: 2,
      AUTOMATION_UPSELL_SECONDS: 3,
      AUTOMATION_ABANDONED_CHAT_SECONDS: 4,
    });
    expect(() => parseEnv({ AUTOMATION_UPSELL_SECONDS: '0' })).toThrow(
      'Invalid configuration: AUTOMATION_UPSELL_SECONDS must be a whole number from 1',
    );
  });

  it('reads extra trusted origins as a list', () => {
    expect(
      parseEnv({ TRUSTED_ORIGINS: 'https://weprintwraps.com, https://app.weprintwraps.com' }).TRUSTED_ORIGINS,
    ).toEqual(['https://weprintwraps.com', 'https://app.weprintwraps.com']);
    expect(parseEnv({}).TRUSTED_ORIGINS).toEqual([]);
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

describe('BRAND_SETTINGS', () => {
  it("lays each brand's configured contact details and hosts over the brand", () => {
    const env = parseEnv({
      BRAND_SETTINGS: JSON.stringify({ weprintwraps: { supportEmail: 'help@weprintwraps.com' } }),
    });
    expect(env.brands.weprintwraps.supportEmail).toBe('help@weprintwraps.com');
    expect(env.brands.default.supportEmail).toBeUndefined();
    expect(parseEnv({}).brands.weprintwraps.supportEmail).toBeUndefined();
  });

  it('stops start-up with one line naming the variable and the field', () => {
    expect(() => parseEnv({ BRAND_SETTINGS: '{oops' })).toThrow(
      /^Invalid configuration: BRAND_SETTINGS must be JSON/,
    );
    expect(() => parseEnv({ BRAND_SETTINGS: JSON.stringify({ default: { phone: '{phone}' } }) })).toThrow(
      /^Invalid configuration: BRAND_SETTINGS default\.phone must be a phone number/,
    );
    expect(() =>
      parseEnv({ BRAND_SETTINGS: JSON.stringify({ mightyagent: { supportEmail: 'support@example.com' } }) }),
    ).toThrow(/BRAND_SETTINGS mightyagent\.supportEmail must be a real value, not a placeholder/);
  });
});

describe('DATABASE_DIRECT_URL', () => {
  const pooled = 'postgres://app:pw@pooler.example.com:6432/app?sslmode=require';
  const direct = 'postgres://app:pw@db.example.com:5432/app?sslmode=require';

  it('is unset by default, and kept beside DATABASE_URL when given', () => {
    expect(parseEnv({ DATABASE_URL: pooled }).DATABASE_DIRECT_URL).toBeUndefined();
    const env = parseEnv({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct });
    expect(env.DATABASE_URL).toBe(pooled);
    expect(env.DATABASE_DIRECT_URL).toBe(direct);
  });

  it('must be a postgres URL, and only goes with DATABASE_URL', () => {
    expect(() => parseEnv({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: 'http://x/y' })).toThrow(
      'Invalid configuration: DATABASE_DIRECT_URL must be a postgres:// URL',
    );
    expect(() => parseEnv({ DATABASE_DIRECT_URL: direct })).toThrow(
      'Invalid configuration: DATABASE_DIRECT_URL is only used with DATABASE_URL',
    );
  });
});
