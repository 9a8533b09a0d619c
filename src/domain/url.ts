/**
 * URL parsing without DOM or Node types: the WHATWG URL class exists at runtime in every browser
 * and in Node, but the domain's tsconfig has no lib that declares it, so it is reached through
 * globalThis with the few members the domain reads.
 */
export interface ParsedUrl {
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly username: string;
  readonly password: string;
}

type UrlConstructor = new (input: string, base?: string) => ParsedUrl;

/** The WHATWG parse of `input` (against `base` when relative); null when it is no URL. */
export function parseUrl(input: string, base?: string): ParsedUrl | null {
  const Url = (globalThis as unknown as { URL?: UrlConstructor }).URL;
  if (!Url) return null;
  try {
    return new Url(input, base);
  } catch {
    return null;
  }
}

const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;
// A public-looking host: dotted labels ending in an alphabetic TLD of two or more letters.
const DOTTED_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

/**
 * True for an absolute http(s) URL that names a real-looking host and carries no credentials
 * (credentials are how 'mailto:x@host' would otherwise sneak in once a scheme is prepended).
 */
export function isHttpUrl(input: string): boolean {
  if (/\s/.test(input) || !/^https?:\/\//i.test(input)) return false;
  const url = parseUrl(input);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return host === 'localhost' || IPV4.test(host) || DOTTED_HOST.test(host);
}

/** The host name of an http(s) URL, lower-cased, or null. */
export function hostnameOf(input: string): string | null {
  return isHttpUrl(input) ? (parseUrl(input)?.hostname.toLowerCase() ?? null) : null;
}
