import type { ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { htmlPage, type SiteRoute, sendHtml, siteServersPerTest } from '../../../../test/helpers/site-server';
import { analyzeWebsite } from './analyze-website';
import { ANALYZE_FAILURE_PREFIX, FAILURE_REASONS, type WebsiteFetchLimits } from './website-fetch-limits';

// How an analysis fails, and what it still reads, at the edges of its limits: slow, large,
// non-HTML, redirecting, broken and unreachable sites, served for real on 127.0.0.1.

const HOME = htmlPage('Harbor Signs', '<h1>Harbor Signs</h1><p>Storefront signs in Portland.</p>');
const serve = siteServersPerTest();

function analyze(url: string, limits: Partial<WebsiteFetchLimits> = {}) {
  return analyzeWebsite({ url, allowPrivate: true, limits });
}

function failure(reason: string) {
  return { code: 'VALIDATION_FAILED', message: `${ANALYZE_FAILURE_PREFIX}${reason}` };
}

/** A route that accepts the request and never answers. */
const silent: SiteRoute = () => {};

function body(contentType: string | null, content: string | Buffer, encoding?: string): SiteRoute {
  return (_req, res) => {
    if (contentType) res.setHeader('content-type', contentType);
    if (encoding) res.setHeader('content-encoding', encoding);
    res.end(content);
  };
}

function redirect(location: string, status = 302): SiteRoute {
  return (_req, res) => res.writeHead(status, { location }).end();
}

describe('analyzeWebsite on slow sites', () => {
  it('fails when a page does not answer within the page timeout', async () => {
    const site = await serve({ '/': silent });
    // 1 s, not 0.3: on a loaded machine 0.3 s ran out before this server had even seen the
    // request it counts below.
    await expect(analyze(`${site.origin}/`, { pageTimeoutMs: 1_000 })).rejects.toMatchObject(
      failure('the site did not answer within 1 second'),
    );
    expect(site.hits('/')).toBe(1);
  });

  it('gives the page its whole time however long robots.txt took to read', async () => {
    const later =
      (ms: number, answer: (res: ServerResponse) => void): SiteRoute =>
      (_req, res) => {
        setTimeout(() => answer(res), ms);
      };
    const site = await serve({
      '/robots.txt': later(1_000, (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('')),
      '/': later(800, (res) => res.writeHead(200, { 'content-type': 'text/html' }).end(HOME)),
    });
    // 1 s for robots.txt and 0.8 s for the page: each within 1.4 s, not both together. The
    // 0.4 s margins leave room for a loaded machine's late timers (100 ms margins did not).
    const analysis = await analyze(`${site.origin}/`, { pageTimeoutMs: 1_400, maxPages: 1 });
    expect(analysis.pages.map((p) => p.url)).toEqual([`${site.origin}/`]);
    expect(site.requests).toEqual(['/robots.txt', '/']);
  });

  it('fails when the body stops arriving halfway', async () => {
    const site = await serve({
      '/': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<!doctype html><html><head><title>Harbor');
      },
    });
    await expect(analyze(`${site.origin}/`, { pageTimeoutMs: 300 })).rejects.toMatchObject(
      failure(FAILURE_REASONS.pageTimeout(300)),
    );
  });

  it('fails when the start page outlasts the whole analysis', async () => {
    const site = await serve({ '/': silent });
    await expect(
      analyze(`${site.origin}/`, { totalTimeoutMs: 400, pageTimeoutMs: 10_000 }),
    ).rejects.toMatchObject(failure('the analysis took longer than 0.4 seconds'));
  });

  it('keeps the pages it read when a later page outlasts the analysis', async () => {
    const site = await serve({ '/': `${HOME}<a href="/pricing">Pricing</a>`, '/pricing': silent });
    const analysis = await analyze(`${site.origin}/`, { totalTimeoutMs: 1500, pageTimeoutMs: 10_000 });
    expect(analysis.pages.map((p) => p.url)).toEqual([`${site.origin}/`]);
    expect(site.hits('/pricing')).toBe(1);
  });
});

describe('analyzeWebsite on large pages', () => {
  const big = htmlPage('Big', `<p>${'Storefront signs. '.repeat(600)}</p>`);

  it('refuses a page larger than maxPageBytes, whether its length is announced or not', async () => {
    const site = await serve({
      '/announced': body('text/html', big),
      '/chunked': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        for (let i = 0; i < big.length; i += 1000) res.write(big.slice(i, i + 1000));
        res.end();
      },
    });
    for (const path of ['/announced', '/chunked']) {
      await expect(analyze(`${site.origin}${path}`, { maxPageBytes: 2048 })).rejects.toMatchObject(
        failure('the page is larger than 2 KB'),
      );
    }
  });

  it('counts bytes after decompression, so a small gzip body cannot hide a large page', async () => {
    const site = await serve({ '/': body('text/html', gzipSync(big), 'gzip') });
    expect(gzipSync(big).length).toBeLessThan(2048);
    await expect(analyze(`${site.origin}/`, { maxPageBytes: 2048 })).rejects.toMatchObject(
      failure(FAILURE_REASONS.tooLarge(2048)),
    );
  });

  it('reads a page just under the limit', async () => {
    const site = await serve({ '/': HOME });
    const analysis = await analyze(`${site.origin}/`, { maxPageBytes: Buffer.byteLength(HOME) });
    expect(analysis.title).toBe('Harbor Signs');
  });
});

