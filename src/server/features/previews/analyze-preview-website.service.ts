import type { WebsiteScraperInput } from '../../../domain/contracts/previews.contract';
import { analyzeFailedMessage, PREVIEW_TEXTS } from '../../../domain/preview';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import type { RateRule } from '../rate-limit';
import { analyzeWebsite, FAILURE_REASONS, WebsiteFetchError } from '../website-analysis';
import { failPreviewPhase } from './fail-preview-phase';
import { findPreview, findRecentAnalysis, updatePreview } from './previews.repository';

/** An identical website analysed this recently is reused instead of fetched again. */
export const ANALYSIS_REUSE_SECONDS = 15 * 60;

/** Fetches of one site, whoever asks: we must never become a way to hammer someone's server. */
export const PREVIEW_SITE_RATE_LIMIT: RateRule = {
  name: 'previews.site',
  limit: 10,
  windowSeconds: 3600,
};

/**
 * `website-scraper`: analyses the preview's website (or reuses a fresh analysis of the same site)
 * and stores what was learnt on the preview (site_data). The preview is 'analyzing' meanwhile; a
 * failure marks it failed in the website_analysis phase with the message the visitor reads, and
 * keeps nothing of the attempt, so Retry starts clean. `signal` ends with the request: a visitor
 * who closes the page stops the site's fetches at once, not up to a minute later.
 */
export async function analyzePreviewWebsite(
  deps: AppDeps,
  input: WebsiteScraperInput,
  options: { signal?: AbortSignal } = {},
): Promise<Record<string, never>> {
  const preview = await findPreview(deps.db, input.previewId);
  if (!preview) throw new AppError('NOT_FOUND', PREVIEW_TEXTS.notFound);
  if (preview.websiteUrl !== input.url)
    throw new AppError('VALIDATION_FAILED', PREVIEW_TEXTS.websiteMismatch);

  const startedAt = deps.clock();
  // What an earlier attempt stored goes: a failure keeps nothing, so generation cannot run on it.
  await updatePreview(deps.db, preview.id, {
    status: 'analyzing',
    failedPhase: null,
    errorMessage: null,
    siteData: null,
    at: startedAt,
  });
  const since = new Date(startedAt.getTime() - ANALYSIS_REUSE_SECONDS * 1000);
  let siteData = await findRecentAnalysis(deps.db, {
    websiteUrl: preview.websiteUrl,
    since,
    exceptPreviewId: preview.id,
  });
  if (!siteData) {
    try {
      const analysis = await analyzeWebsite({
        url: preview.websiteUrl,
        allowPrivate: deps.env.ALLOW_PRIVATE_FETCH,
        logger: deps.logger,
        signal: options.signal,
        // Counted for every site the analysis contacts, by its siteKey (one site whatever its
        // spelling), redirect targets included: many typed hosts redirecting to one site still
        // reach it at most this often.
        beforeSite: async (site) => {
          await deps.rateLimiter.enforce(PREVIEW_SITE_RATE_LIMIT, [`site:${site}`]);
        },
      });
      siteData = { ...analysis, analyzedAt: startedAt.toISOString() };
    } catch (error) {
      throw await failPreviewPhase(deps, {
        previewId: preview.id,
        phase: 'website_analysis',
        // A visitor leaving is no fault of ours to log: the row just says the analysis stopped.
        error: options.signal?.aborted ? new WebsiteFetchError(FAILURE_REASONS.stopped) : error,
        messageOf: analyzeFailedMessage,
      });
    }
  }
  await updatePreview(deps.db, preview.id, { siteData, at: deps.clock() });
  return {};
}
