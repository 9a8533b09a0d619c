import { DomainValidationError } from './errors';

export const SANITIZE_MAX_LENGTH = 1000;
export const MESSAGE_CONTENT_REQUIRED = 'Message content is required';

/**
 * The spec's text sanitiser (trim, remove angle brackets, cut to 1000 characters), applied as
 * strip → trim → cut → trim-end. Stripping first means removing a bracket can never leave
 * whitespace at an edge, and the final trim-end covers a cut that lands after a space; together
 * the result is trimmed, bracket-free, at most 1000 characters, and sanitising it again changes
 * nothing.
 */
export function sanitizeText(input: string): string {
  const stripped = input.replace(/[<>]/g, '').trim();
  if (stripped.length <= SANITIZE_MAX_LENGTH) return stripped;
  let end = SANITIZE_MAX_LENGTH;
  // Never split a surrogate pair: a lone half would render as garbage and fail re-encoding.
  const last = stripped.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return stripped.slice(0, end).trimEnd();
}

export function sanitizeMessageContent(input: string): string {
  const content = sanitizeText(input);
  if (content === '') throw new DomainValidationError(MESSAGE_CONTENT_REQUIRED, 'content');
  return content;
}
