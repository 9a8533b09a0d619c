import { AppError } from '../../lib/app-error';

/** How much of a site one analysis may read. Tests pass tiny values. */
export interface WebsiteFetchLimits {
  /** Pages fetched in all, the start page included. */
  maxPages: number;
  /** Time for one page, from request to last byte, redirects included. */
  pageTimeoutMs: number;
  /** Bytes of one page's body, counted as they arrive (after decompression). */
  maxPageBytes: number;
  /** Time for the whole analysis. */
  totalTimeoutMs: number;
  /** Redirects followed for one fetch. */
  maxRedirects: number;
}

export const DEFAULT_WEBSITE_FETCH_LIMITS: WebsiteFetchLimits = {
  maxPages: 20,
  pageTimeoutMs: 10_000,
  maxPageBytes: 2 * 1024 * 1024,
  totalTimeoutMs: 60_000,
  maxRedirects: 5,
};

/** Our product token is what site owners name in robots.txt to steer or block us. */
export const WEBSITE_USER_AGENT = 'SalesAgentPreview/1.0 (+https://example.com/bot)';

export const ANALYZE_FAILURE_PREFIX = 'Failed to analyze website: ';

function plural(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

export function formatSeconds(ms: number): string {
  return plural(Math.round(ms / 100) / 10, 'second');
}

export function formatBytes(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${Math.round((bytes / mb) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return plural(bytes, 'byte');
}

export const FAILURE_REASONS = {
  privateAddress: 'the address points to a private network',
  unreachable: 'the site could not be reached',
  certificate: "the site's security certificate is not valid",
  notHtml: 'the page is not HTML',
  tooManyRedirects: 'too many redirects',
  badRedirect: 'the site sent an invalid redirect',
  redirectScheme: 'the site redirected to an address that is not http or https',
  robots: 'robots.txt does not allow it',
  robotsUnreadable: "the site's robots.txt could not be read",
  pageTimeout: (ms: number) => `the site did not answer within ${formatSeconds(ms)}`,
  totalTimeout: (ms: number) => `the analysis took longer than ${formatSeconds(ms)}`,
  stopped: 'the analysis was stopped because the page asking for it was closed',
  tooLarge: (bytes: number) => `the page is larger than ${formatBytes(bytes)}`,
  httpStatus: (status: number) => `the site answered with HTTP status ${status}`,
} as const;

/**
 * A failure of the visitor's site, not of ours: a 400 whose message the visitor reads, so the
 * preview shows it and offers Retry.
 */
export class WebsiteFetchError extends AppError {
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super('VALIDATION_FAILED', `${ANALYZE_FAILURE_PREFIX}${reason}`, options);
    this.reason = reason;
  }
}
