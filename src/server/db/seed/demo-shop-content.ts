import { DEMO_SHOP_STORE } from '../../../domain/demo-stores';
import type { DemoKnowledgeItem } from './demo-content';

/**
 * Harbor & Pine Outfitters, the ShopAgent live demo's business: a small apparel and bag shop
 * with a catalogue, published delivery and returns terms, and orders a visitor can look up.
 * Every figure here is what the agent answers with; nothing else is.
 */

export interface DemoProduct {
  sku: string;
  name: string;
  category: string;
  description: string;
  material: string;
  care: string;
  sizes: string[];
  colours: string[];
  price: string;
  stockBySize: Record<string, number>;
}

const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const ONE_SIZE = ['One size'];
const stock = (sizes: string[], counts: number[]) =>
  Object.fromEntries(sizes.map((size, i) => [size, counts[i] ?? 0]));

export const DEMO_SHOP_PRODUCTS: readonly DemoProduct[] = [
  {
    sku: 'HP-TEE-01',
    name: 'Everyday Organic Tee',
    category: 'T-shirts & tops',
    description: 'A heavyweight crew-neck tee with a relaxed fit.',
    material: '100% organic cotton jersey (180 gsm)',
    care: 'Machine wash cold with similar colours, tumble dry low, do not bleach.',
    sizes: CLOTHING_SIZES,
    colours: ['white', 'black', 'heather grey', 'sage'],
    price: '28.00',
    stockBySize: stock(CLOTHING_SIZES, [6, 14, 22, 18, 9]),
  },
  {
    sku: 'HP-TEE-02',
    name: 'Breton Stripe Long-Sleeve Top',
    category: 'T-shirts & tops',
    description: 'A classic striped boat-neck top that runs true to size.',
    material: '100% cotton',
    care: 'Machine wash at 30°C, dry flat, cool iron.',
    sizes: CLOTHING_SIZES,
    colours: ['navy and cream', 'red and cream'],
    price: '42.00',
    stockBySize: stock(CLOTHING_SIZES, [3, 8, 0, 5, 2]),
  },
  {
    sku: 'HP-SWT-01',
    name: 'Harbor Fleece Hoodie',
    category: 'Hoodies & sweatshirts',
    description: 'A brushed-back fleece hoodie with a kangaroo pocket and a lined hood.',
    material: '80% organic cotton, 20% recycled polyester fleece',
    care: 'Machine wash cold inside out, tumble dry low.',
    sizes: CLOTHING_SIZES,
    colours: ['charcoal', 'navy', 'oat'],
    price: '64.00',
    stockBySize: stock(CLOTHING_SIZES, [4, 11, 16, 12, 7]),
  },
  {
    sku: 'HP-SWT-02',
    name: 'Pine Crewneck Sweatshirt',
    category: 'Hoodies & sweatshirts',
    description: 'A midweight crewneck sweatshirt with ribbed cuffs and hem.',
    material: '100% organic cotton loopback',
    care: 'Machine wash cold, tumble dry low.',
    sizes: CLOTHING_SIZES,
    colours: ['forest green', 'heather grey'],
    price: '56.00',
    stockBySize: stock(CLOTHING_SIZES, [0, 5, 9, 6, 3]),
  },
  {
    sku: 'HP-JKT-01',
    name: 'Harbor Rain Jacket',
    category: 'Jackets & outerwear',
    description: 'A waterproof, breathable shell with taped seams and a packable hood.',
    material: 'recycled nylon with a waterproof membrane (10,000 mm)',
    care: 'Machine wash cold on a gentle cycle, no fabric softener, hang to dry.',
    sizes: CLOTHING_SIZES,
    colours: ['navy', 'olive', 'yellow'],
    price: '129.00',
    stockBySize: stock(CLOTHING_SIZES, [2, 6, 8, 5, 0]),
  },
  {
    sku: 'HP-JKT-02',
    name: 'Quilted Field Jacket',
    category: 'Jackets & outerwear',
    description: 'A lightweight quilted jacket with a corduroy collar and snap front.',
    material: 'recycled polyester shell with recycled insulation',
    care: 'Machine wash cold on a gentle cycle, tumble dry low with a clean tennis ball.',
    sizes: CLOTHING_SIZES,
    colours: ['black', 'tan'],
    price: '148.00',
    stockBySize: stock(CLOTHING_SIZES, [1, 4, 7, 3, 2]),
  },
  {
    sku: 'HP-KNT-01',
    name: 'Merino Crew Sweater',
    category: 'Knitwear',
    description: 'A fine-gauge crew-neck sweater that is warm without bulk.',
    material: '100% extra-fine merino wool',
    care: 'Hand wash cold or use the wool cycle, dry flat, do not tumble dry.',
    sizes: CLOTHING_SIZES,
    colours: ['navy', 'camel', 'charcoal'],
    price: '98.00',
    stockBySize: stock(CLOTHING_SIZES, [3, 7, 9, 6, 4]),
  },
  {
    sku: 'HP-KNT-02',
    name: 'Cable Knit Scarf',
    category: 'Knitwear',
    description: 'A long cable-knit scarf, made to match the Merino Crew Sweater.',
    material: '100% lambswool',
    care: 'Hand wash cold, dry flat.',
    sizes: ONE_SIZE,
    colours: ['navy', 'camel', 'charcoal'],
    price: '45.00',
    stockBySize: stock(ONE_SIZE, [23]),
  },
  {
    sku: 'HP-TRS-01',
    name: 'Slim Chino Trousers',
    category: 'Trousers & jeans',
    description: 'Slim-fit chinos with a little stretch, in a 32 inch leg.',
    material: '98% cotton, 2% elastane twill',
    care: 'Machine wash at 30°C inside out, line dry, warm iron.',
    sizes: ['28', '30', '32', '34', '36'],
    colours: ['stone', 'navy', 'olive'],
    price: '68.00',
    stockBySize: stock(['28', '30', '32', '34', '36'], [3, 9, 12, 8, 4]),
  },
  {
    sku: 'HP-TRS-02',
    name: 'Straight Leg Selvedge Jeans',
    category: 'Trousers & jeans',
    description: 'Straight-leg raw selvedge denim that fades to your wear, in a 32 inch leg.',
    material: '100% cotton selvedge denim (13.5 oz)',
    care: 'Wash rarely, inside out and cold; line dry.',
    sizes: ['28', '30', '32', '34', '36'],
    colours: ['indigo'],
    price: '118.00',
    stockBySize: stock(['28', '30', '32', '34', '36'], [1, 4, 0, 6, 2]),
  },
  {
    sku: 'HP-BAG-01',
    name: 'Leather Weekender Bag',
    category: 'Bags & accessories',
    description:
      'A full-grain leather holdall with brass hardware and a detachable shoulder strap; fits carry-on limits.',
    material: 'full-grain vegetable-tanned leather with a cotton canvas lining',
    care: 'Wipe with a damp cloth and condition the leather twice a year.',
    sizes: ONE_SIZE,
    colours: ['tan', 'dark brown'],
    price: '245.00',
    stockBySize: stock(ONE_SIZE, [4]),
  },
  {
    sku: 'HP-BAG-02',
    name: 'Waxed Canvas Wash Bag',
    category: 'Bags & accessories',
    description: 'A water-resistant wash bag with a leather pull, made to match the Leather Weekender Bag.',
    material: 'waxed cotton canvas with leather trim',
    care: 'Spot clean with a damp cloth; do not machine wash, as it removes the wax.',
    sizes: ONE_SIZE,
    colours: ['tan', 'olive'],
    price: '38.00',
    stockBySize: stock(ONE_SIZE, [15]),
  },
  {
    sku: 'HP-BAG-03',
    name: 'Canvas Tote Bag',
    category: 'Bags & accessories',
    description: 'A sturdy everyday tote with an inside zip pocket.',
    material: 'heavy organic cotton canvas',
    care: 'Machine wash cold, line dry.',
    sizes: ONE_SIZE,
    colours: ['natural', 'black'],
    price: '24.00',
    stockBySize: stock(ONE_SIZE, [0]),
  },
  {
    sku: 'HP-ACC-01',
    name: 'Ribbed Beanie',
    category: 'Bags & accessories',
    description: 'A snug rib-knit beanie with a deep turn-up.',
    material: '100% merino wool',
    care: 'Hand wash cold, dry flat.',
    sizes: ONE_SIZE,
    colours: ['navy', 'rust', 'charcoal', 'oat'],
    price: '26.00',
    stockBySize: stock(ONE_SIZE, [31]),
  },
];

