import { type KeywordShape, keywordPattern, normalizeForMatching } from './keyword-match';
import { fromCents, percentOfCents, toCents } from './money';
import type { PricedQuote, QuoteLine } from './quote-engine';
import { PROJECT_TYPE_LABELS } from './quote-engine-messages';
import type { Material, ProjectType } from './validation/secure-quote';

/**
 * The engine's second mode: a flat price picked by keywords in the project text, split into the
 * quote fields by fixed proportions. The stepwise demo prices this way (main-site §9); it has no
 * sizes or materials to work from, only a description.
 */

export interface KeywordPriceRule {
  keywords: readonly ({ keyword: string } & KeywordShape)[];
  price: number;
}

/** A pricer for rules checked in order; the first rule with a matching keyword decides. */
export function keywordPricer(
  rules: readonly KeywordPriceRule[],
  defaultPrice: number,
): (text: string) => number {
  const compiled = rules.map((rule) => ({
    price: rule.price,
    patterns: rule.keywords.map(({ keyword, ...shape }) => keywordPattern(keyword, shape)),
  }));
  return (text) => {
    const normalized = normalizeForMatching(text);
    return compiled.find(({ patterns }) => patterns.some((p) => p.test(normalized)))?.price ?? defaultPrice;
  };
}

export interface FlatQuoteRules {
  /** Share of the total that is the subtotal; the rest is tax. */
  subtotalPercent: number;
  /** Share of the total shown as material cost. */
  materialPercent: number;
  setupFee: number;
  quantity: number;
  squareFootage: number;
  projectType: ProjectType;
  material: Material;
}

/**
 * Splits a flat total: subtotal and material are percentages of the total rounded half up to a
 * cent, tax is the remainder, so subtotal + tax is always the total exactly. The lines itemise
 * the subtotal: material and setup, and the rest as design and installation when the split
 * leaves any; when material and setup alone exceed the subtotal (very small totals) the
 * subtotal is one flat line instead of a negative one.
 */
export function calculateFlatQuote(total: number, rules: FlatQuoteRules, description?: string): PricedQuote {
  const totalCents = toCents(total);
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError(`Invalid flat total: ${total}`);
  const subtotalCents = percentOfCents(totalCents, rules.subtotalPercent);
  const materialCents = percentOfCents(totalCents, rules.materialPercent);
  const setupCents = toCents(rules.setupFee);
  const restCents = subtotalCents - materialCents - setupCents;

  const lineItems: QuoteLine[] =
    restCents >= 0
      ? [
          { id: 'material', kind: 'material', label: 'Material', amount: fromCents(materialCents) },
          { id: 'setup-fee', kind: 'setup', label: 'Setup fee', amount: fromCents(setupCents) },
          ...(restCents > 0
            ? [
                {
                  id: 'design-installation',
                  kind: 'flat' as const,
                  label: 'Design and installation',
                  amount: fromCents(restCents),
                },
              ]
            : []),
        ]
      : [{ id: 'project', kind: 'flat', label: 'Project price', amount: fromCents(subtotalCents) }];

  return {
    projectType: rules.projectType,
    material: rules.material,
    quantity: rules.quantity,
    squareFootage: rules.squareFootage,
    materialCost: fromCents(materialCents),
    setupFee: fromCents(setupCents),
    subtotal: fromCents(subtotalCents),
    taxAmount: fromCents(totalCents - subtotalCents),
    totalAmount: fromCents(totalCents),
    lineItems,
    description: description?.trim() || `${PROJECT_TYPE_LABELS[rules.projectType]} (flat price)`,
  };
}
