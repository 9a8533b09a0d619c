import { describe, expect, it } from 'vitest';
import { isAllowedHost } from './allowed-domains';
import { describeSighting, framingHost, SIGHTING_REFRESH_MS, sightingToRecord } from './widget-sighting';

const now = new Date('2026-05-04T09:30:00.000Z');

describe('isAllowedHost', () => {
  const allowed = ['shop.acewraps.test', '*.signs.test', 'not a host'];
  it.each([
    ['shop.acewraps.test', true],
    ['SHOP.acewraps.test.', true],
    ['www.signs.test', true],
    ['a.b.signs.test', true],
    ['signs.test', false],
    ['acewraps.test', false],
    ['evilsigns.test', false],
    ['not a host', false],
  ])('%s → %s', (host, expected) => {
    expect(isAllowedHost(host, allowed)).toBe(expected);
  });
});

describe('framingHost', () => {
  it("reads the framing page's host from Origin, else Referer", () => {
    expect(framingHost({ referer: 'https://Shop.AceWraps.test/pricing?x=1' })).toBe('shop.acewraps.test');
    expect(framingHost({ origin: 'http://127.0.0.1:8080', referer: 'https://other.test/' })).toBe(
      '127.0.0.1',
    );
    expect(framingHost({ origin: 'null', referer: 'https://shop.acewraps.test/' })).toBe(
      'shop.acewraps.test',
    );
    expect(framingHost({ referer: 'https://shop.acewraps.test/', secFetchDest: 'iframe' })).toBe(
      'shop.acewraps.test',
    );
  });

  it('ignores requests that are not a frame, and addresses that are not web pages', () => {
    expect(framingHost({ referer: 'https://shop.acewraps.test/', secFetchDest: 'document' })).toBeNull();
    expect(framingHost({})).toBeNull();
    expect(framingHost({ referer: 'not a url' })).toBeNull();
    expect(framingHost({ referer: 'file:///home/me/page.html' })).toBeNull();
  });
});

describe('sightingToRecord', () => {
  const base = {
    allowedDomains: ['shop.acewraps.test', 'localhost'],
    ownHosts: ['localhost'],
    last: null,
    now,
  };

  it('records an allowed host', () => {
    expect(sightingToRecord({ ...base, host: 'shop.acewraps.test' })).toBe('shop.acewraps.test');
  });

  it('never records a host that is not allowed, or our own', () => {
    expect(sightingToRecord({ ...base, host: 'evil.test' })).toBeNull();
    expect(sightingToRecord({ ...base, host: 'localhost' })).toBeNull();
    expect(sightingToRecord({ ...base, host: null })).toBeNull();
  });

  it('refreshes the same host only every few minutes; another host at once', () => {
    const last = { firstSeenAt: now, lastSeenAt: now, lastSeenHost: 'shop.acewraps.test' };
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(sightingToRecord({ ...base, last, host: 'shop.acewraps.test', now: later(60_000) })).toBeNull();
    expect(
      sightingToRecord({ ...base, last, host: 'shop.acewraps.test', now: later(SIGHTING_REFRESH_MS) }),
    ).toBe('shop.acewraps.test');
    expect(
      sightingToRecord({
        ...base,
        allowedDomains: [...base.allowedDomains, 'www.acewraps.test'],
        last,
        host: 'www.acewraps.test',
        now: later(1000),
      }),
    ).toBe('www.acewraps.test');
  });
});

describe('describeSighting', () => {
  it('says where and when, or that it was not seen yet', () => {
    expect(describeSighting(null, now)).toBe('Not seen yet');
    const seen = (ms: number) => ({
      firstSeenAt: new Date(0),
      lastSeenAt: new Date(now.getTime() - ms),
      lastSeenHost: 'shop.example.com',
    });
    expect(describeSighting(seen(3 * 60_000), now)).toBe('Seen on shop.example.com 3 minutes ago');
    expect(describeSighting(seen(5_000), now)).toBe('Seen on shop.example.com just now');
  });
});
