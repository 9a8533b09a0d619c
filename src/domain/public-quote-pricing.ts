import { DEMO_QUOTE_CARD } from './demo-quotes';
import { toCents } from './money';
import { calculateQuote, type PricedQuote, type PricingRules } from './quote-engine';
import { calculateFlatQuote } from './quote-engine-flat';
import { STEPWISE_BREAKDOWN, stepwisePrice } from './stepwise-quote';
import type { QuoteData } from './validation/secure-quote';

/**
 * Pricing of create_quote_with_customer, the public site's quote procedure. Its payload states
 * amounts, but a browser can state anything (a $1 total on a $5,940 job), so the amounts are
 * only accepted when they are exactly what the quote engine gives for the job at the workspace's
 * pricing, in one of the ways the site's demos price a job (main-site spec §9):
 * - the engine with the workspace's rules (the chat quote, the instant quote card), with any of
 *   the workspace's upsells (the payload names them only in its description);
 * - the landing page's demo card, whose spec figures are before tax: only that card's own job
 *   (150 sq ft of premium vinyl on a vehicle) is also offered at 0 % tax;
 * - the stepwise chat's flat price, picked by keywords in the description and split by the
 *   spec's fixed breakdown (custom project, standard vinyl, 100 sq ft).
 */

/** The job a payload describes; its amounts are checked against what the engine makes of it. */
export type PublicQuoteJob = Pick<
  QuoteData,
  'description' | 'project_type' | 'material' | 'quantity' | 'square_footage'
>;

export type PublicQuoteAmounts = Pick<
  QuoteData,
  'material_cost' | 'setup_fee' | 'subtotal' | 'tax_amount' | 'total_amount'
>;

/** Subsets of the upsells tried; beyond this many upsells only single choices are (bounded work). */
const MAX_UPSELLS_COMBINED = 6;

function sameJob(
  job: PublicQuoteJob,
  fixed: { projectType: string; material: string; quantity: number; squareFootage: number },
): boolean {
  return (
    job.project_type === fixed.projectType &&
    job.material === fixed.material &&
    job.quantity === fixed.quantity &&
    toCents(job.square_footage) === toCents(fixed.squareFootage)
  );
}

const CARD_JOB = {
  projectType: DEMO_QUOTE_CARD.project_type,
  material: DEMO_QUOTE_CARD.material,
  quantity: DEMO_QUOTE_CARD.quantity,
  squareFootage: DEMO_QUOTE_CARD.square_footage,
};

/** Every choice of upsells, in the workspace's order: none, each alone, ... all of them. */
export function upsellChoices(upsells: readonly { id: string }[]): string[][] {
  const ids = upsells.map((upsell) => upsell.id);
  if (ids.length > MAX_UPSELLS_COMBINED) return [[], ...ids.map((id) => [id])];
  const choices: string[][] = [];
  for (let mask = 0; mask < 2 ** ids.length; mask++) {
    choices.push(ids.filter((_, index) => mask & (2 ** index)));
  }
  return choices;
}

/** What the site may quote for this job; empty when the engine cannot price it at all. */
export function publicQuoteOffers(pricing: PricingRules | null, job: PublicQuoteJob): PricedQuote[] {
  const offers: PricedQuote[] = [];
  if (pricing) {
    const taxRates = sameJob(job, CARD_JOB) ? [pricing.taxRate, 0] : [pricing.taxRate];
    for (const taxRate of taxRates) {
      for (const upsellIds of upsellChoices(pricing.upsells)) {
        const result = calculateQuote(
          { ...pricing, taxRate },
          {
            projectType: job.project_type,
            material: job.material,
            squareFootage: job.square_footage,
            quantity: job.quantity,
            upsellIds,
            description: job.description,
          },
        );
        if (result.ok) offers.push(result.quote);
      }
    }
  }
  if (sameJob(job, STEPWISE_BREAKDOWN)) {
    offers.push(calculateFlatQuote(stepwisePrice(job.description), STEPWISE_BREAKDOWN, job.description));
  }
  return offers;
}

function sameAmounts(offer: PricedQuote, amounts: PublicQuoteAmounts): boolean {
  return (
    toCents(offer.materialCost) === toCents(amounts.material_cost) &&
    toCents(offer.setupFee) === toCents(amounts.setup_fee) &&
    toCents(offer.subtotal) === toCents(amounts.subtotal) &&
    toCents(offer.taxAmount) === toCents(amounts.tax_amount) &&
    toCents(offer.totalAmount) === toCents(amounts.total_amount)
  );
}

/**
 * The engine's quote whose every amount equals the payload's, to the cent; null when none does
 * (the browser's figures are not ours, whatever it meant by them).
 */
export function matchPublicQuote(
  pricing: PricingRules | null,
  data: PublicQuoteJob & PublicQuoteAmounts,
): PricedQuote | null {
  return publicQuoteOffers(pricing, data).find((offer) => sameAmounts(offer, data)) ?? null;
}
