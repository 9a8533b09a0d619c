import { Agent, buildConnector } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  htmlPage,
  type SiteRoute,
  type SiteServer,
  startSiteServer,
} from '../../../../test/helpers/site-server';
import { type AnalyzeWebsiteOptions, analyzeWebsite, type LookupFunction } from './analyze-website';
import { fetchResource } from './fetch-resource';
import {
  ANALYZE_FAILURE_PREFIX,
  DEFAULT_WEBSITE_FETCH_LIMITS,
  FAILURE_REASONS,
} from './website-fetch-limits';

// SSRF: the analysis fetches whatever URL a visitor types, so nothing outside the public internet
// may be reached, whether named by an IP literal, a local name, a DNS answer or a redirect. The
// "private" targets are real servers on 127.0.0.1 that count the requests they get.

const REFUSED = `${ANALYZE_FAILURE_PREFIX}${FAILURE_REASONS.privateAddress}`;
const HOME = htmlPage('Harbor Signs', '<h1>Harbor Signs</h1><p>Storefront signs in Portland.</p>');

let site: SiteServer;
let lookups: string[] = [];

/** A DNS stand-in that answers every name with the given addresses and records what it was asked. */
function answering(...addresses: string[]): LookupFunction {
  return async (hostname) => {
    lookups.push(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

function analyze(url: string, options: Partial<AnalyzeWebsiteOptions> = {}) {
  return analyzeWebsite({ url, allowPrivate: false, lookup: answering('127.0.0.1'), ...options });
}

beforeAll(async () => {
  site = await startSiteServer({
    '/': HOME,
    '/secret': htmlPage('Secret', '<p>internal only</p>'),
  });
});
afterAll(() => site.close());
beforeEach(() => {
  site.requests.length = 0;
  lookups = [];
});

describe('analyzeWebsite refuses addresses outside the public internet', () => {
  it.each([
    ['IPv4 loopback', () => `http://127.0.0.1:${site.port}/`],
    ['IPv4 loopback without a scheme', () => `127.0.0.1:${site.port}`],
    ['IPv6 loopback', () => `http://[::1]:${site.port}/`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${site.port}/`],
    ['the unspecified address', () => `http://0.0.0.0:${site.port}/`],
    ['a decimal IPv4', () => `http://2130706433:${site.port}/`],
    ['a hexadecimal IPv4', () => `http://0x7f000001:${site.port}/`],
    ['an octal IPv4', () => `http://0177.0.0.1:${site.port}/`],
    ['a shortened IPv4', () => `http://127.1:${site.port}/`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['localhost', () => `http://localhost:${site.port}/`],
    ['localhost in capitals with a final dot', () => `http://LOCALHOST.:${site.port}/`],
    ['a *.localhost name', () => `http://shop.localhost:${site.port}/`],
    ['10.0.0.0/8', () => 'http://10.0.0.5/'],
    ['192.168.0.0/16', () => 'http://192.168.1.10/'],
    ['172.16.0.0/12', () => 'http://172.16.0.1/'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/'],
    ['IPv6 unique-local', () => 'http://[fd00::1]/'],
    ['IPv6 link-local', () => 'http://[fe80::1]/'],
  ])('%s, before any DNS lookup or request', async (_name, url) => {
    await expect(analyze(url())).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: REFUSED });
    expect(lookups).toEqual([]);
    expect(site.requests).toEqual([]);
  });

  it.each([
    ['loopback', ['127.0.0.1']],
    ['IPv6 loopback', ['::1']],
    ['IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['the metadata address', ['169.254.169.254']],
    ['a private address', ['10.1.2.3']],
    ['IPv6 link-local', ['fe80::1']],
    ['a public and a private address (a staged DNS rebinding)', ['93.184.216.34', '127.0.0.1']],
  ])('a public-looking name whose DNS answer is %s, after resolution', async (_name, addresses) => {
    await expect(
      analyze(`http://shop.example:${site.port}/`, { lookup: answering(...addresses) }),
    ).rejects.toMatchObject({ message: REFUSED });
    // The name was resolved inside the connection attempt (robots.txt comes first), and refused there.
    expect(lookups).toEqual(['shop.example']);
    expect(site.requests).toEqual([]);
  });

  it('refuses every connection of a name that keeps answering loopback, not only the first', async () => {
    const lookup = answering('127.0.0.1');
    await expect(analyze(`http://shop.example:${site.port}/`, { lookup })).rejects.toMatchObject({
      message: REFUSED,
    });
    await expect(analyze(`http://shop.example:${site.port}/secret`, { lookup })).rejects.toMatchObject({
      message: REFUSED,
    });
    expect(lookups).toEqual(['shop.example', 'shop.example']);
    expect(site.requests).toEqual([]);
  });
});

describe('analyzeWebsite with allowPrivate (ALLOW_PRIVATE_FETCH=1 in tests)', () => {
  it('reads the same loopback site by IP', async () => {
    const analysis = await analyze(`http://127.0.0.1:${site.port}/`, { allowPrivate: true });
    expect(analysis.title).toBe('Harbor Signs');
    expect(analysis.finalUrl).toBe(`http://127.0.0.1:${site.port}/`);
    expect(site.hits('/')).toBe(1);
  });

  it('reads it through a name that resolves to loopback, resolving with the injected lookup', async () => {
    const analysis = await analyze(`http://shop.example:${site.port}/`, { allowPrivate: true });
    expect(analysis.headings).toEqual(['Harbor Signs']);
    expect(lookups.every((name) => name === 'shop.example')).toBe(true);
    expect(lookups.length).toBeGreaterThan(0);
    expect(site.hits('/')).toBe(1);
  });
});

describe('fetchResource checks every redirect hop', () => {
  // The first hop has to succeed with allowPrivate false, so it goes over a plain undici transport
  // that delivers every connection to the test server whatever the host; the guard under test is
  // the per-hop check fetchResource itself makes before each request.
  let redirector: SiteServer;
  let transport: Agent;

  beforeAll(async () => {
    const redirect =
      (location: () => string): SiteRoute =>
      (_req, res) =>
        res.writeHead(302, { location: location() }).end();
    redirector = await startSiteServer({
      '/to-loopback': redirect(() => `http://127.0.0.1:${site.port}/secret`),
      '/to-localhost': redirect(() => `http://localhost:${site.port}/secret`),
      '/to-mapped-loopback': redirect(() => `http://[::ffff:7f00:1]:${site.port}/secret`),
      '/to-metadata': redirect(() => 'http://169.254.169.254/latest/meta-data/'),
      '/to-decimal-ip': redirect(() => `http://2130706433:${site.port}/secret`),
      '/to-file': redirect(() => 'file:///etc/passwd'),
      '/to-welcome': redirect(() => '/welcome'),
      '/welcome': HOME,
    });
    const connect = buildConnector({});
    transport = new Agent({
      connect: (options, callback) =>
        connect({ ...options, hostname: '127.0.0.1', port: String(redirector.port) }, callback),
    });
  });
  afterAll(async () => {
    await transport.close();
    await redirector.close();
  });
  beforeEach(() => {
    redirector.requests.length = 0;
  });

  function fetchFromPublicName(path: string) {
    const session = {
      dispatcher: transport,
      allowPrivate: false,
      limits: DEFAULT_WEBSITE_FETCH_LIMITS,
      totalSignal: new AbortController().signal,
    };
    return fetchResource(session, new URL(`http://shop.example${path}`), { kind: 'page' });
  }

  it('follows a redirect that stays on the public site', async () => {
    const page = await fetchFromPublicName('/to-welcome');
    expect(page.url.href).toBe('http://shop.example/welcome');
    expect(page.text).toContain('<h1>Harbor Signs</h1>');
    expect(redirector.requests).toEqual(['/to-welcome', '/welcome']);
  });

  it.each([
    '/to-loopback',
    '/to-localhost',
    '/to-mapped-loopback',
    '/to-metadata',
    '/to-decimal-ip',
  ])('refuses the private hop of %s, which is never requested', async (path) => {
    await expect(fetchFromPublicName(path)).rejects.toMatchObject({ message: REFUSED });
    // The transport would deliver the private hop here too: only the first request arrived.
    expect(redirector.requests).toEqual([path]);
  });

  it('refuses a redirect to a scheme other than http(s)', async () => {
    await expect(fetchFromPublicName('/to-file')).rejects.toMatchObject({
      message: `${ANALYZE_FAILURE_PREFIX}${FAILURE_REASONS.redirectScheme}`,
    });
    expect(redirector.requests).toEqual(['/to-file']);
  });
});
