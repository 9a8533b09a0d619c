import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { DeferredAction } from '../../db/schema/answer-approvals';
import { AppError } from '../../lib/app-error';
import { type PreparedQuoteEmail, prepareQuoteEmail, sendQuoteEmail, writeQuoteEmail } from '../quotes';

/**
 * What a held (safe-mode) answer did that the customer would notice, done once it is approved.
 * Each quote e-mail is prepared before the reviewer's transaction (its pay link may come from the
 * payment provider, over the network) and written inside it, so the e-mail is queued exactly when
 * the answer is sent. A quote that is gone by then is skipped, and logged, rather than blocking
 * the answer: the reviewer may have edited the promise out.
 */
export async function prepareDeferredActions(
  deps: AppDeps,
  options: { workspaceId: string; actions: DeferredAction[] },
): Promise<PreparedQuoteEmail[]> {
  const prepared: PreparedQuoteEmail[] = [];
  for (const action of options.actions) {
    try {
      prepared.push(
        await prepareQuoteEmail(deps, {
          quoteId: action.quoteId,
          workspaceId: options.workspaceId,
          requestOrigin: action.requestOrigin ?? undefined,
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      deps.logger.warn({ quoteId: action.quoteId, reason: error.message }, 'deferred quote e-mail skipped');
    }
  }
  return prepared;
}

export async function writeDeferredActions(
  deps: AppDeps,
  tx: Executor,
  options: { conversationId: string; prepared: PreparedQuoteEmail[] },
): Promise<void> {
  for (const email of options.prepared) {
    await writeQuoteEmail(deps, tx, email, { conversationId: options.conversationId });
  }
}

/** The deferred actions of an answer that was not held after all, done at once. */
export async function runDeferredActions(
  deps: AppDeps,
  options: { conversationId: string; actions: DeferredAction[] },
): Promise<void> {
  for (const action of options.actions) {
    await sendQuoteEmail(deps, {
      quoteId: action.quoteId,
      conversationId: options.conversationId,
      requestOrigin: action.requestOrigin ?? undefined,
    });
  }
}