describe('analyzeWebsite on what is not an HTML page', () => {
  it.each([
    ['JSON', 'application/json', '{"name":"Harbor Signs"}'],
    ['an image', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['plain text', 'text/plain; charset=utf-8', 'Harbor Signs'],
    ['JSON without a content type', null, '{"name":"Harbor Signs"}'],
  ])('refuses %s', async (_name, contentType, content) => {
    const site = await serve({ '/': body(contentType, content) });
    await expect(analyze(`${site.origin}/`)).rejects.toMatchObject(failure(FAILURE_REASONS.notHtml));
  });

  it('reads HTML served without a content type', async () => {
    const site = await serve({ '/': body(null, HOME) });
    expect((await analyze(`${site.origin}/`)).title).toBe('Harbor Signs');
  });

  it('decodes gzip and brotli bodies and a declared legacy charset', async () => {
    const latin1 = Buffer.from(htmlPage('Café Olé', '<h1>Crêpes</h1>'), 'latin1');
    const site = await serve({
      '/gzip': body('text/html; charset=utf-8', gzipSync(HOME), 'gzip'),
      '/br': body('text/html; charset=utf-8', brotliCompressSync(HOME), 'br'),
      '/latin1': body('text/html; charset=iso-8859-1', latin1),
    });
    expect((await analyze(`${site.origin}/gzip`)).headings).toEqual(['Harbor Signs']);
    expect((await analyze(`${site.origin}/br`)).title).toBe('Harbor Signs');
    const analysis = await analyze(`${site.origin}/latin1`);
    expect([analysis.title, analysis.headings]).toEqual(['Café Olé', ['Crêpes']]);
  });
});

describe('analyzeWebsite on redirects', () => {
  // /hop/3 → /hop/2 → /hop/1 → /hop/0 (the page), with a different redirect status at each hop.
  const chain = (): Record<string, SiteRoute> => ({
    '/hop/0': HOME,
    ...Object.fromEntries(
      [1, 2, 3, 4, 5, 6].map((n) => [
        `/hop/${n}`,
        redirect(`/hop/${n - 1}`, [301, 302, 303, 307, 308][n % 5]),
      ]),
    ),
    '/loop': redirect('/loop'),
    '/nowhere': redirect(''),
  });

  it('follows up to 5 redirects by default and reports where the page landed', async () => {
    const site = await serve(chain());
    const analysis = await analyze(`${site.origin}/hop/5`);
    expect(analysis.url).toBe(`${site.origin}/hop/5`);
    expect(analysis.finalUrl).toBe(`${site.origin}/hop/0`);
    expect(analysis.pages.map((p) => p.url)).toEqual([`${site.origin}/hop/0`]);
  });

  it('refuses a sixth redirect without following it', async () => {
    const site = await serve(chain());
    await expect(analyze(`${site.origin}/hop/6`)).rejects.toMatchObject(
      failure(FAILURE_REASONS.tooManyRedirects),
    );
    expect(site.hits('/hop/0')).toBe(0);
    expect(site.hits('/hop/1')).toBe(1);
  });

  it('follows exactly maxRedirects when it is lowered', async () => {
    const site = await serve(chain());
    expect((await analyze(`${site.origin}/hop/2`, { maxRedirects: 2 })).finalUrl).toBe(
      `${site.origin}/hop/0`,
    );
    await expect(analyze(`${site.origin}/hop/3`, { maxRedirects: 2 })).rejects.toMatchObject(
      failure(FAILURE_REASONS.tooManyRedirects),
    );
  });

  it('stops a redirect loop and an empty redirect', async () => {
    const site = await serve(chain());
    await expect(analyze(`${site.origin}/loop`)).rejects.toMatchObject(
      failure(FAILURE_REASONS.tooManyRedirects),
    );
    expect(site.hits('/loop')).toBe(6);
    await expect(analyze(`${site.origin}/nowhere`)).rejects.toMatchObject(
      failure(FAILURE_REASONS.badRedirect),
    );
  });
});

describe('analyzeWebsite on broken and unreachable sites', () => {
  it.each([404, 500, 403])('fails with the HTTP status %i of the start page', async (status) => {
    const site = await serve({ '/': (_req, res) => sendHtml(res, '<h1>Oops</h1>', status) });
    await expect(analyze(`${site.origin}/`)).rejects.toMatchObject(
      failure(`the site answered with HTTP status ${status}`),
    );
  });

  it('fails when nothing listens on the port', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await expect(analyze(`http://127.0.0.1:${port}/`)).rejects.toMatchObject(
      failure(FAILURE_REASONS.unreachable),
    );
  });

  it('fails on an address that is not a website URL, before any request', async () => {
    await expect(analyze('ftp://harborsigns.example/')).rejects.toMatchObject(
      failure('only http and https addresses can be analyzed'),
    );
    await expect(analyze('http://owner:secret@127.0.0.1/')).rejects.toMatchObject(
      failure('the address must not contain a user name or password'),
    );
  });
});
