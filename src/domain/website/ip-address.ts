/**
 * What kind of network an IP address belongs to, so the website fetcher can refuse anything that
 * is not the public internet (SSRF). Addresses come from DNS answers or from URL hosts, which the
 * WHATWG URL parser has already turned into canonical dotted or bracketed form.
 */
export type IpRange =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unspecified'
  | 'shared'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'unique-local';

/** Ranges a test may reach with allowPrivate: where a test server can listen. */
export const RANGES_ALLOWED_WITH_PRIVATE: readonly IpRange[] = [
  'loopback',
  'private',
  'unique-local',
  'shared',
];

const IPV4_PART = /^(?:0|[1-9]\d{0,2})$/;

/** The four octets of a dotted-decimal IPv4 address, or null. */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const octets: number[] = [];
  for (const part of parts) {
    if (!IPV4_PART.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    octets.push(value);
  }
  return octets;
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/** The eight 16-bit groups of an IPv6 address (brackets and zone id allowed), or null. */
export function parseIpv6(text: string): number[] | null {
  let value = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = value.indexOf('%');
  if (zone !== -1) value = value.slice(0, zone);
  if (!value.includes(':')) return null;

  // A dotted IPv4 tail stands for the last two groups.
  const lastColon = value.lastIndexOf(':');
  const last = value.slice(lastColon + 1);
  if (last.includes('.')) {
    const octets = parseIpv4(last);
    if (!octets) return null;
    const high = ((octets[0]! << 8) | octets[1]!).toString(16);
    const low = ((octets[2]! << 8) | octets[3]!).toString(16);
    value = `${value.slice(0, lastColon + 1)}${high}:${low}`;
  }

  const halves = value.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    for (const group of part.split(':')) {
      if (!HEX_GROUP.test(group)) return null;
      groups.push(Number.parseInt(group, 16));
    }
    return groups;
  };
  const head = groupsOf(halves[0]!);
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !rest) return null;
  const known = head.length + rest.length;
  if (halves.length === 2) {
    if (known > 7) return null;
    return [...head, ...new Array<number>(8 - known).fill(0), ...rest];
  }
  return known === 8 ? head : null;
}

function inV4(octets: readonly number[], base: readonly number[], prefix: number): boolean {
  const toInt = (o: readonly number[]) => ((o[0]! << 24) | (o[1]! << 16) | (o[2]! << 8) | o[3]!) >>> 0;
  if (prefix === 0) return true;
  const mask = prefix === 32 ? 0xffffffff : (0xffffffff << (32 - prefix)) >>> 0;
  return (toInt(octets) & mask) >>> 0 === (toInt(base) & mask) >>> 0;
}

const V4_RANGES: readonly [readonly number[], number, IpRange][] = [
  [[255, 255, 255, 255], 32, 'broadcast'],
  [[0, 0, 0, 0], 32, 'unspecified'],
  [[0, 0, 0, 0], 8, 'reserved'], // "this network"
  [[127, 0, 0, 0], 8, 'loopback'],
  [[10, 0, 0, 0], 8, 'private'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 168, 0, 0], 16, 'private'],
  [[100, 64, 0, 0], 10, 'shared'], // carrier-grade NAT
  [[169, 254, 0, 0], 16, 'link-local'], // includes the cloud metadata address 169.254.169.254
  [[192, 0, 0, 0], 24, 'reserved'], // IETF protocol assignments
  [[192, 0, 2, 0], 24, 'reserved'], // documentation
  [[192, 88, 99, 0], 24, 'reserved'], // deprecated 6to4 relay anycast
  [[198, 18, 0, 0], 15, 'reserved'], // benchmarking
  [[198, 51, 100, 0], 24, 'reserved'], // documentation
  [[203, 0, 113, 0], 24, 'reserved'], // documentation
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved'],
];

export function classifyIpv4(octets: readonly number[]): IpRange {
  for (const [base, prefix, range] of V4_RANGES) if (inV4(octets, base, prefix)) return range;
  return 'public';
}

function v4From(high: number, low: number): number[] {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff];
}

export function classifyIpv6(groups: readonly number[]): IpRange {
  const [g0, g1, g2, , g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g7 === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible (::a.b.c.d) forms reach the
  // embedded IPv4 address, so they are what that address is.
  if (zeroUpTo(5) && (g5 === 0xffff || g5 === 0)) return classifyIpv4(v4From(g6, g7));
  // IPv4-translated (::ffff:0:a.b.c.d) and NAT64 (64:ff9b::/96) embed IPv4 the same way.
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return classifyIpv4(v4From(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && groups.slice(2, 6).every((g) => g === 0))
    return classifyIpv4(v4From(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private'; // local-use NAT64
  // 6to4 (2002:AABB:CCDD::/48) embeds the IPv4 address right after the prefix.
  if (g0 === 0x2002) return classifyIpv4(v4From(g1, g2));
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // deprecated site-local
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved'; // documentation
  if (g0 === 0x2001 && g1 < 0x0200) return 'reserved'; // IETF protocol assignments, incl. Teredo
  // Only 2000::/3 is global unicast; everything else is unassigned or special-purpose.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  return 'public';
}

/** The range of an IPv4 or IPv6 address in text form, or null when it is not an IP address. */
export function classifyIp(address: string): IpRange | null {
  const v4 = parseIpv4(address);
  if (v4) return classifyIpv4(v4);
  const v6 = parseIpv6(address);
  return v6 ? classifyIpv6(v6) : null;
}

/** True for an IP address in text form (IPv4 dotted, or IPv6 with or without brackets). */
export function isIpAddress(text: string): boolean {
  return parseIpv4(text) !== null || parseIpv6(text) !== null;
}

/** Whether the fetcher may connect to an address of this range. */
export function isRangeAllowed(range: IpRange, allowPrivate: boolean): boolean {
  return range === 'public' || (allowPrivate && RANGES_ALLOWED_WITH_PRIVATE.includes(range));
}
