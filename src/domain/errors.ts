/**
 * The domain's only error type, so callers can map a rule violation to a 400 (server) or an inline
 * message (browser) without parsing message text.
 */
export class DomainValidationError extends Error {
  override readonly name = 'DomainValidationError';
  readonly field?: string;

  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}