export interface DemoOrder {
  orderNumber: string;
  customerEmail: string;
  status: 'received' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
  carrier: string | null;
  trackingNumber: string | null;
  /** Days from the seed's clock to the expected (or delivery) date; null when none. */
  expectedInDays: number | null;
  placedDaysAgo: number;
  items: { name: string; quantity: number }[];
  totalAmount: string;
}

/** Demo orders a visitor can look up; the live demo page lists two of them as examples. */
export const DEMO_SHOP_ORDERS: readonly DemoOrder[] = [
  {
    orderNumber: DEMO_SHOP_STORE.sampleOrder.orderNumber,
    customerEmail: DEMO_SHOP_STORE.sampleOrder.email,
    status: 'shipped',
    carrier: 'UPS',
    trackingNumber: '1Z 999 AA1 01 2345 6784',
    expectedInDays: 2,
    placedDaysAgo: 2,
    items: [
      { name: 'Harbor Rain Jacket', quantity: 1 },
      { name: 'Ribbed Beanie', quantity: 1 },
    ],
    totalAmount: '155.00',
  },
  {
    orderNumber: 'HP-10388',
    customerEmail: 'sam.chen@harborpine-demo.shop',
    status: 'delivered',
    carrier: 'USPS',
    trackingNumber: '9400 1000 0000 0000 0000 00',
    expectedInDays: -3,
    placedDaysAgo: 7,
    items: [{ name: 'Leather Weekender Bag', quantity: 1 }],
    totalAmount: '245.00',
  },
  {
    orderNumber: 'HP-10437',
    customerEmail: 'alex.morgan@harborpine-demo.shop',
    status: 'processing',
    carrier: null,
    trackingNumber: null,
    expectedInDays: 4,
    placedDaysAgo: 0,
    items: [{ name: 'Everyday Organic Tee', quantity: 3 }],
    totalAmount: '84.00',
  },
  {
    orderNumber: 'HP-10352',
    customerEmail: 'jamie.rivera@harborpine-demo.shop',
    status: 'cancelled',
    carrier: null,
    trackingNumber: null,
    expectedInDays: null,
    placedDaysAgo: 12,
    items: [{ name: 'Merino Crew Sweater', quantity: 1 }],
    totalAmount: '98.00',
  },
];

