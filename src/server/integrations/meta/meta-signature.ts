import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs each webhook body: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw
 * body)>`. Checked over the exact bytes received (re-serialised JSON would differ: Meta escapes
 * unicode), in constant time, before anything is parsed or stored.
 */
export type MetaSignatureProblem = 'missing' | 'invalid';

const HEADER_FORM = /^sha256=([0-9a-f]{64})$/i;

export function signMetaBody(appSecret: string, rawBody: Uint8Array | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function metaSignatureProblem(input: {
  rawBody: Uint8Array;
  header: string | undefined;
  appSecret: string;
}): MetaSignatureProblem | null {
  const header = input.header?.trim();
  if (!header) return 'missing';
  const match = HEADER_FORM.exec(header);
  if (!match) return 'invalid';
  const given = Buffer.from(match[1]!.toLowerCase(), 'hex');
  const expected = createHmac('sha256', input.appSecret).update(input.rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'invalid';
}
