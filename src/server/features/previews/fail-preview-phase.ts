import type { AppDeps } from '../../app-deps';
import type { AgentPreviewFailedPhase } from '../../db/schema/agent-previews';
import { AppError, isAppError } from '../../lib/app-error';
import { updatePreview } from './previews.repository';

/**
 * Marks a preview failed in `phase` with the message the visitor reads (`messageOf` adds the
 * phase's 'Failed to …: ' prefix), and returns the error to throw. A visitor's or a site's fault
 * keeps its status and words; anything else is logged and answered as an upstream failure, so
 * no internal detail reaches the page. A refusal of ours (rate limit) keeps its 429.
 */
export async function failPreviewPhase(
  deps: AppDeps,
  options: {
    previewId: string;
    phase: AgentPreviewFailedPhase;
    error: unknown;
    messageOf: (detail: string | undefined) => string;
  },
): Promise<AppError> {
  const { error } = options;
  const visible = isAppError(error) && error.status < 500;
  if (!visible)
    deps.logger.error({ err: error, previewId: options.previewId }, `preview ${options.phase} failed`);
  const message = options.messageOf(visible ? error.message : undefined);
  await updatePreview(deps.db, options.previewId, {
    status: 'failed',
    failedPhase: options.phase,
    errorMessage: message,
    at: deps.clock(),
  });
  if (isAppError(error) && error.code === 'RATE_LIMITED') return error;
  return new AppError(visible ? error.code : 'UPSTREAM_FAILED', message);
}
