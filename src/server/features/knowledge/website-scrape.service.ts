import { createHash } from 'node:crypto';
import { KNOWLEDGE_TEXTS } from '../../../domain/knowledge/knowledge-texts';
import {
  planScrapeUpdate,
  type ScrapedItem,
  scrapeKey,
  scrapeKeyPrefix,
} from '../../../domain/knowledge/scrape-plan';
import { normalizeStartUrl, siteKey } from '../../../domain/website/site-url';
import {
  sectionedKnowledgeFromAnalysis,
  type WebsiteKnowledgeItem,
} from '../../../domain/website/website-knowledge';
import type { AppDeps } from '../../app-deps';
import { AppError, isAppError } from '../../lib/app-error';
import { findWorkspaceWebsite } from '../accounts';
import type { RateRule } from '../rate-limit';
import { analyzeWebsite, DEFAULT_WEBSITE_FETCH_LIMITS, WebsiteFetchError } from '../website-analysis';
import { jobRunnerOf } from './document-import.service';
import { scrapeWebsiteJob } from './knowledge.jobs';
import {
  applyScrapePlan,
  failScrape,
  findLatestScrape,
  findRunningScrape,
  insertScrape,
  type KnowledgeScrapeRow,
  lockScrapedItems,
  markScrapeProgress,
} from './knowledge-scrapes.repository';

/** Re-reads per workspace: enough to retry after fixing the site, never a way to hammer it. */
export const SCRAPE_RATE_LIMIT: RateRule = { name: 'knowledge.scrape', limit: 10, windowSeconds: 3600 };

const UNEXPECTED_FAILURE = 'Failed to analyze website: something went wrong on our side. Try again.';

/** The site to read: the address given, else the one saved in the workspace's profile. */
async function websiteToRead(deps: AppDeps, options: { workspaceId: string; url?: string }): Promise<string> {
  const typed = options.url?.trim();
  const website = typed || (await findWorkspaceWebsite(deps.db, options.workspaceId));
  if (!website) throw new AppError('VALIDATION_FAILED', KNOWLEDGE_TEXTS.noWebsite);
  const normalized = normalizeStartUrl(website);
  if (!normalized.ok) throw new WebsiteFetchError(normalized.reason);
  return normalized.url.href;
}

/**
 * Starts a read of the owner's website: a queued row (one running read per workspace; a second
 * is a 409) and its job, in one transaction.
 */
export async function startWebsiteScrape(
  deps: AppDeps,
  options: { workspaceId: string; url?: string },
): Promise<KnowledgeScrapeRow> {
  const url = await websiteToRead(deps, options);
  const runner = jobRunnerOf(deps);
  await deps.rateLimiter.enforce(SCRAPE_RATE_LIMIT, [`workspace:${options.workspaceId}`]);
  return deps.db.transaction(async (tx) => {
    const scrape = await insertScrape(tx, {
      workspaceId: options.workspaceId,
      url,
      pagesLimit: DEFAULT_WEBSITE_FETCH_LIMITS.maxPages,
      at: deps.clock(),
    });
    if (!scrape) throw new AppError('CONFLICT', KNOWLEDGE_TEXTS.scrapeRunning);
    await runner.send(scrapeWebsiteJob, { scrapeId: scrape.id }, { tx });
    return scrape;
  });
}

/** What the site said, as a fingerprint: a re-read that finds the same text leaves the item be. */
function fingerprint(item: WebsiteKnowledgeItem): string {
  return createHash('sha256').update(`${item.category}\n${item.title}\n${item.content}`).digest('hex');
}

/**
 * The read itself (job): the safe crawler reads the site, its knowledge mapping turns what it
 * states into items keyed by site and section, and one transaction inserts the new ones, updates
 * those whose site text changed, removes those the site no longer states and marks the read
 * ready. A site that cannot be read marks it failed with the reason and changes no item.
 */
export async function runWebsiteScrape(deps: AppDeps, scrapeId: string): Promise<void> {
  const scrape = await findRunningScrape(deps.db, scrapeId);
  if (!scrape) return;
  await markScrapeProgress(deps.db, { scrapeId, pagesRead: 0, at: deps.clock() });
  // Progress writes run one after another, never two at once, and are awaited before the end.
  let progress = Promise.resolve();
  let analysis: Awaited<ReturnType<typeof analyzeWebsite>>;
  try {
    analysis = await analyzeWebsite({
      url: scrape.url,
      allowPrivate: deps.env.ALLOW_PRIVATE_FETCH,
      logger: deps.logger,
      limits: { maxPages: scrape.pagesLimit },
      onPage: (pagesRead) => {
        progress = progress
          .then(() => markScrapeProgress(deps.db, { scrapeId, pagesRead, at: deps.clock() }))
          .catch((error: unknown) => deps.logger.warn({ err: error, scrapeId }, 'scrape progress not saved'));
      },
    });
  } catch (error) {
    await progress;
    const reason = isAppError(error) && error.status < 500 ? error.message : UNEXPECTED_FAILURE;
    if (reason === UNEXPECTED_FAILURE) deps.logger.error({ err: error, scrapeId }, 'website read failed');
    await failScrape(deps.db, { scrapeId, error: reason, at: deps.clock() });
    return;
  }
  await progress;

  const site = siteKey(new URL(scrape.url));
  const scraped: ScrapedItem<WebsiteKnowledgeItem>[] = sectionedKnowledgeFromAnalysis(analysis).map(
    ({ section, ...item }) => ({ key: scrapeKey(site, section), hash: fingerprint(item), item }),
  );
  await deps.db.transaction(async (tx) => {
    if (!(await findRunningScrape(tx, scrapeId))) return;
    const stored = await lockScrapedItems(tx, {
      workspaceId: scrape.workspaceId,
      keyPrefix: scrapeKeyPrefix(site),
    });
    await applyScrapePlan(tx, {
      scrapeId,
      workspaceId: scrape.workspaceId,
      plan: planScrapeUpdate(stored, scraped),
      pagesRead: analysis.pages.length,
      at: deps.clock(),
    });
  });
}

export async function latestWebsiteScrape(deps: AppDeps, workspaceId: string) {
  const [scrape, website] = await Promise.all([
    findLatestScrape(deps.db, workspaceId),
    findWorkspaceWebsite(deps.db, workspaceId),
  ]);
  return { scrape, website: website ?? scrape?.url ?? null };
}
