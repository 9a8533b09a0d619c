import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * WooCommerce signs a webhook's exact body: `X-WC-Webhook-Signature` is
 * base64(HMAC-SHA256(secret, body)) (class-wc-webhook.php). Compared in constant time, over the
 * raw bytes, before anything parses them.
 */
export function wooSignature(rawBody: Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

export function isValidWooSignature(
  rawBody: Uint8Array,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header || !secret) return false;
  const expected = Buffer.from(wooSignature(rawBody, secret), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  // timingSafeEqual needs equal lengths; a length mismatch says nothing about the secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
