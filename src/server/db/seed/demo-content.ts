import { DEMO_MATERIAL_PRICES, DEMO_PRICING } from '../../../domain/demo-pricing';
import type { KnowledgeCategory } from '../../../domain/validation/knowledge';
import type { Material } from '../../../domain/validation/secure-quote';
import type { WorkspacePricing } from '../schema/index';

// The pricing lives in the domain (the quote engine's tests use it); re-exported for the seed.
export { DEMO_PRICING };

/**
 * The platform demo workspace: a vehicle wrap and signage shop, which suits the quote agent.
 * Its pricing (DEMO_PRICING, src/domain/demo-pricing.ts) makes the spec's demo quote come out
 * of the engine exactly.
 */
export const DEMO_WORKSPACE = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Demo Wraps & Signs',
  slug: 'demo-wraps-signs',
  // Not a secret: it is pasted into web pages with the widget snippet. Fixed so docs and tests can use it.
  publicKey: 'pk_demo_wraps_and_signs',
  brandKey: 'weprintwraps',
  allowedDomains: ['localhost', '127.0.0.1'],
} as const;

export const DEMO_AGENT_IDS = {
  shop: '00000000-0000-4000-8000-000000000101',
  social: '00000000-0000-4000-8000-000000000102',
  quote: '00000000-0000-4000-8000-000000000103',
} as const;

const usd = (amount: number) => `$${amount.toFixed(2)}`;
const perSqFt = (material: Material) => `${usd(DEMO_MATERIAL_PRICES[material])} per sq ft`;
const taxPercent = `${DEMO_PRICING.taxRate * 100}%`;
const [tinting, protection] = DEMO_PRICING.upsells as [
  WorkspacePricing['upsells'][number],
  WorkspacePricing['upsells'][number],
];

export interface DemoKnowledgeItem {
  title: string;
  category: KnowledgeCategory;
  tags: string[];
  content: string;
}

