import { fromCents, toCents } from './money';
import {
  describeQuote,
  formatSquareFeet,
  MATERIAL_LABELS,
  missingDetailsMessage,
  missingDetailsText,
  QUOTE_ENGINE_MESSAGES,
  QUOTE_FIELDS,
} from './quote-engine-messages';
import {
  MATERIALS,
  MAX_QUOTE_AMOUNT,
  type Material,
  PROJECT_TYPES,
  type ProjectType,
} from './validation/secure-quote';

/**
 * The deterministic quote engine: the only place a price is made. Agents (built-in or a language
 * model) gather a QuoteRequest and show what comes out; they never compute amounts themselves.
 * Every amount is worked in integer cents (see money.ts) and only turned into dollars at the end.
 * Also: quote-engine-flat.ts (flat and keyword prices), quote-engine-output.ts (payload, amounts).
 */

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
  /** Per item, as the quote shows it; at most two decimals count. */
  squareFootage?: number;
  /**
   * The area as measured, when squareFootage rounds it for reading (12 ft 6 in x 6 ft 2 in is
   * 77.0833… sq ft, shown as 77.08): the material is priced from it (decision 087). Ignored
   * unless it rounds to squareFootage.
   */
  exactSquareFootage?: number;
  /** Defaults to 1. */
  quantity?: number;
  upsellIds?: string[];
  description?: string;
}

export type QuoteField = 'projectType' | 'material' | 'squareFootage';

export interface QuoteLine {
  id: string;
  label: string;
  /** USD, two decimals: the line's total (unitAmount × quantity where a quantity is given). */
  amount: number;
  quantity?: number;
  /** USD per item when the line has a quantity. */
  unitAmount?: number;
  kind?: 'material' | 'setup' | 'upsell' | 'minimum' | 'flat';
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
  /** Everything that makes up the subtotal; tax and total are not lines. */
  lineItems: QuoteLine[];
  description: string;
  /** Fraction used for the tax, when the quote was priced from rules. */
  taxRate?: number;
}

/** Why a calculation failed; 'missing_details' is the one the agent fixes by asking. */
export type QuoteProblem =
  | 'missing_details'
  | 'unknown_project_type'
  | 'unknown_material'
  | 'unknown_upsell'
  | 'invalid_size'
  | 'invalid_quantity'
  | 'over_maximum'
  | 'invalid_pricing';

export type QuoteCalculation =
  | { ok: true; quote: PricedQuote }
  | {
      ok: false;
      missing: QuoteField[];
      message: string;
      problem?: QuoteProblem;
      /** For missing details: the clause naming them, for agents that word the question themselves. */
      details?: string;
    };

/** Sane bounds for one chat quote; larger jobs go to a person (spec: total at most MAX_QUOTE_AMOUNT). */
export const QUOTE_LIMITS = { maxSquareFootage: 10_000, maxQuantity: 500 } as const;

const TAX_SCALE = 1_000_000;
const MAX_CENTS = MAX_QUOTE_AMOUNT * 100;

const fail = (problem: QuoteProblem, message: string): QuoteCalculation => ({
  ok: false,
  missing: [],
  message,
  problem,
});

const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_QUOTE_AMOUNT;

/** The materials a workspace actually sells: whitelisted and priced above 0. */
export function offeredMaterials(rules: PricingRules): Material[] {
  return MATERIALS.filter((m) => {
    const price = rules.materials[m];
    return isMoney(price) && price > 0;
  });
}

function rulesAreSane(rules: PricingRules): boolean {
  return (
    typeof rules.taxRate === 'number' &&
    Number.isFinite(rules.taxRate) &&
    rules.taxRate >= 0 &&
    rules.taxRate <= 1 &&
    isMoney(rules.setupFee) &&
    isMoney(rules.minimumOrder) &&
    isMoney(rules.materialRoundingUsd) &&
    rules.upsells.every((u) => isMoney(u.price))
  );
}

/** a / b rounded up, for integers a ≥ 0, b > 0, without float division. */
function ceilDiv(a: number, b: number): number {
  const rest = a % b;
  return rest === 0 ? a / b : (a - rest) / b + 1;
}

/** a / b rounded half up, for integers a ≥ 0, b > 0. */
function roundDiv(a: number, b: number): number {
  const rest = a % b;
  const whole = (a - rest) / b;
  return 2 * rest >= b ? whole + 1 : whole;
}

/**
 * Cents per sq ft times an area as measured, rounded up to the cent: 1200 × 77.0833… = 92,500
 * (the $925.00 a calculator gives for 12.5 × 6.1667 ft at $12), where the area read to hundredths
 * would give 92,496. The float product carries noise in its last bits (92,499.99999999999), so a
 * product within a millionth of a cent of a whole cent is that cent.
 */
function measuredAreaCents(priceCents: number, squareFeet: number): number {
  const product = priceCents * squareFeet;
  const whole = Math.round(product);
  return Math.abs(product - whole) <= Math.max(1e-6, whole * 1e-12) ? whole : Math.ceil(product);
}

export function missingQuoteFields(request: QuoteRequest): QuoteField[] {
  return QUOTE_FIELDS.filter((field) => {
    // Requests also come from model tool calls and JSON, where an absent detail may be null or ''.
    const value: unknown = request[field];
    return value === undefined || value === null || value === '';
  });
}

/**
 * Prices a request with a workspace's rules. Material: price per sq ft × size, rounded up to the
 * next multiple of materialRoundingUsd, per item, times quantity. Then setup fee (once per job),
 * upsells (per item: each vehicle gets its own tint), a top-up to the minimum order, and tax on
 * the subtotal rounded half up to a cent.
 */
