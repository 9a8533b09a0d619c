import {
  ALLOW_ALL_ROBOTS,
  DISALLOW_ALL_ROBOTS,
  isAllowedByRobots,
  parseRobots,
  type Robots,
} from '../../../domain/website/robots';
import { type FetchSession, fetchResource } from './fetch-resource';
import { FAILURE_REASONS, WEBSITE_USER_AGENT, WebsiteFetchError } from './website-fetch-limits';

interface RobotsEntry {
  robots: Robots;
  /** True when robots.txt answered 429 or 5xx, which RFC 9309 reads as "disallow everything". */
  unreadable: boolean;
}

const REDIRECT_REASONS: readonly string[] = [
  FAILURE_REASONS.tooManyRedirects,
  FAILURE_REASONS.badRedirect,
  FAILURE_REASONS.redirectScheme,
];

/** robots.txt of each origin the analysis touches, fetched once per origin. */
export class RobotsBook {
  private readonly entries = new Map<string, Promise<RobotsEntry>>();

  constructor(private readonly session: FetchSession) {}

  robotsOf(url: URL): Promise<RobotsEntry> {
    let entry = this.entries.get(url.origin);
    if (!entry) {
      entry = this.load(url.origin);
      this.entries.set(url.origin, entry);
    }
    return entry;
  }

  /** Throws the robots failure when robots.txt does not let us fetch this URL. */
  async assertAllowed(url: URL): Promise<void> {
    const { robots, unreadable } = await this.robotsOf(url);
    if (isAllowedByRobots(robots, WEBSITE_USER_AGENT, `${url.pathname}${url.search}`)) return;
    throw new WebsiteFetchError(unreadable ? FAILURE_REASONS.robotsUnreadable : FAILURE_REASONS.robots);
  }

  private async load(origin: string): Promise<RobotsEntry> {
    try {
      const response = await fetchResource(this.session, new URL('/robots.txt', origin), { kind: 'robots' });
      if (response.status === 429 || response.status >= 500)
        return { robots: DISALLOW_ALL_ROBOTS, unreadable: true };
      if (response.status >= 400) return { robots: ALLOW_ALL_ROBOTS, unreadable: false };
      return { robots: parseRobots(response.text), unreadable: false };
    } catch (error) {
      // A robots.txt lost in redirects counts as missing (RFC 9309); a site that cannot be reached
      // or answers too slowly fails here exactly as its pages would.
      if (error instanceof WebsiteFetchError && REDIRECT_REASONS.includes(error.reason))
        return { robots: ALLOW_ALL_ROBOTS, unreadable: false };
      throw error;
    }
  }
}
