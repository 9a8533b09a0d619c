import { isIpAddress } from './ip-address';

/**
 * URL rules of the website fetcher. The WHATWG URL class exists in every browser and in Node,
 * but the domain's tsconfig declares neither, so it is reached through globalThis with the
 * members read here.
 */
export interface WebUrl {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly username: string;
  readonly password: string;
}

type UrlConstructor = new (input: string, base?: string) => WebUrl & { hash: string };

/** An absolute URL (resolved against base when given) without its #fragment, or null. */
export function parseWebUrl(input: string, base?: string): WebUrl | null {
  const Url = (globalThis as unknown as { URL?: UrlConstructor }).URL;
  if (!Url) return null;
  try {
    const url = new Url(input, base);
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}

export function isHttpProtocol(protocol: string): boolean {
  return protocol === 'http:' || protocol === 'https:';
}

export type StartUrlResult = { ok: true; url: WebUrl } | { ok: false; reason: string };

export const URL_REASONS = {
  invalid: 'the address is not a valid website URL',
  scheme: 'only http and https addresses can be analyzed',
  credentials: 'the address must not contain a user name or password',
} as const;

/**
 * The visitor's website as a start URL: trimmed, https:// added when it has no scheme (as the
 * questionnaire does), http(s) only, no credentials, no fragment.
 */
export function normalizeStartUrl(input: string): StartUrlResult {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return { ok: false, reason: URL_REASONS.invalid };
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+(?:[/?#]|$)/.test(trimmed);
  const url = parseWebUrl(hasScheme ? trimmed : `https://${trimmed}`);
  if (!url) return { ok: false, reason: URL_REASONS.invalid };
  if (!isHttpProtocol(url.protocol)) return { ok: false, reason: URL_REASONS.scheme };
  if (url.hostname === '') return { ok: false, reason: URL_REASONS.invalid };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: URL_REASONS.credentials };
  return { ok: true, url };
}

/** The host as an IP address without IPv6 brackets, or the lower-cased host name. */
export function bareHost(hostname: string): string {
  const host = hostname.toLowerCase();
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** Names that always mean this machine, whatever DNS says. */
export function isLocalHostName(hostname: string): boolean {
  const host = bareHost(hostname).replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}

export function isIpLiteralHost(hostname: string): boolean {
  return isIpAddress(bareHost(hostname));
}

/**
 * One site: the same host (a leading 'www.' ignored) and port, whatever the scheme, so
 * http→https and example.com→www.example.com stay inside the site.
 */
export function siteKey(url: WebUrl): string {
  const host = bareHost(url.hostname).replace(/^www\./, '');
  const port = url.port === '80' || url.port === '443' ? '' : url.port;
  return `${host}:${port}`;
}

export function isSameSite(a: WebUrl, b: WebUrl): boolean {
  return siteKey(a) === siteKey(b);
}

// Files that are never HTML pages, judged by the path alone so they are not even requested.
const NON_PAGE_EXTENSION =
  /\.(?:jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|pdf|docx?|xlsx?|pptx?|zip|gz|tgz|rar|7z|mp[34]|m4a|wav|ogg|webm|mov|avi|css|js|mjs|json|xml|txt|csv|woff2?|ttf|eot|exe|dmg|apk)$/i;

/** A same-site link worth fetching as a page: http(s), not a file download. */
export function pageLinkOf(href: string, base: string, site: WebUrl): WebUrl | null {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  const url = parseWebUrl(trimmed, base);
  if (!url || !isHttpProtocol(url.protocol)) return null;
  if (url.username !== '' || url.password !== '') return null;
  if (!isSameSite(url, site)) return null;
  if (NON_PAGE_EXTENSION.test(url.pathname)) return null;
  return url;
}

/** The key two URLs of the same page share: scheme and 'www.' ignored, trailing slash ignored. */
export function pageKey(url: WebUrl): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${siteKey(url)}${path}${url.search}`;
}
