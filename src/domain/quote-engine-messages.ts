import type { QuoteField } from './quote-engine';
import type { Material, ProjectType } from './validation/secure-quote';

/**
 * Words the quote engine uses for customers. None of these texts may carry an amount: the
 * messages are shown by the agents, and every amount an agent states must be a priced figure.
 */

export const QUOTE_FIELDS: readonly QuoteField[] = ['projectType', 'material', 'squareFootage'];

export const MATERIAL_LABELS: Readonly<Record<Material, string>> = {
  'premium-vinyl': 'Premium vinyl',
  'standard-vinyl': 'Standard vinyl',
  'perforated-vinyl': 'Perforated vinyl',
  'reflective-vinyl': 'Reflective vinyl',
};

export const PROJECT_TYPE_LABELS: Readonly<Record<ProjectType, string>> = {
  'vehicle-wrap': 'Vehicle wrap',
  'storefront-sign': 'Storefront sign',
  banner: 'Banner',
  custom: 'Custom project',
};

/** 'a, b or c' (no serial comma, as the rest of the product writes lists). */
export function joinOr(items: readonly string[]): string {
  return joinWith(items, 'or');
}

export function joinAnd(items: readonly string[]): string {
  return joinWith(items, 'and');
}

function joinWith(items: readonly string[], word: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** 'standard or premium vinyl' from the materials a workspace prices. */
export function materialChoices(materials: readonly Material[]): string {
  const adjectives = materials.map((m) => MATERIAL_LABELS[m].replace(/ vinyl$/, '').toLowerCase());
  return adjectives.length > 0 ? `${joinOr(adjectives)} vinyl` : 'the vinyl you have in mind';
}

/**
 * One phrase per missing detail, worded to follow "could you tell me". The size phrase shows
 * both ways customers give sizes, since the parser understands both.
 */
export function missingDetailPhrase(field: QuoteField, offeredMaterials: readonly Material[]): string {
  switch (field) {
    case 'projectType':
      return 'what the project is (a vehicle wrap, a storefront sign, a banner or something else)';
    case 'material':
      return `which material you would like (${materialChoices(offeredMaterials)})`;
    case 'squareFootage':
      return 'roughly how many square feet it covers (for example 150 sq ft, or 10 x 15 ft)';
  }
}

/** The details clause, in the fixed order of QUOTE_FIELDS whatever order `missing` has. */
export function missingDetailsText(
  missing: readonly QuoteField[],
  offeredMaterials: readonly Material[],
): string {
  const fields = QUOTE_FIELDS.filter((f) => missing.includes(f));
  return joinAnd(fields.map((f) => missingDetailPhrase(f, offeredMaterials)));
}

export function missingDetailsMessage(
  missing: readonly QuoteField[],
  offeredMaterials: readonly Material[],
): string {
  return `To prepare your quote, could you tell me ${missingDetailsText(missing, offeredMaterials)}?`;
}

export const QUOTE_ENGINE_MESSAGES = {
  unknownProjectType:
    'I can quote vehicle wraps, storefront signs, banners and custom projects. Which is yours?',
  unknownMaterial: (offered: readonly Material[]) =>
    offered.length > 0
      ? `That material is not one we price here. Which would you like instead: ${materialChoices(offered)}?`
      : 'This business has not priced any materials yet, so I cannot work out a quote here.',
  unknownUpsell: (unknown: readonly string[], offered: readonly string[]) =>
    `${unknown.length === 1 ? 'This add-on is' : 'These add-ons are'} not available: ${joinAnd(unknown)}. ` +
    (offered.length > 0 ? `The add-ons on offer are ${joinAnd(offered)}.` : 'No add-ons are offered.'),
  invalidSize: (maxSquareFootage: number) =>
    `Could you check the size? I need the area in square feet: more than 0 and at most ${maxSquareFootage.toLocaleString('en-US')} sq ft per item.`,
  invalidQuantity: (maxQuantity: number) =>
    `How many would you like? I can quote between 1 and ${maxQuantity} items in one go.`,
  overMaximum:
    'That project is larger than I can quote in the chat. A team member will prepare the quote for you personally.',
  invalidPricing:
    'The pricing for this business is not set up completely, so I cannot work out a quote here.',
} as const;

// toLocaleString would build a new number format on every call.
const SQUARE_FEET_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatSquareFeet(squareFootage: number): string {
  return `${SQUARE_FEET_FORMAT.format(squareFootage)} sq ft`;
}

const MAX_NOTE_LENGTH = 300;

/** 'Vehicle wrap: 3 × 150 sq ft each of premium vinyl, with window tinting (matte black)'. */
export function describeQuote(options: {
  projectType: ProjectType;
  material: Material;
  quantity: number;
  size: number;
  upsells: readonly { label: string }[];
  note: string | undefined;
}): string {
  const { projectType, material, quantity, size, upsells, note } = options;
  const count = quantity > 1 ? `${quantity} × ` : '';
  const each = quantity > 1 ? ' each' : '';
  const extras = upsells.length > 0 ? `, with ${joinAnd(upsells.map((u) => u.label.toLowerCase()))}` : '';
  const base = `${PROJECT_TYPE_LABELS[projectType]}: ${count}${formatSquareFeet(size)}${each} of ${MATERIAL_LABELS[material].toLowerCase()}${extras}`;
  const trimmed = note?.trim().slice(0, MAX_NOTE_LENGTH);
  return trimmed ? `${base} (${trimmed})` : base;
}
