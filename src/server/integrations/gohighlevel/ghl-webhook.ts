import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { z } from 'zod';

/**
 * GoHighLevel's webhook signatures (INTEGRATIONS.md §A, the SDK's lib/webhook/webhook-manager.ts):
 * `x-ghl-signature` is Ed25519 over the body, `x-wh-signature` the older RSA-SHA256; both base64.
 * Checked over the raw bytes received: the SDK re-serialises the parsed body, which fails (or,
 * worse, passes) whenever a parser reorders or rewrites anything.
 */

export type GhlSignatureProblem = 'missing' | 'invalid';

export interface GhlWebhookKeys {
  /** PEM, RSA: checks `x-wh-signature`. */
  rsa: string;
  /** PEM, Ed25519: when set, `x-ghl-signature` is checked with it. */
  ed25519?: string;
}

const parsedKeys = new Map<string, KeyObject>();
function keyOf(pem: string): KeyObject {
  let key = parsedKeys.get(pem);
  if (!key) {
    key = createPublicKey(pem);
    parsedKeys.set(pem, key);
  }
  return key;
}

/**
 * Null when the body is signed by the provider. The Ed25519 signature is used when we have its
 * key and the request carries it (the SDK's order); otherwise the RSA one. A request bearing a
 * bad Ed25519 signature is refused, not retried against RSA.
 */
export function ghlSignatureProblem(input: {
  rawBody: Uint8Array;
  ed25519Signature: string | undefined;
  rsaSignature: string | undefined;
  keys: GhlWebhookKeys;
}): GhlSignatureProblem | null {
  try {
    if (input.keys.ed25519 && input.ed25519Signature) {
      const signature = Buffer.from(input.ed25519Signature, 'base64');
      return verify(null, input.rawBody, keyOf(input.keys.ed25519), signature) ? null : 'invalid';
    }
    if (input.rsaSignature) {
      const signature = Buffer.from(input.rsaSignature, 'base64');
      return verify('sha256', input.rawBody, keyOf(input.keys.rsa), signature) ? null : 'invalid';
    }
  } catch {
    // A signature of the wrong length or shape is simply not valid.
    return 'invalid';
  }
  return 'missing';
}

const id = z.string().min(1).max(200);
const optionalText = z.string().max(500).optional();

/**
 * The fields every webhook we act on carries, and those of the events we read (HLdocs "webhook
 * events"): flat payloads with a `type`. Unknown fields are kept out; unknown types pass as such.
 */
export const ghlWebhookSchema = z.preprocess(
  // The provider leaves fields out or sends them null: both mean "not given".
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null))
      : value,
  z.object({
    type: z.string().min(1).max(100),
    timestamp: z.string().min(1).max(100),
    webhookId: id,
    locationId: id.optional(),
    companyId: id.optional(),
    id: id.optional(),
    // Opportunity*
    status: optionalText,
    pipelineId: id.optional(),
    pipelineStageId: id.optional(),
    // Contact*
    name: optionalText,
    firstName: optionalText,
    lastName: optionalText,
    phone: z.string().max(100).optional(),
    dnd: z.boolean().optional(),
    // ContactDndUpdate: per channel; a shape we do not know is left out rather than refused
    // (a refusal would only make the provider retry it).
    dndSettings: z
      .record(z.string().max(50), z.looseObject({ status: z.string().max(50).optional() }))
      .optional()
      .catch(undefined),
  }),
);
export type GhlWebhook = z.infer<typeof ghlWebhookSchema>;

export const GHL_OPPORTUNITY_EVENTS = [
  'OpportunityStatusUpdate',
  'OpportunityStageUpdate',
  'OpportunityUpdate',
] as const;
export const GHL_CONTACT_EVENTS = ['ContactUpdate', 'ContactDndUpdate'] as const;
