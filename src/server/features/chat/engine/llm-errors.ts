/**
 * Why an LLM turn produced no reply. Both are expected failures: the caller (select-engine.ts)
 * logs them and lets the built-in engine answer instead, so the visitor always gets a reply.
 */

export type LlmRejectReason = 'invented_price' | 'empty_reply';

/** The model answered, but the answer may not be sent (e.g. it states a price no tool produced). */
export class LlmReplyRejected extends Error {
  override name = 'LlmReplyRejected';
  readonly reason: LlmRejectReason;
  /** The amounts that failed the price guard (invented_price only). */
  readonly prices: number[];

  constructor(reason: LlmRejectReason, options: { prices?: number[]; cause?: unknown } = {}) {
    super(
      reason === 'invented_price'
        ? `LLM reply rejected: it states prices no quote tool produced (${(options.prices ?? []).join(', ')})`
        : 'LLM reply rejected: the model produced no text',
      { cause: options.cause },
    );
    this.reason = reason;
    this.prices = options.prices ?? [];
  }
}

export type LlmUnavailableReason = 'timeout' | 'aborted' | 'provider_error';

/** The model could not be reached or failed: time-out, caller abort, HTTP error, bad response. */
export class LlmUnavailable extends Error {
  override name = 'LlmUnavailable';
  readonly reason: LlmUnavailableReason;
  /** HTTP status of the provider's answer, when there was one. */
  readonly statusCode: number | undefined;

  constructor(
    reason: LlmUnavailableReason,
    message: string,
    options: { statusCode?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.reason = reason;
    this.statusCode = options.statusCode;
  }
}
