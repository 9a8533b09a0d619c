import { isHttpProtocol, isSameSite, parseWebUrl } from '../../../domain/website/site-url';
import { parseSitemap } from '../../../domain/website/sitemap';
import type { Logger } from '../../lib/logger';
import { type FetchSession, fetchResource } from './fetch-resource';
import type { RobotsBook } from './robots-book';

/** Sitemap files read per analysis (an index and a couple of its children is plenty). */
const MAX_SITEMAP_FILES = 3;
const MAX_SITEMAP_PAGES = 500;

/**
 * Same-site page URLs listed by the site's sitemaps: those named in robots.txt, then
 * /sitemap.xml. A missing or broken sitemap is not a failure; the crawl falls back on links.
 */
export async function discoverSitemapPages(options: {
  session: FetchSession;
  robotsBook: RobotsBook;
  site: URL;
  logger?: Logger;
}): Promise<string[]> {
  const { session, robotsBook, site, logger } = options;
  const siteUrl = parseWebUrl(site.href)!;
  const { robots } = await robotsBook.robotsOf(site);
  const queue = [...robots.sitemaps, new URL('/sitemap.xml', site.origin).href];
  const seen = new Set<string>();
  const pages: string[] = [];
  let files = 0;

  while (queue.length > 0 && files < MAX_SITEMAP_FILES && pages.length < MAX_SITEMAP_PAGES) {
    const next = queue.shift()!;
    const url = parseWebUrl(next, site.href);
    // Sitemaps elsewhere (a CDN, another domain) are not read: the crawl stays on the site.
    if (!url || seen.has(url.href) || !isHttpProtocol(url.protocol) || !isSameSite(url, siteUrl)) continue;
    seen.add(url.href);
    files++;
    if (session.totalSignal.aborted || session.callerSignal?.aborted) break;
    try {
      const response = await fetchResource(session, new URL(url.href), {
        kind: 'sitemap',
        beforeHop: (hop) => robotsBook.assertAllowed(hop),
      });
      const entries = parseSitemap(response.text);
      for (const page of entries.pages) if (pages.length < MAX_SITEMAP_PAGES) pages.push(page);
      queue.push(...entries.sitemaps);
    } catch (error) {
      if (session.callerSignal?.aborted) throw error;
      logger?.debug({ err: error, url: url.href }, 'sitemap skipped');
    }
  }
  return pages;
}
