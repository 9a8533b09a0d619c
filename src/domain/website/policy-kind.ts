import type { PolicyKind } from './website-analysis';

const KIND_PATTERNS: readonly [Exclude<PolicyKind, 'other'>, RegExp][] = [
  ['shipping', /\b(?:shipping|delivery|deliveries|dispatch|postage|pick-?up and delivery)\b/i],
  ['returns', /\b(?:returns?|refunds?|exchanges?|money[- ]back)\b/i],
  ['warranty', /\b(?:warrant(?:y|ies)|guarantees?d?)\b/i],
  ['payment', /\b(?:payments?|financing|ways to pay|we accept)\b/i],
  ['privacy', /\b(?:privacy|cookie policy|cookies policy|gdpr)\b/i],
  ['terms', /\b(?:terms|conditions|legal notice)\b/i],
];
const OTHER_POLICY = /\b(?:polic(?:y|ies)|cancell?ations?|booking rules)\b/i;

/**
 * The policy a heading, page title or URL path is about, or null. Where several fit ('Shipping &
 * Returns') the one named first wins.
 */
export function classifyPolicy(text: string): PolicyKind | null {
  const words = text.replace(/[-_/]+/g, ' ');
  let best: { kind: PolicyKind; at: number } | null = null;
  for (const [kind, pattern] of KIND_PATTERNS) {
    const match = pattern.exec(words);
    if (match && (!best || match.index < best.at)) best = { kind, at: match.index };
  }
  if (best) return best.kind;
  return OTHER_POLICY.test(words) ? 'other' : null;
}
