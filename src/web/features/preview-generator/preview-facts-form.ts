import { formatUsd } from '../../../domain/money';
import { SANITIZE_MAX_LENGTH } from '../../../domain/sanitize';
import {
  type BusinessFacts,
  businessFactsSchema,
  factDefaultsForWebsite,
  type MinimumOrder,
} from '../../../domain/validation/preview-questionnaire';

/** The facts form as typed: every field may stay empty (the whole step is optional). */
export interface FactsFormValues {
  minimumOrder: MinimumOrder | '';
  pricePerSqFt: string;
  orderingFlow: string;
  shippingPolicy: string;
}

export type FactsFormErrors = Partial<Record<keyof FactsFormValues, string>>;

export const FACT_TEXT_MAX = SANITIZE_MAX_LENGTH;

// The spec names the choices only; these are the product's wording.
export const MINIMUM_ORDER_LABELS: Record<MinimumOrder, string> = {
  none: 'No minimum',
  minimum_amount: 'Minimum order amount',
  custom: 'Custom (case by case)',
};

export const PRICE_MESSAGES = {
  notANumber: 'Enter the price as a number, e.g. 5.20',
  negative: 'The price cannot be negative',
  decimals: 'Price per sq ft can have at most 2 decimals',
} as const;

/** What the form starts with: earlier answers, else the known defaults of the site (spec §5). */
export function initialFactsForm(
  website: string,
  previous: BusinessFacts | null | undefined,
): FactsFormValues {
  const facts = previous ?? factDefaultsForWebsite(website) ?? {};
  return {
    minimumOrder: facts.minimumOrder ?? '',
    pricePerSqFt: facts.pricePerSqFt === undefined ? '' : facts.pricePerSqFt.toFixed(2),
    orderingFlow: facts.orderingFlow ?? '',
    shippingPolicy: facts.shippingPolicy ?? '',
  };
}

function checkPrice(raw: string): { value?: number; error?: string } {
  const text = raw.trim();
  if (text === '') return {};
  const value = Number(text);
  if (!Number.isFinite(value)) return { error: PRICE_MESSAGES.notANumber };
  if (value < 0) return { error: PRICE_MESSAGES.negative };
  const parsed = businessFactsSchema.shape.pricePerSqFt.safeParse(value);
  return parsed.success ? { value } : { error: PRICE_MESSAGES.decimals };
}

/**
 * The facts to send, or null when nothing was filled in (the same as skipping); free text goes
 * through the spec's sanitiser and is left out when nothing remains of it.
 */
export function parseFactsForm(
  values: FactsFormValues,
): { ok: true; facts: BusinessFacts | null } | { ok: false; errors: FactsFormErrors } {
  const price = checkPrice(values.pricePerSqFt);
  if (price.error) return { ok: false, errors: { pricePerSqFt: price.error } };
  const parsed = businessFactsSchema.parse({
    ...(values.minimumOrder ? { minimumOrder: values.minimumOrder } : {}),
    ...(price.value === undefined ? {} : { pricePerSqFt: price.value }),
    orderingFlow: values.orderingFlow,
    shippingPolicy: values.shippingPolicy,
  });
  const facts: BusinessFacts = {
    ...(parsed.minimumOrder ? { minimumOrder: parsed.minimumOrder } : {}),
    ...(parsed.pricePerSqFt === undefined ? {} : { pricePerSqFt: parsed.pricePerSqFt }),
    ...(parsed.orderingFlow ? { orderingFlow: parsed.orderingFlow } : {}),
    ...(parsed.shippingPolicy ? { shippingPolicy: parsed.shippingPolicy } : {}),
  };
  return { ok: true, facts: Object.keys(facts).length > 0 ? facts : null };
}

/** The facts in one line, as the visitor's answer in the chat. */
export function factsSummary(facts: BusinessFacts): string {
  const parts: string[] = [];
  if (facts.minimumOrder) parts.push(MINIMUM_ORDER_LABELS[facts.minimumOrder]);
  if (facts.pricePerSqFt !== undefined) parts.push(`${formatUsd(facts.pricePerSqFt)} per sq ft`);
  if (facts.orderingFlow) parts.push(`Ordering: ${facts.orderingFlow}`);
  if (facts.shippingPolicy) parts.push(`Shipping: ${facts.shippingPolicy}`);
  return parts.join(' · ');
}