export function calculateQuote(rules: PricingRules, request: QuoteRequest): QuoteCalculation {
  const offered = offeredMaterials(rules);
  const missing = missingQuoteFields(request);
  if (missing.length > 0) {
    return {
      ok: false,
      missing,
      message: missingDetailsMessage(missing, offered),
      problem: 'missing_details',
      details: missingDetailsText(missing, offered),
    };
  }
  const { projectType, material, squareFootage } = request as Required<QuoteRequest>;
  const quantity = request.quantity ?? 1;

  if (!rulesAreSane(rules)) return fail('invalid_pricing', QUOTE_ENGINE_MESSAGES.invalidPricing);
  if (!(PROJECT_TYPES as readonly string[]).includes(projectType)) {
    return fail('unknown_project_type', QUOTE_ENGINE_MESSAGES.unknownProjectType);
  }
  if (!offered.includes(material))
    return fail('unknown_material', QUOTE_ENGINE_MESSAGES.unknownMaterial(offered));
  if (
    typeof squareFootage !== 'number' ||
    !Number.isFinite(squareFootage) ||
    toCents(squareFootage) <= 0 ||
    squareFootage > QUOTE_LIMITS.maxSquareFootage
  ) {
    return fail('invalid_size', QUOTE_ENGINE_MESSAGES.invalidSize(QUOTE_LIMITS.maxSquareFootage));
  }
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > QUOTE_LIMITS.maxQuantity) {
    return fail('invalid_quantity', QUOTE_ENGINE_MESSAGES.invalidQuantity(QUOTE_LIMITS.maxQuantity));
  }
  const upsellIds = [...new Set(request.upsellIds ?? [])];
  const unknown = upsellIds.filter((id) => !rules.upsells.some((u) => u.id === id));
  if (unknown.length > 0) {
    const labels = rules.upsells.map((u) => u.label.toLowerCase());
    return fail('unknown_upsell', QUOTE_ENGINE_MESSAGES.unknownUpsell(unknown, labels));
  }
  // In the order the workspace lists them, so the same choice always gives the same lines.
  const upsells = rules.upsells.filter((u) => upsellIds.includes(u.id));

  // Size in hundredths of a sq ft times cents per sq ft, so the product stays an exact integer.
  const sizeHundredths = toCents(squareFootage);
  const size = fromCents(sizeHundredths);
  const priceCents = toCents(rules.materials[material]!);
  const measured = request.exactSquareFootage;
  const exactCents =
    typeof measured === 'number' && Number.isFinite(measured) && toCents(measured) === sizeHundredths
      ? measuredAreaCents(priceCents, measured)
      : ceilDiv(priceCents * sizeHundredths, 100);
  const stepCents = toCents(rules.materialRoundingUsd);
  const unitMaterialCents = stepCents > 0 ? ceilDiv(exactCents, stepCents) * stepCents : exactCents;
  const materialCents = unitMaterialCents * quantity;
  const setupCents = toCents(rules.setupFee);

  const lines: (QuoteLine & { cents: number })[] = [
    {
      id: 'material',
      kind: 'material',
      label: `${MATERIAL_LABELS[material]}, ${formatSquareFeet(size)}${quantity > 1 ? ' each' : ''}`,
      quantity,
      unitAmount: fromCents(unitMaterialCents),
      amount: fromCents(materialCents),
      cents: materialCents,
    },
  ];
  if (setupCents > 0) {
    lines.push({
      id: 'setup-fee',
      kind: 'setup',
      label: 'Setup fee',
      amount: fromCents(setupCents),
      cents: setupCents,
    });
  }
  for (const upsell of upsells) {
    const unit = toCents(upsell.price);
    lines.push({
      id: upsell.id,
      kind: 'upsell',
      label: upsell.label,
      quantity,
      unitAmount: fromCents(unit),
      amount: fromCents(unit * quantity),
      cents: unit * quantity,
    });
  }
  const beforeMinimum = lines.reduce((sum, line) => sum + line.cents, 0);
  const topUp = toCents(rules.minimumOrder) - beforeMinimum;
  if (topUp > 0) {
    lines.push({
      id: 'minimum-order',
      kind: 'minimum',
      label: 'Minimum order top-up',
      amount: fromCents(topUp),
      cents: topUp,
    });
  }
  const subtotalCents = beforeMinimum + Math.max(topUp, 0);
  if (subtotalCents > MAX_CENTS) return fail('over_maximum', QUOTE_ENGINE_MESSAGES.overMaximum);
  const taxCents = roundDiv(subtotalCents * Math.round(rules.taxRate * TAX_SCALE), TAX_SCALE);
  const totalCents = subtotalCents + taxCents;
  if (totalCents > MAX_CENTS) return fail('over_maximum', QUOTE_ENGINE_MESSAGES.overMaximum);

  return {
    ok: true,
    quote: {
      projectType,
      material,
      quantity,
      squareFootage: size,
      materialCost: fromCents(materialCents),
      setupFee: fromCents(setupCents),
      subtotal: fromCents(subtotalCents),
      taxAmount: fromCents(taxCents),
      totalAmount: fromCents(totalCents),
      lineItems: lines.map(({ cents: _cents, ...line }) => line),
      description: describeQuote({
        projectType,
        material,
        quantity,
        size,
        upsells,
        note: request.description,
      }),
      taxRate: rules.taxRate,
    },
  };
}
