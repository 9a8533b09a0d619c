/**
 * robots.txt as RFC 9309 reads it: groups of user-agent lines with allow/disallow rules; the group
 * naming our product token wins over '*'; among matching rules the longest pattern wins and allow
 * wins a tie; '*' matches any characters and a final '$' anchors the end.
 */
export interface RobotsRule {
  allow: boolean;
  pattern: string;
}

export interface RobotsGroup {
  agents: string[];
  rules: RobotsRule[];
}

export interface Robots {
  groups: RobotsGroup[];
  sitemaps: string[];
}

/** Everything allowed: what a missing robots.txt (404) means. */
export const ALLOW_ALL_ROBOTS: Robots = { groups: [], sitemaps: [] };
/** Nothing allowed: what an unreadable robots.txt (5xx) means. */
export const DISALLOW_ALL_ROBOTS: Robots = {
  groups: [{ agents: ['*'], rules: [{ allow: false, pattern: '/' }] }],
  sitemaps: [],
};

const MAX_SITEMAPS = 20;

export function parseRobots(text: string): Robots {
  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  let current: RobotsGroup | null = null;
  let lastWasAgent = false;

  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase().replace(/[\s_]/g, '-');
    const value = line.slice(colon + 1).trim();

    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      if (value !== '') current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (key === 'sitemap') {
      if (value !== '' && sitemaps.length < MAX_SITEMAPS) sitemaps.push(value);
    } else if ((key === 'allow' || key === 'disallow') && current && value !== '') {
      current.rules.push({ allow: key === 'allow', pattern: value });
    }
  }
  return { groups, sitemaps };
}

/** The product token of a user-agent string ('SalesAgentPreview/1.0 (+…)' → 'salesagentpreview'). */
export function productToken(userAgent: string): string {
  return (userAgent.split(/[/\s]/)[0] ?? '').toLowerCase();
}

function rulesFor(robots: Robots, userAgent: string): RobotsRule[] {
  const token = productToken(userAgent);
  const own = robots.groups.filter((g) => g.agents.includes(token));
  const chosen = own.length > 0 ? own : robots.groups.filter((g) => g.agents.includes('*'));
  return chosen.flatMap((g) => g.rules);
}

function normalizePercent(text: string): string {
  // Patterns and paths may differ only in how they encode a character; compare decoded forms.
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A robots.txt pattern ('*' any run of characters, a final '$' the end of the path) against a
 * path, as a prefix unless anchored. Matched by hand with one backtracking point, in time
 * proportional to pattern × path: a regular expression built from '/*a*a*a*b' backtracks
 * exponentially, and both the rules and the path come from the visitor.
 */
function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const glob = anchored ? pattern.slice(0, -1) : pattern;
  let g = 0;
  let p = 0;
  let star = -1;
  let resume = 0;
  for (;;) {
    if (g === glob.length) {
      if (!anchored || p === path.length) return true;
    } else if (glob[g] === '*') {
      star = g++;
      resume = p;
      continue;
    } else if (p < path.length && glob[g] === path[p]) {
      g++;
      p++;
      continue;
    }
    if (star === -1 || resume >= path.length) return false;
    g = star + 1;
    p = ++resume;
  }
}

/** Whether robots allow our user agent to fetch a path (pathname plus query). */
export function isAllowedByRobots(robots: Robots, userAgent: string, pathAndQuery: string): boolean {
  const path = normalizePercent(pathAndQuery || '/');
  if (path === '/robots.txt') return true;
  let best: RobotsRule | null = null;
  for (const rule of rulesFor(robots, userAgent)) {
    const pattern = normalizePercent(rule.pattern);
    if (!patternMatches(pattern, path)) continue;
    if (
      !best ||
      pattern.length > normalizePercent(best.pattern).length ||
      (pattern.length === normalizePercent(best.pattern).length && rule.allow)
    )
      best = rule;
  }
  return best ? best.allow : true;
}
