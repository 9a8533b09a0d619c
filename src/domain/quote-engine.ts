import type { Material, ProjectType } from './validation/secure-quote';

// INTERFACE STUB: the quote-engine work fills in the implementation; the names below are agreed
// with the chat engines (src/server/features/chat/engine/chat-engine.ts).

/** A workspace's pricing facts (stored in workspaces.settings.pricing). */
export interface PricingRules {
  currency: string;
  /** Fraction, e.g. 0.08 for 8 %. */
  taxRate: number;
  setupFee: number;
  minimumOrder: number;
  /** Material cost rounds UP to the next multiple of this many dollars. */
  materialRoundingUsd: number;
  /** USD per square foot, keyed by material id. */
  materials: Partial<Record<Material, number>>;
  upsells: { id: string; label: string; price: number }[];
}

export interface QuoteRequest {
  projectType?: ProjectType;
  material?: Material;
  squareFootage?: number;
  quantity?: number;
  upsellIds?: string[];
  description?: string;
}

export type QuoteField = 'projectType' | 'material' | 'squareFootage';

export interface QuoteLine {
  id: string;
  label: string;
  /** USD, two decimals. */
  amount: number;
  quantity?: number;
}

export interface PricedQuote {
  projectType: ProjectType;
  material: Material;
  quantity: number;
  squareFootage: number;
  materialCost: number;
  setupFee: number;
  subtotal: number;
  taxAmount: number;
  totalAmount: number;
  lineItems: QuoteLine[];
  description: string;
}

export type QuoteCalculation =
  | { ok: true; quote: PricedQuote }
  | { ok: false; missing: QuoteField[]; message: string };

export declare function calculateQuote(rules: PricingRules, request: QuoteRequest): QuoteCalculation;