export const DEMO_SHOP_KNOWLEDGE: readonly DemoKnowledgeItem[] = [
  {
    title: 'About Harbor & Pine Outfitters',
    category: 'general',
    tags: ['about', 'company', 'products'],
    content:
      'Harbor & Pine Outfitters is an independent clothing shop selling everyday wear made to last: organic cotton tees and tops, hoodies and sweatshirts, rain and quilted jackets, merino knitwear, chinos and selvedge jeans, and leather and canvas bags. We sell online and from our shop in Portland, Maine.',
  },
  {
    title: 'Opening hours, store address and how to contact us',
    category: 'general',
    tags: ['hours', 'contact', 'phone', 'email', 'address', 'store'],
    content:
      'Our online shop is open around the clock. The Portland store at 48 Wharf Street is open Monday to Saturday 10am to 6pm and Sunday 11am to 4pm. You can contact our customer care team by e-mail at care@harborpine-demo.shop or by phone on (207) 555-0148, Monday to Friday 9am to 5pm Eastern time.',
  },
  {
    title: 'Shipping and delivery: how long delivery will take and what it costs',
    category: 'policies',
    tags: ['shipping', 'delivery', 'postage', 'dispatch', 'international'],
    content:
      'Orders placed by 2pm Eastern on a business day ship the same day. Standard delivery takes 3 to 5 business days and express delivery 1 to 2 business days. ' +
      'Standard delivery costs $6.95 and is free on orders over $100; express delivery costs $18.00. ' +
      'We ship to all 50 US states and to Canada. Delivery to Canada takes 5 to 10 business days and costs $19.00. ' +
      'Every order gets a tracking number by e-mail when it ships.',
  },
  {
    title: 'Returns and exchanges, for a wrong size or fit',
    category: 'policies',
    tags: ['returns', 'refund', 'exchange', 'return policy'],
    content:
      'You can return or exchange unworn items with their tags within 30 days of delivery. Returns are free within the US: start one from the link in your shipping e-mail and print the prepaid label. Refunds go back to the original payment method within 5 business days of the parcel reaching us. Exchanges for another size or colour ship free as soon as we receive the return. Sale items can be exchanged but not refunded.',
  },
  {
    title: 'Payment methods: how you can pay',
    category: 'policies',
    tags: ['payment', 'pay', 'card', 'paypal', 'klarna', 'apple pay'],
    content:
      'We accept Visa, Mastercard, American Express and Discover cards, PayPal, Apple Pay and Google Pay. You can also pay in 4 interest-free instalments with Klarna on orders over $50. Payment is taken when your order is placed.',
  },
  {
    title: 'Discounts, discount codes, newsletter and gift cards',
    category: 'pricing',
    tags: ['discount', 'coupon', 'promo code', 'sale', 'gift card', 'newsletter', 'student'],
    content:
      'We offer two discount codes: newsletter subscribers get 10% off their first order, and students get 15% off with a valid student ID. Only one discount code can be used per order. Digital gift cards are available in any amount from $25 and never expire.',
  },
  {
    title: 'Size guide and fit',
    category: 'faq',
    tags: ['size guide', 'sizing', 'fit', 'measurements'],
    content:
      'Our tops, knitwear and jackets run true to size; if you are between sizes, take the larger size for a relaxed fit. Chest measurements: XS 34 in, S 36 in, M 39 in, L 42 in, XL 45 in. Trousers and jeans are sized by waist in inches with a 32 inch leg, and we hem them for free in the Portland store.',
  },
  {
    title: 'Caring for your clothes',
    category: 'faq',
    tags: ['care', 'washing', 'laundry'],
    content:
      'Wash cotton and fleece cold and inside out to keep the colour, and dry merino and lambswool flat. Leather needs only a wipe with a damp cloth and a conditioner twice a year. Every product page lists its own care instructions.',
  },
  {
    title: 'Tracking an order',
    category: 'faq',
    tags: ['order status', 'tracking', 'where is my order'],
    content:
      'When your order ships you receive an e-mail with the carrier and tracking number. In this chat you can also ask for the status of an order with its order number and the e-mail address you ordered with.',
  },
  {
    title: 'Sustainability',
    category: 'general',
    tags: ['sustainability', 'organic', 'recycled', 'ethical'],
    content:
      'Our cotton is certified organic, our jackets use recycled nylon and polyester, and every order ships in recycled, plastic-free packaging. Our clothes are made in small runs at family-owned factories in Portugal and Peru.',
  },
];
