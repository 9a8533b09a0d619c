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

  describe('configured dashboard host', () => {
    const dashboardHost = 'dashboard.example.com';

    it('is on when the page host equals the configured dashboard host', () => {
      expect(isDashboardMode({ ...main, hostname: 'dashboard.example.com' })).toBe(false);
      expect(isDashboardMode({ ...main, hostname: 'dashboard.example.com' }, { dashboardHost })).toBe(true);
    });

    it('compares case-insensitively and prefers the host field when given', () => {
      expect(isDashboardMode({ ...main, hostname: 'Dashboard.Example.COM' }, { dashboardHost })).toBe(true);
      expect(
        isDashboardMode(
          { ...main, hostname: 'dashboard.example.com', host: 'DASHBOARD.example.com' },
          { dashboardHost: 'dashboard.EXAMPLE.com' },
        ),
      ).toBe(true);
    });

    it('includes the port in the comparison', () => {
      const opts = { dashboardHost: 'dash.test:8443' };
      expect(isDashboardMode({ ...main, hostname: 'dash.test', port: '8443' }, opts)).toBe(true);
      expect(isDashboardMode({ ...main, hostname: 'dash.test', host: 'dash.test:8443' }, opts)).toBe(true);
      expect(isDashboardMode({ ...main, hostname: 'dash.test', port: '8444' }, opts)).toBe(false);
      expect(isDashboardMode({ ...main, hostname: 'dash.test' }, opts)).toBe(false);
      expect(
        isDashboardMode({ ...main, hostname: 'dash.test', port: '8443' }, { dashboardHost: 'dash.test' }),
      ).toBe(false);
    });

    it('is off for other hosts, including the main site and look-alikes', () => {
      for (const hostname of [
        'example.com',
        'www.example.com',
        'dashboard.example.com.evil.test',
        'xdashboard.example.com',
      ]) {
        expect(isDashboardMode({ ...main, hostname }, { dashboardHost })).toBe(false);
      }
    });

    it('ignores an empty configured host', () => {
      expect(isDashboardMode(main, { dashboardHost: '' })).toBe(false);
      expect(isDashboardMode({ ...main, hostname: '', host: '' }, { dashboardHost: '' })).toBe(false);
    });

    it('keeps the other rules working alongside it', () => {
      expect(isDashboardMode({ ...main, port: '3001' }, { dashboardHost })).toBe(true);
      expect(isDashboardMode({ ...main, hostname: 'app.example.com' }, { dashboardHost })).toBe(true);
      expect(isDashboardMode({ ...main, pathname: '/admin' }, { dashboardHost })).toBe(true);
    });
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
