import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { sharedCookieDomain, trustedOrigins } from '../features/auth';
import { originMatcher } from './origin-check';

describe('trusted origins', () => {
  const isTrusted = originMatcher(trustedOrigins(parseEnv({})));

  it.each([
    'http://localhost:3000',
    'http://localhost:3001',
    'http://127.0.0.1:3001',
    'http://app.localhost:3001',
    'http://weprintwraps.localhost:3000',
    'http://localhost:5173',
  ])('trusts %s in development', (origin) => expect(isTrusted(origin)).toBe(true));

  it.each([
    'http://evil.example',
    'http://localhost:3002',
    'https://localhost.evil.example:3000',
    'http://a.b.localhost:3000.evil',
  ])('refuses %s', (origin) => expect(isTrusted(origin)).toBe(false));

  it('trusts exactly the configured origins in production, brand hosts included', () => {
    const prod = originMatcher(
      trustedOrigins(
        parseEnv({
          NODE_ENV: 'production',
          AUTH_SECRET: 'x'.repeat(32),
          PUBLIC_URL: 'https://example.com',
          DASHBOARD_URL: 'https://app.example.com',
          TRUSTED_ORIGINS: 'https://weprintwraps.com',
        }),
      ),
    );
    expect(prod('https://example.com')).toBe(true);
    expect(prod('https://app.example.com')).toBe(true);
    expect(prod('https://weprintwraps.com')).toBe(true);
    expect(prod('https://forgotten.example.com')).toBe(false);
    expect(prod('http://localhost:3000')).toBe(false);
    expect(prod('https://example.com.evil.net')).toBe(false);
  });
});

describe('shared session cookie domain', () => {
  const env = (PUBLIC_URL: string, DASHBOARD_URL: string) =>
    parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL, DASHBOARD_URL });

  it('is the main host when the dashboard is its sub-host', () => {
    expect(sharedCookieDomain(env('https://example.com', 'https://app.example.com'))).toBe('example.com');
  });

  it('is not set for unrelated hosts, localhost or addresses', () => {
    expect(sharedCookieDomain(env('https://example.com', 'https://dashboard.other.net'))).toBeUndefined();
    expect(sharedCookieDomain(parseEnv({}))).toBeUndefined();
    expect(sharedCookieDomain(env('http://10.0.0.5:3000', 'http://10.0.0.5:3001'))).toBeUndefined();
  });
});
