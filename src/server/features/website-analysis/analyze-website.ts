import { z } from 'zod';
import { mergePageFacts } from '../../../domain/website/merge-page-facts';
import { normalizeStartUrl, parseWebUrl, siteKey } from '../../../domain/website/site-url';
import type { WebsiteAnalysis } from '../../../domain/website/website-analysis';
import type { Logger } from '../../lib/logger';
import { assertFetchableUrl, createGuardedAgent, type LookupFunction } from './address-guard';
import { crawlSite } from './crawl-site';
import {
  DEFAULT_WEBSITE_FETCH_LIMITS,
  WebsiteFetchError,
  type WebsiteFetchLimits,
} from './website-fetch-limits';

export type { WebsiteAnalysis } from '../../../domain/website/website-analysis';
export { knowledgeFromAnalysis } from '../../../domain/website/website-knowledge';
export type { LookupFunction } from './address-guard';
export type { WebsiteFetchLimits } from './website-fetch-limits';

const positiveInt = z.number().int().positive();
const limitsSchema = z
  .object({
    maxPages: positiveInt.max(100),
    pageTimeoutMs: positiveInt,
    maxPageBytes: positiveInt,
    totalTimeoutMs: positiveInt,
    maxRedirects: z.number().int().min(0).max(20),
  })
  .partial()
  .strict();

export interface AnalyzeWebsiteOptions {
  url: string;
  /** Lifts the refusal of loopback and private addresses; only tests set it (ALLOW_PRIVATE_FETCH). */
  allowPrivate: boolean;
  limits?: Partial<WebsiteFetchLimits>;
  /** DNS resolution, replaceable so tests can point names anywhere without real DNS. */
  lookup?: LookupFunction;
  signal?: AbortSignal;
  logger?: Logger;
  /**
   * Awaited once per site (siteKey) the analysis is about to contact, the typed one and any a
   * redirect leads to, before the first request there; what it throws ends the visit to that
   * site (for the start page, the analysis). The caller's per-site rate limit lives here.
   */
  beforeSite?: (site: string) => Promise<void>;
  /** Hears the count of pages read so far, after each page. */
  onPage?: (pagesRead: number) => void;
}

/** Runs `beforeSite` once per site; every hop to a refused site is refused the same way. */
function siteGate(
  beforeSite: AnalyzeWebsiteOptions['beforeSite'],
): ((url: URL) => Promise<void>) | undefined {
  if (!beforeSite) return undefined;
  const admitted = new Map<string, Promise<void>>();
  return (url) => {
    const parsed = parseWebUrl(url.href);
    const key = parsed ? siteKey(parsed) : url.host;
    let admission = admitted.get(key);
    if (!admission) {
      admission = beforeSite(key);
      admitted.set(key, admission);
    }
    return admission;
  };
}

/**
 * Reads a business's website (the start page and a few useful same-site pages) and returns what
 * it states: title, description, headings, offerings with prices, contact details, opening hours
 * and policies. Anything wrong with the site throws a 400 AppError whose message starts with
 * 'Failed to analyze website: ' and says why; nothing partial is returned.
 */
export async function analyzeWebsite(options: AnalyzeWebsiteOptions): Promise<WebsiteAnalysis> {
  const limits: WebsiteFetchLimits = {
    ...DEFAULT_WEBSITE_FETCH_LIMITS,
    ...limitsSchema.parse(options.limits ?? {}),
  };
  const normalized = normalizeStartUrl(options.url);
  if (!normalized.ok) throw new WebsiteFetchError(normalized.reason);
  const start = new URL(normalized.url.href);
  assertFetchableUrl(start, options.allowPrivate);

  const agent = createGuardedAgent({
    allowPrivate: options.allowPrivate,
    lookup: options.lookup,
    connectTimeoutMs: limits.pageTimeoutMs,
  });
  try {
    const { finalUrl, pages } = await crawlSite({
      session: {
        dispatcher: agent,
        allowPrivate: options.allowPrivate,
        limits,
        totalSignal: AbortSignal.timeout(limits.totalTimeoutMs),
        callerSignal: options.signal,
        admitHop: siteGate(options.beforeSite),
      },
      start,
      logger: options.logger,
      onPage: options.onPage,
    });
    return mergePageFacts({ url: start.href, finalUrl, pages });
  } finally {
    await agent.destroy();
  }
}
