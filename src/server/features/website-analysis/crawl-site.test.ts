import { describe, expect, it } from 'vitest';
import {
  htmlPage,
  type SiteRoute,
  type SiteServer,
  siteServersPerTest,
  websiteFixture,
} from '../../../../test/helpers/site-server';
import { analyzeWebsite } from './analyze-website';
import { ANALYZE_FAILURE_PREFIX, FAILURE_REASONS, type WebsiteFetchLimits } from './website-fetch-limits';

// Which pages an analysis reads: the start page, then same-site pages from sitemaps and links,
// within robots.txt and the page limit. The sites are real HTTP servers on 127.0.0.1.

const serve = siteServersPerTest();

function analyze(site: SiteServer, limits: Partial<WebsiteFetchLimits> = {}) {
  return analyzeWebsite({ url: `${site.origin}/`, allowPrivate: true, limits });
}

function sitemap(urls: string[]): string {
  const entries = urls.map((url) => `<url><loc>${url}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>`;
}

/** An XML file whose text may name the server's own origin. */
function xml(body: (origin: string) => string): SiteRoute {
  return (_req, res, origin) => res.writeHead(200, { 'content-type': 'application/xml' }).end(body(origin));
}

function robots(body: string | ((origin: string) => string), status = 200): SiteRoute {
  return (_req, res, origin) =>
    res
      .writeHead(status, { 'content-type': 'text/plain' })
      .end(typeof body === 'string' ? body : body(origin));
}

/** A start page linking to the given paths, each with its path as the link text. */
function linking(title: string, paths: string[]): string {
  return htmlPage(
    title,
    `<h1>${title}</h1>${paths.map((p) => `<a href="${p}">${p.slice(1)}</a>`).join(' ')}`,
  );
}

describe('analyzeWebsite reads a small business site', () => {
  it('merges the start page with the shipping and returns page it links to', async () => {
    const site = await serve({
      '/': websiteFixture('bakery-home.html'),
      '/shipping-returns': websiteFixture('bakery-shipping-returns.html'),
    });
    const analysis = await analyze(site);

    expect(analysis.url).toBe(`${site.origin}/`);
    expect(analysis.finalUrl).toBe(`${site.origin}/`);
    expect(analysis.title).toBe('Maple Street Bakery – Fresh bread & cakes in Burlington');
    expect(analysis.pages).toEqual([
      { url: `${site.origin}/`, title: 'Maple Street Bakery – Fresh bread & cakes in Burlington' },
      { url: `${site.origin}/shipping-returns`, title: 'Shipping & Returns – Maple Street Bakery' },
    ]);
    expect(analysis.policies.map((p) => [p.kind, p.title])).toEqual([
      ['shipping', 'Shipping'],
      ['returns', 'Returns and refunds'],
    ]);
    expect(analysis.policies[1]!.text).toContain(
      'Because our goods are perishable we cannot accept returns.',
    );
    expect(analysis.offerings).toEqual(
      expect.arrayContaining([
        { name: 'Country sourdough loaf', price: 8, priceText: '$8', description: null },
        expect.objectContaining({ name: 'Custom cakes', price: 45, priceText: 'from $45' }),
      ]),
    );
    // The two spellings of the bakery's number are one phone.
    expect(analysis.contact).toEqual({
      emails: ['orders@maplestreetbakery.example'],
      phones: ['802-555-0199'],
      address: 'Maple Street Bakery, 212 Maple Street, Burlington, VT 05401',
    });
    expect(analysis.openingHours).toEqual([
      'Mon–Fri 7am–6pm',
      'Saturday 8:00 am - 4:00 pm',
      'Sunday: Closed',
    ]);
    expect(analysis.headings).toEqual([
      'Maple Street Bakery',
      "Today's menu",
      'Hours',
      'Find us',
      'Shipping & Returns',
      'Shipping',
      'Returns and refunds',
      'Questions?',
    ]);
    // Missing pages are skipped, and a blog post is not worth one of the few fetches.
    expect(site.pageRequests().sort()).toEqual(['/', '/menu', '/privacy-policy', '/shipping-returns']);
    expect(site.hits('/blog/holiday-hours')).toBe(0);
  });

  it('follows sitemap.xml and links to same-site pages, never to other sites', async () => {
    const other = await serve({ '/deals': htmlPage('Deals', '<p>Another business</p>') });
    const site = await serve({
      '/': htmlPage(
        'Harbor Signs',
        `<h1>Harbor Signs</h1><a href="/services">Services</a> <a href="${other.origin}/deals">Partner deals</a>`,
      ),
      '/services': htmlPage('Services', '<h2>Storefront signs</h2>'),
      '/pricing': htmlPage('Pricing', '<ul><li>Window lettering – $180</li></ul>'),
      '/sitemap.xml': xml((origin) => sitemap([`${origin}/pricing`, `${other.origin}/deals`])),
    });
    const analysis = await analyze(site);

    expect(analysis.pages.map((p) => p.title).sort()).toEqual(['Harbor Signs', 'Pricing', 'Services']);
    expect(analysis.offerings).toEqual([
      { name: 'Window lettering', price: 180, priceText: '$180', description: null },
    ]);
    expect(analysis.headings).toEqual(['Harbor Signs', 'Storefront signs']);
    expect(site.pageRequests().sort()).toEqual(['/', '/pricing', '/services']);
    // Another port is another site, whether linked or listed in the sitemap.
    expect(other.requests).toEqual([]);
  });

  it('reads a sitemap index named in robots.txt and the sitemap it lists', async () => {
    const site = await serve({
      '/robots.txt': robots((origin) => `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap_index.xml`),
      '/': htmlPage('Willow Hair Studio', '<h1>Willow Hair Studio</h1>'),
      '/sitemap_index.xml': xml(
        (origin) =>
          `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemaps/pages.xml</loc></sitemap></sitemapindex>`,
      ),
      '/sitemaps/pages.xml': xml((origin) => sitemap([`${origin}/contact-us`])),
      '/contact-us': htmlPage('Contact', '<p>Write to hello@willowsalon.example or call (503) 555-0177.</p>'),
    });
    const analysis = await analyze(site);

    expect(site.requests.filter((p) => p.endsWith('.xml'))).toEqual([
      '/sitemap_index.xml',
      '/sitemap.xml',
      '/sitemaps/pages.xml',
    ]);
    expect(analysis.pages.map((p) => p.url)).toEqual([`${site.origin}/`, `${site.origin}/contact-us`]);
    expect(analysis.contact.emails).toEqual(['hello@willowsalon.example']);
    expect(analysis.contact.phones).toEqual(['(503) 555-0177']);
  });
});

describe('analyzeWebsite skips later pages it cannot read', () => {
  it('keeps what the start page and the readable pages say when others fail', async () => {
    const elsewhere = await serve({ '/about': htmlPage('Another business', '<p>Not the same site</p>') });
    const site = await serve({
      '/': linking('Harbor Signs', ['/services', '/brochure', '/pricing', '/contact', '/about']),
      '/services': htmlPage('Services', '<h2>Storefront signs</h2>'),
      '/brochure': (_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7'),
      '/pricing': (_req, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Error</h1>'),
      '/contact': htmlPage('Contact', `<p>${'Call us. '.repeat(400)}</p>`),
      '/about': (_req, res) => res.writeHead(301, { location: `${elsewhere.origin}/about` }).end(),
    });
    const analysis = await analyze(site, { maxPageBytes: 2048 });

    expect(analysis.pages.map((p) => p.title)).toEqual(['Harbor Signs', 'Services']);
    expect(site.pageRequests().sort()).toEqual([
      '/',
      '/about',
      '/brochure',
      '/contact',
      '/pricing',
      '/services',
    ]);
    // A redirect off the site lands on a page of another business: fetched, but not taken as ours.
    expect(elsewhere.hits('/about')).toBe(1);
  });
});

describe('analyzeWebsite respects robots.txt', () => {
  it('never requests a disallowed page', async () => {
    const site = await serve({
      '/robots.txt': robots(
        'User-agent: *\nDisallow: /private\n\nUser-agent: SalesAgentPreview\nDisallow: /team',
      ),
      '/': linking('Harbor Signs', ['/services', '/private-offers', '/team']),
      '/services': htmlPage('Services', '<p>Signs</p>'),
      '/private-offers': htmlPage('Private', '<p>Members only</p>'),
      '/team': htmlPage('Team', '<p>Our people</p>'),
    });
    const analysis = await analyze(site);

    // The group naming our product token replaces '*': /team is off limits, /private is not.
    expect(analysis.pages.map((p) => p.title).sort()).toEqual(['Harbor Signs', 'Private', 'Services']);
    expect(site.hits('/team')).toBe(0);
    expect(site.hits('/robots.txt')).toBe(1);
  });

  it('fails clearly when the start page is disallowed, having read nothing but robots.txt', async () => {
    const site = await serve({
      '/robots.txt': robots('User-agent: *\nDisallow: /'),
      '/': htmlPage('Harbor Signs', '<p>Signs</p>'),
    });
    await expect(analyze(site)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `${ANALYZE_FAILURE_PREFIX}${FAILURE_REASONS.robots}`,
    });
    expect(site.requests).toEqual(['/robots.txt']);
  });

  it('treats a robots.txt answering 503 as disallowing everything', async () => {
    const site = await serve({
      '/robots.txt': robots('busy', 503),
      '/': htmlPage('Harbor Signs', '<p>Signs</p>'),
    });
    await expect(analyze(site)).rejects.toMatchObject({
      message: `${ANALYZE_FAILURE_PREFIX}${FAILURE_REASONS.robotsUnreadable}`,
    });
    expect(site.requests).toEqual(['/robots.txt']);
  });
});

describe('analyzeWebsite stops at the page limit', () => {
  const paths = ['/services', '/pricing', '/contact', '/about', '/shipping', '/returns', '/warranty', '/faq'];
  const routes = (): Record<string, SiteRoute> => ({
    '/': linking('Harbor Signs', paths),
    ...Object.fromEntries(paths.map((p) => [p, htmlPage(p.slice(1), `<h2>${p.slice(1)}</h2>`)])),
  });

  it('requests no more pages than maxPages, the start page included', async () => {
    const site = await serve(routes());
    const analysis = await analyze(site, { maxPages: 3 });
    expect(analysis.pages).toHaveLength(3);
    expect(site.pageRequests()).toHaveLength(3);
    // The most useful pages come first: prices, then what is sold.
    expect(site.pageRequests().sort()).toEqual(['/', '/pricing', '/services']);
  });

  it('reads only the start page, and no sitemap, when maxPages is 1', async () => {
    const site = await serve(routes());
    const analysis = await analyze(site, { maxPages: 1 });
    expect(analysis.pages.map((p) => p.url)).toEqual([`${site.origin}/`]);
    expect(site.requests).toEqual(['/robots.txt', '/']);
  });

  it('reads every linked page when the limit allows it, each once', async () => {
    const site = await serve(routes());
    const analysis = await analyze(site, { maxPages: 20 });
    expect(analysis.pages).toHaveLength(paths.length + 1);
    expect(site.pageRequests().sort()).toEqual(['/', ...paths].sort());
  });
});

describe('analyzeWebsite reads pages side by side', () => {
  it('reads the pages a later page links to three at a time, not one after another', async () => {
    const leaves = ['/services', '/pricing', '/contact', '/about'];
    let open = 0;
    let mostOpen = 0;
    const held: (() => void)[] = [];
    // Each leaf answers once three are open together (or after a while, so a crawl that reads
    // one at a time still finishes and the count shows it).
    const leaf: SiteRoute = (_req, res) => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      const answer = () => {
        open--;
        res.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('leaf', '<h2>leaf</h2>'));
      };
      held.push(answer);
      if (held.length >= 3) for (const release of held.splice(0)) release();
      else
        setTimeout(() => {
          const index = held.indexOf(answer);
          if (index === -1) return;
          held.splice(index, 1);
          answer();
        }, 300);
    };
    const site = await serve({
      // The start page links to one hub; only the hub links to the rest.
      '/': linking('Harbor Signs', ['/hub']),
      '/hub': linking('All pages', leaves),
      ...Object.fromEntries(leaves.map((p) => [p, leaf])),
    });
    const analysis = await analyze(site, { maxPages: 20 });
    expect(analysis.pages).toHaveLength(leaves.length + 2);
    expect(mostOpen).toBe(3);
  });
});
