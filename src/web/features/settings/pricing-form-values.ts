import { z } from 'zod';
import { pricingSettingsSchema } from '../../../domain/contracts/workspace-settings.contract';
import {
  calculateQuote,
  offeredMaterials,
  type PricingRules,
  type QuoteCalculation,
} from '../../../domain/quote-engine';
import { MATERIALS, type Material } from '../../../domain/validation/secure-quote';

/**
 * The pricing form's values are what the owner types (text, the tax rate in per cent); the form
 * schema turns them into the contract's body and then checks that with the contract's own schema,
 * so every message beside a field is the one the server would answer with (decision 015).
 */
export type PricingFormValues = {
  /** Per cent, e.g. "8" for 8 %. */
  taxRate: string;
  setupFee: string;
  minimumOrder: string;
  materialRoundingUsd: string;
  materials: Record<Material, string>;
  /** `id` is kept for an add-on that was saved before (quotes and chats refer to it). */
  upsells: { id?: string; label: string; price: string }[];
};

export const PRICING_FORM_MESSAGES = {
  number: 'Please enter a number.',
  noMaterial: 'Set a price per square foot for at least one material.',
} as const;

/** '' stays undefined (an unpriced material); anything else must be a number. */
const numberText = z.string().transform((value, ctx) => {
  const text = value.trim().replace(/^\$/, '');
  if (text === '') return undefined;
  const number = Number(text);
  if (!Number.isFinite(number)) {
    ctx.addIssue({ code: 'custom', message: PRICING_FORM_MESSAGES.number });
    return z.NEVER;
  }
  return number;
});
const requiredNumberText = numberText.transform((value, ctx) => {
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: PRICING_FORM_MESSAGES.number });
    return z.NEVER;
  }
  return value;
});

/**
 * Add-on ids: a saved add-on keeps its own; a new one gets one from its name ('Window tinting' →
 * 'window-tinting'), unique in the list.
 */
export function upsellIds(upsells: readonly { id?: string; label: string }[]): string[] {
  const taken = new Set(upsells.flatMap((u) => (u.id ? [u.id] : [])));
  return upsells.map(({ id: kept, label }, index) => {
    if (kept) return kept;
    const base =
      label
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 32) || `add-on-${index + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

export const pricingFormSchema = z
  .object({
    taxRate: requiredNumberText,
    setupFee: requiredNumberText,
    minimumOrder: requiredNumberText,
    materialRoundingUsd: requiredNumberText,
    materials: z.object(
      Object.fromEntries(MATERIALS.map((m) => [m, numberText])) as Record<Material, typeof numberText>,
    ),
    upsells: z.array(z.object({ id: z.string().optional(), label: z.string(), price: requiredNumberText })),
  })
  .transform((v) => {
    const ids = upsellIds(v.upsells);
    return {
      currency: 'USD' as const,
      // Per cent to a fraction, exactly: 8.25 % is 0.0825, not 0.08249999.
      taxRate: Number((v.taxRate / 100).toFixed(6)),
      setupFee: v.setupFee,
      minimumOrder: v.minimumOrder,
      materialRoundingUsd: v.materialRoundingUsd,
      materials: Object.fromEntries(
        Object.entries(v.materials).filter((entry): entry is [Material, number] => entry[1] !== undefined),
      ),
      upsells: v.upsells.map((u, i) => ({ id: ids[i]!, label: u.label, price: u.price })),
    };
  })
  // The contract's own checks, with their messages at the same field paths.
  .transform((body, ctx) => {
    const checked = pricingSettingsSchema.safeParse(body);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  })
  .refine((pricing) => Object.keys(pricing.materials).length > 0, {
    message: PRICING_FORM_MESSAGES.noMaterial,
    path: ['materials'],
  });

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form's starting values: the saved pricing, or a blank sheet with a common 8 % tax. */
export function pricingFormValues(pricing: PricingRules | null): PricingFormValues {
  return {
    taxRate: pricing ? String(Number((pricing.taxRate * 100).toFixed(4))) : '8',
    setupFee: text(pricing?.setupFee ?? 0),
    minimumOrder: text(pricing?.minimumOrder ?? 0),
    materialRoundingUsd: text(pricing?.materialRoundingUsd ?? 0),
    materials: Object.fromEntries(MATERIALS.map((m) => [m, text(pricing?.materials[m])])) as Record<
      Material,
      string
    >,
    upsells: (pricing?.upsells ?? []).map((u) => ({ id: u.id, label: u.label, price: String(u.price) })),
  };
}

export interface ExampleJob {
  squareFootage: string;
  material: Material | '';
}

/** Every material's price is blank: a new workspace, where the form starts with those prices. */
export function noMaterialPriced(values: Pick<PricingFormValues, 'materials'>): boolean {
  return MATERIALS.every((m) => (values.materials?.[m] ?? '').trim() === '');
}

/**
 * What the example beside the form shows: 'no-prices' while no material has a price (nothing is
 * wrong yet, there is just nothing to price with), 'invalid' while a typed value breaks a rule.
 */
export type ExampleQuoteState =
  | { status: 'no-prices' }
  | { status: 'invalid' }
  | { status: 'ready'; rules: PricingRules; offered: Material[]; result: QuoteCalculation };

/**
 * The example quote beside the form, from what is typed right now, by the same engine the
 * agents use.
 */
export function exampleQuote(values: PricingFormValues, job: ExampleJob): ExampleQuoteState {
  if (noMaterialPriced(values)) return { status: 'no-prices' };
  const parsed = pricingFormSchema.safeParse(values);
  if (!parsed.success) return { status: 'invalid' };
  const rules: PricingRules = parsed.data;
  const offered = offeredMaterials(rules);
  const material = job.material && offered.includes(job.material) ? job.material : offered[0];
  const size = Number(job.squareFootage);
  const result = calculateQuote(rules, {
    projectType: 'vehicle-wrap',
    material,
    squareFootage: job.squareFootage.trim() === '' || !Number.isFinite(size) ? undefined : size,
    quantity: 1,
  });
  return { status: 'ready', rules, offered, result };
}