/** What the built-in engine retrieves from; prices are written from DEMO_PRICING so they agree. */
export const DEMO_KNOWLEDGE: readonly DemoKnowledgeItem[] = [
  {
    title: 'About Demo Wraps & Signs',
    category: 'general',
    tags: ['about', 'company'],
    content:
      'Demo Wraps & Signs designs, prints and installs vehicle wraps, fleet graphics, storefront signs and banners. ' +
      'Everything is printed in our own shop on cast vinyl and installed by certified installers in our heated install bay.',
  },
  {
    title: 'Opening hours and how to reach us',
    category: 'general',
    tags: ['hours', 'contact', 'location'],
    content:
      'The shop is open Monday to Friday 8am to 6pm and Saturday 9am to 1pm; closed on Sundays and public holidays. ' +
      'Vehicle drop-off is by appointment. Quotes requested through the website chat are answered instantly, ' +
      'and a person follows up within one business day.',
  },
  {
    title: 'Vinyl prices per square foot',
    category: 'pricing',
    tags: ['pricing', 'vinyl', 'materials', 'per sq ft'],
    content:
      `Material is priced per square foot of printed and laminated vinyl: standard vinyl ${perSqFt('standard-vinyl')}, ` +
      `premium vinyl ${perSqFt('premium-vinyl')}, perforated window vinyl ${perSqFt('perforated-vinyl')} and ` +
      `reflective vinyl ${perSqFt('reflective-vinyl')}. The material cost is rounded up to the next ` +
      `$${DEMO_PRICING.materialRoundingUsd}. Example: a full wrap of a mid-size van needs about 150 sq ft; in premium ` +
      'vinyl that is $2,775.00, rounded up to $2,800.00 of material.',
  },
  {
    title: 'Setup fee, sales tax and minimum order',
    category: 'pricing',
    tags: ['pricing', 'setup fee', 'tax', 'minimum order'],
    content:
      `Every job has a one-time setup fee of ${usd(DEMO_PRICING.setupFee)} covering design proofing, print setup and ` +
      `surface preparation. Sales tax of ${taxPercent} is added to the subtotal (material plus setup). The minimum ` +
      `order is ${usd(DEMO_PRICING.minimumOrder)}. Example: 150 sq ft of premium vinyl is $2,800.00 material + ` +
      `${usd(DEMO_PRICING.setupFee)} setup = $3,200.00 subtotal, plus $256.00 tax = $3,456.00 total.`,
  },
  {
    title: 'Add-ons: window tinting and paint protection film',
    category: 'pricing',
    tags: ['upsell', 'window tinting', 'paint protection', 'add-ons'],
    content:
      `Two add-ons can be booked with any vehicle wrap: ${tinting.label.toLowerCase()} for ${usd(tinting.price)} and ` +
      `${protection.label.toLowerCase()} for ${usd(protection.price)}. Both are installed during the same ` +
      'appointment, so the vehicle is only off the road once.',
  },
  {
    title: 'Full and partial vehicle wraps',
    category: 'services',
    tags: ['vehicle wrap', 'full wrap', 'partial wrap', 'color change'],
    content:
      'A full wrap covers every painted panel of the vehicle and can change its colour completely or carry printed ' +
      'graphics. A partial wrap covers selected panels (for example the sides and rear doors) and is a budget-friendly ' +
      'way to add branding. We wrap cars, pickups, vans, sprinters, box trucks and trailers.',
  },
  {
    title: 'Fleet graphics for business vehicles',
    category: 'services',
    tags: ['fleet', 'commercial', 'branding', 'multiple vehicles'],
    content:
      'Fleet programmes keep your branding identical on every vehicle. We measure one vehicle of each model, ' +
      'approve one design with you and then install in batches, usually two to three vehicles a day, so your ' +
      'fleet stays on the road.',
  },
  {
    title: 'Storefront signs and banners',
    category: 'services',
    tags: ['storefront sign', 'banner', 'window graphics', 'signage'],
    content:
      'We make storefront signs, window lettering and perforated window graphics that let light in, plus indoor and ' +
      'outdoor banners with hemmed edges and grommets. Reflective vinyl is available for signs that must be read at ' +
      'night. Banners can be printed in any size up to 5 ft wide without seams.',
  },
  {
    title: 'Warranty on materials and installation',
    category: 'policies',
    tags: ['warranty', 'guarantee', 'installation'],
    content:
      'Premium and reflective vinyl carry a 5-year manufacturer warranty against fading, cracking and peeling; standard ' +
      'and perforated vinyl carry 3 years. Our installation is guaranteed for 1 year: lifting edges or bubbles caused ' +
      'by the install are fixed free of charge. Damage from accidents, pressure washing or solvents is not covered.',
  },
  {
    title: 'Deposits and payment',
    category: 'policies',
    tags: ['deposit', 'payment', 'invoice'],
    content:
      'A 50% deposit confirms your install date and lets us order and print the material. The balance is due when you ' +
      'collect the vehicle or when the sign is installed. We accept card payments through the secure payment link ' +
      'in your quote e-mail. Quotes are valid for 30 days.',
  },
  {
    title: 'Cancellations and rescheduling',
    category: 'policies',
    tags: ['cancellation', 'reschedule', 'refund'],
    content:
      'You can reschedule an install for free up to 48 hours before the appointment. If you cancel before printing ' +
      'has started, the deposit is refunded in full; once the material is printed, the deposit covers the printed ' +
      'material and design work and is not refundable.',
  },
  {
    title: 'Artwork and file formats',
    category: 'technical',
    tags: ['artwork', 'file formats', 'design', 'vector'],
    content:
      'Send logos and artwork as vector files (AI, EPS, SVG or PDF with outlined fonts). Photos must be at least 150 dpi ' +
      'at full print size. No artwork? Our designers create a proof from your logo and colours; every job gets a ' +
      'digital proof to approve before anything is printed.',
  },
  {
    title: 'Preparing your vehicle for installation',
    category: 'technical',
    tags: ['vehicle prep', 'installation', 'wash'],
    content:
      'Bring the vehicle washed, with no wax, sealant or ceramic coating applied in the last week. Paint must be ' +
      'factory or fully cured (at least 30 days after a respray); chips and rust must be repaired first, because vinyl ' +
      'shows every defect underneath.',
  },
  {
    title: 'How long does a wrap take?',
    category: 'faq',
    tags: ['turnaround', 'timeline', 'faq'],
    content:
      'Design and proofing take 2 to 4 business days. Printing and laminating take 1 to 2 days. A full car wrap is ' +
      'installed in 2 to 3 days, a van or partial wrap in 1 to 2 days, a storefront sign in one visit. Rush jobs are ' +
      'possible when the schedule allows; ask in the chat.',
  },
  {
    title: 'How do I care for my wrap?',
    category: 'faq',
    tags: ['care', 'cleaning', 'maintenance', 'faq'],
    content:
      'Wait one week before the first wash. Hand wash with mild soap, keep pressure washers at least 12 inches away and ' +
      'never aim at edges, and avoid brush car washes. Remove fuel spills, bird droppings and tree sap promptly.',
  },
  {
    title: 'Can a wrap be removed?',
    category: 'faq',
    tags: ['removal', 'resale', 'paint', 'faq'],
    content:
      'Yes. Cast vinyl removes cleanly within its warranty period and protects the paint underneath, which helps resale ' +
      'and lease returns. Professional removal takes half a day to a day; we quote it separately.',
  },
];
