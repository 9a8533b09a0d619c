import { analyzeFailedMessage, generateFailedMessage, PREVIEW_TEXTS } from '../../../domain/preview';
import { ApiError } from '../../lib/api';
import type { GenerationPhase } from './preview-generator-reducer';

/** Names the phase that failed, above the message (the messages of creation say less on their own). */
export const PHASE_FAILED_TITLES: Record<GenerationPhase, string> = {
  creating: 'Creating your preview failed',
  analyzing: 'Website analysis failed',
  generating: 'AI generation failed',
};

/** The server's own message, when the error came from our API (not a dropped connection or a proxy page). */
function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.code !== undefined ? error.message : undefined;
}

/** What a failed phase says (spec main-site §8), with the server's message when it gave one. */
export function phaseFailureMessage(phase: GenerationPhase, error: unknown): string {
  const message = serverMessage(error)?.trim();
  if (phase === 'analyzing') return analyzeFailedMessage(message);
  if (phase === 'generating') return generateFailedMessage(message);
  if (!message || message === PREVIEW_TEXTS.createFailed) return PREVIEW_TEXTS.createFailed;
  return `${PREVIEW_TEXTS.createFailed}: ${message}`;
}
