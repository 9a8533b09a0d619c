import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppSubdomain, isDashboardMode, SPEC_DASHBOARD_PORT } from './mode';

const main = { hostname: 'example.com', port: '', search: '', pathname: '/' };

describe('isAppSubdomain', () => {
  it.each([
    ['app.localhost', true],
    ['app.example.com', true],
    ['APP.example.com', true],
    ['example.com', false],
    ['myapp.example.com', false],
    ['apps.example.com', false],
    ['app.', false],
    ['localhost', false],
  ] as const)('%s → %s', (host, expected) => {
    expect(isAppSubdomain(host)).toBe(expected);
  });
});

describe('isDashboardMode', () => {
  it('is off for the plain main site', () => {
    expect(isDashboardMode(main)).toBe(false);
    expect(isDashboardMode({ ...main, hostname: 'localhost', port: '3000' })).toBe(false);
  });

  it('is on for an app-prefixed subdomain', () => {
    expect(isDashboardMode({ ...main, hostname: 'app.localhost' })).toBe(true);
  });

  it('is on for port 3001 only', () => {
    expect(SPEC_DASHBOARD_PORT).toBe(3001);
    expect(isDashboardMode({ ...main, port: '3001' })).toBe(true);
    expect(isDashboardMode({ ...main, port: '3000' })).toBe(false);
    expect(isDashboardMode({ ...main, port: '30010' })).toBe(false);
  });

  it('honours a configured dashboard port instead of 3001', () => {
    expect(isDashboardMode({ ...main, port: '4001' }, { dashboardPort: 4001 })).toBe(true);
    expect(isDashboardMode({ ...main, port: '3001' }, { dashboardPort: 4001 })).toBe(false);
  });

  it.each([
    ['?dashboard=true', true],
    ['?admin=true', true],
    ['?x=1&dashboard=true', true],
    ['dashboard=true', true],
    ['?dashboard=false', false],
    ['?dashboard=TRUE', false],
    ['?admin=1', false],
    ['?dashboard', false],
    ['?notdashboard=true', false],
  ] as const)('query %s → %s', (search, expected) => {
    expect(isDashboardMode({ ...main, search })).toBe(expected);
  });

  it.each([
    ['/admin', true],
    ['/admin/', true],
    ['/admin/quotes', true],
    ['/administrator', false],
    ['/dashboard', false],
    ['/', false],
  ] as const)('path %s → %s', (pathname, expected) => {
    expect(isDashboardMode({ ...main, pathname })).toBe(expected);
  });

  it('never throws on arbitrary query strings', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        expect(typeof isDashboardMode({ ...main, search })).toBe('boolean');
      }),
    );
  });
});
