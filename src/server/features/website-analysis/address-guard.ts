import type { LookupAddress, LookupOptions } from 'node:dns';
import { promises as dns } from 'node:dns';
import { Agent, buildConnector } from 'undici';
import { classifyIp, type IpRange, isRangeAllowed } from '../../../domain/website/ip-address';
import { bareHost, isHttpProtocol, isIpLiteralHost, isLocalHostName } from '../../../domain/website/site-url';
import { FAILURE_REASONS, WebsiteFetchError } from './website-fetch-limits';

/** Resolves a host name to every address it has (injectable so tests need no real DNS). */
export type LookupFunction = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: LookupFunction = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** Thrown (also from inside a connection attempt) when a target is not on the public internet. */
export class AddressRefusedError extends WebsiteFetchError {
  readonly host: string;
  readonly range: IpRange | 'local-name' | 'scheme';

  constructor(host: string, range: IpRange | 'local-name' | 'scheme') {
    super(range === 'scheme' ? FAILURE_REASONS.redirectScheme : FAILURE_REASONS.privateAddress);
    this.host = host;
    this.range = range;
  }
}

/** The refusal for one resolved address, or null when it may be connected to. */
export function refusalForAddress(
  host: string,
  address: string,
  allowPrivate: boolean,
): AddressRefusedError | null {
  const range = classifyIp(bareHost(address));
  // Something that is not an address at all is never connected to.
  if (range === null) return new AddressRefusedError(host, 'reserved');
  return isRangeAllowed(range, allowPrivate) ? null : new AddressRefusedError(host, range);
}

/**
 * The check every hop passes before any request is made: http(s) only, any port, no names that
 * always mean this machine, no IP literal outside the public internet. Host names are checked
 * again, after resolution, by the connector of createGuardedAgent.
 */
export function assertFetchableUrl(url: URL, allowPrivate: boolean): void {
  if (!isHttpProtocol(url.protocol)) throw new AddressRefusedError(url.hostname, 'scheme');
  if (isLocalHostName(url.hostname) && !allowPrivate)
    throw new AddressRefusedError(url.hostname, 'local-name');
  if (isIpLiteralHost(url.hostname)) {
    const refusal = refusalForAddress(url.hostname, url.hostname, allowPrivate);
    if (refusal) throw refusal;
  }
}

type NodeLookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A net/tls `lookup` that resolves once and refuses the connection unless every answer is
 * allowed, so the address checked is the address connected to (no second resolution that a
 * rebinding DNS server could answer differently). A host answering with one private address
 * among public ones is refused outright: that mix is how rebinding attacks are staged.
 */
function guardedLookup(lookup: LookupFunction, allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: NodeLookupCallback): void => {
    lookup(hostname).then(
      (answers) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : null;
        const usable = answers.filter((a) => wanted === null || a.family === wanted);
        if (usable.length === 0) {
          callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
          return;
        }
        for (const answer of answers) {
          const refusal = refusalForAddress(hostname, answer.address, allowPrivate);
          if (refusal) {
            callback(refusal, '');
            return;
          }
        }
        if (options.all)
          callback(
            null,
            usable.map((a) => ({ address: a.address, family: a.family })),
          );
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), ''),
    );
  };
}

/**
 * An undici Agent that can only connect where the guard allows: IP literals are checked before
 * connecting, host names inside the connection's own DNS lookup.
 */
export function createGuardedAgent(options: {
  allowPrivate: boolean;
  lookup?: LookupFunction;
  connectTimeoutMs: number;
}): Agent {
  const connect = buildConnector({
    timeout: options.connectTimeoutMs,
    lookup: guardedLookup(options.lookup ?? systemLookup, options.allowPrivate),
  } as buildConnector.BuildOptions);
  return new Agent({
    connections: 4,
    connect: (connectOptions, callback) => {
      const host = connectOptions.hostname;
      if (isLocalHostName(host) && !options.allowPrivate) {
        callback(new AddressRefusedError(host, 'local-name'), null);
        return;
      }
      if (isIpLiteralHost(host)) {
        const refusal = refusalForAddress(host, host, options.allowPrivate);
        if (refusal) {
          callback(refusal, null);
          return;
        }
      }
      connect(connectOptions, callback);
    },
  });
}
