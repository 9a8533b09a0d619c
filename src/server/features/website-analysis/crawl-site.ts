import type { PageFacts } from '../../../domain/website/merge-page-facts';
import { type PageCandidate, pickNextPage, scorePage } from '../../../domain/website/page-priority';
import { isSameSite, pageKey, pageLinkOf, parseWebUrl, type WebUrl } from '../../../domain/website/site-url';
import type { Logger } from '../../lib/logger';
import { extractPage } from './extract-page';
import { type FetchSession, fetchResource } from './fetch-resource';
import { RobotsBook } from './robots-book';
import { discoverSitemapPages } from './sitemap-discovery';

/** Pages fetched at once: quick enough for a preview, gentle enough for a small business's server. */
const CONCURRENCY = 3;
const MAX_CANDIDATES = 2000;

export interface CrawlResult {
  /** The start page's URL after redirects. */
  finalUrl: string;
  /** What each page read yielded, the start page first. */
  pages: PageFacts[];
}

function isCancelled(session: FetchSession): boolean {
  return session.totalSignal.aborted || session.callerSignal?.aborted === true;
}

/**
 * Reads the start page (any failure there fails the analysis), then, within the page limit and
 * the time left, the most useful same-site pages found in sitemaps and links. A later page that
 * fails, is not HTML or is disallowed by robots.txt is skipped.
 */
export async function crawlSite(options: {
  session: FetchSession;
  start: URL;
  logger?: Logger;
  /** Hears the count of pages read so far, after each one (progress for whoever waits). */
  onPage?: (pagesRead: number) => void;
}): Promise<CrawlResult> {
  const { session, start, logger, onPage } = options;
  const robotsBook = new RobotsBook(session);
  const beforeHop = (url: URL) => robotsBook.assertAllowed(url);

  const first = await fetchResource(session, start, { kind: 'page', beforeHop });
  const startPage = extractPage(first.text, first.url.href, { isStartPage: true });
  const pages: PageFacts[] = [startPage.facts];
  onPage?.(pages.length);
  const site: WebUrl = parseWebUrl(first.url.href)!;
  const known = new Set([pageKey(parseWebUrl(start.href)!), pageKey(site)]);
  const candidates: PageCandidate[] = [];
  // Pages already read, under the URL they landed on after redirects.
  const read = new Set([pageKey(site)]);

  const addCandidate = (href: string, text: string) => {
    const url = pageLinkOf(href, site.href, site);
    if (!url || candidates.length >= MAX_CANDIDATES) return;
    const key = pageKey(url);
    if (known.has(key)) return;
    known.add(key);
    candidates.push(scorePage(url.href, text));
  };
  for (const link of startPage.links) addCandidate(link.url, link.text);
  if (session.limits.maxPages <= 1) return { finalUrl: first.url.href, pages };

  try {
    const listed = await discoverSitemapPages({ session, robotsBook, site: first.url, logger });
    for (const href of listed) addCandidate(href, '');
  } catch (error) {
    if (session.callerSignal?.aborted) throw error;
    logger?.debug({ err: error }, 'sitemaps skipped');
  }

  let attempts = 1;
  const takenByBucket = new Map<string, number>();
  // A worker that finds no page to read while others are still reading waits for them: the page
  // being read may link to more, which this worker then reads alongside.
  let reading = 0;
  let waiting: (() => void)[] = [];
  const pageDone = () => {
    const wake = waiting;
    waiting = [];
    for (const resume of wake) resume();
  };
  const worker = async () => {
    while (attempts < session.limits.maxPages && !isCancelled(session)) {
      const next = pickNextPage(candidates, takenByBucket);
      if (!next) {
        if (reading === 0) return;
        await new Promise<void>((resume) => waiting.push(resume));
        continue;
      }
      candidates.splice(candidates.indexOf(next), 1);
      attempts++;
      takenByBucket.set(next.bucket, (takenByBucket.get(next.bucket) ?? 0) + 1);
      reading++;
      try {
        const resource = await fetchResource(session, new URL(next.url), { kind: 'page', beforeHop });
        const landed = parseWebUrl(resource.url.href)!;
        if (!isSameSite(landed, site)) continue;
        const landedKey = pageKey(landed);
        if (read.has(landedKey)) continue;
        read.add(landedKey);
        known.add(landedKey);
        const page = extractPage(resource.text, resource.url.href, { isStartPage: false });
        pages.push(page.facts);
        onPage?.(pages.length);
        for (const link of page.links) addCandidate(link.url, link.text);
      } catch (error) {
        if (session.callerSignal?.aborted) throw error;
        logger?.debug({ err: error, url: next.url }, 'page skipped');
      } finally {
        reading--;
        pageDone();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (session.callerSignal?.aborted) throw session.callerSignal.reason;
  return { finalUrl: first.url.href, pages };
}
