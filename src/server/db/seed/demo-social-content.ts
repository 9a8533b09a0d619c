import type { DemoKnowledgeItem } from './demo-content';
import type { DemoOrder, DemoProduct } from './demo-shop-content';

/**
 * Luna Boutique, the SocialAgent demo's business, as its showcase page presents it: a small
 * women's clothing boutique that sells through direct messages (prices, sizes, shipping,
 * returns, checkout links) and books free styling appointments on Saturdays.
 */

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const stock = (counts: number[]) => Object.fromEntries(SIZES.map((size, i) => [size, counts[i] ?? 0]));

export const DEMO_SOCIAL_PRODUCTS: readonly DemoProduct[] = [
  {
    sku: 'LB-DR-01',
    name: 'Aurora Linen Dress',
    category: 'Dresses',
    description: 'Our best seller: a midi wrap dress with flutter sleeves that runs true to size.',
    material: '100% European linen',
    care: 'Machine wash cold on a gentle cycle, line dry, warm iron while damp.',
    sizes: SIZES,
    colours: ['sand', 'sage', 'white'],
    price: '89.00',
    stockBySize: stock([3, 6, 9, 5, 2]),
  },
  {
    sku: 'LB-DR-02',
    name: 'Celeste Satin Slip Dress',
    category: 'Dresses',
    description: 'A bias-cut midi slip dress with adjustable straps, made for evenings out.',
    material: 'recycled satin',
    care: 'Hand wash cold or dry clean, hang to dry.',
    sizes: SIZES,
    colours: ['champagne', 'midnight blue'],
    price: '112.00',
    stockBySize: stock([1, 3, 0, 2, 1]),
  },
  {
    sku: 'LB-DR-03',
    name: 'Marigold Floral Maxi Dress',
    category: 'Dresses',
    description: 'A tiered maxi dress in a hand-drawn floral print, with pockets.',
    material: '100% cotton voile, fully lined',
    care: 'Machine wash cold, line dry.',
    sizes: SIZES,
    colours: ['marigold print'],
    price: '98.00',
    stockBySize: stock([2, 4, 5, 4, 0]),
  },
  {
    sku: 'LB-TP-01',
    name: 'Stella Silk Blouse',
    category: 'Tops',
    description: 'A relaxed silk blouse with covered buttons.',
    material: '100% mulberry silk',
    care: 'Hand wash cold or dry clean.',
    sizes: SIZES,
    colours: ['ivory', 'blush'],
    price: '75.00',
    stockBySize: stock([2, 5, 6, 3, 1]),
  },
  {
    sku: 'LB-KN-01',
    name: 'Willow Knit Cardigan',
    category: 'Knitwear',
    description: 'A soft cropped cardigan with pearl buttons.',
    material: '70% cotton, 30% alpaca',
    care: 'Hand wash cold, dry flat.',
    sizes: SIZES,
    colours: ['cream', 'dusty pink'],
    price: '68.00',
    stockBySize: stock([0, 4, 7, 4, 2]),
  },
  {
    sku: 'LB-AC-01',
    name: 'Luna Straw Tote',
    category: 'Accessories',
    description: 'A hand-woven straw tote with leather handles.',
    material: 'natural straw with leather handles',
    care: 'Wipe clean and keep dry.',
    sizes: ['One size'],
    colours: ['natural'],
    price: '54.00',
    stockBySize: { 'One size': 8 },
  },
];

export const DEMO_SOCIAL_ORDERS: readonly DemoOrder[] = [
  {
    orderNumber: 'LB-2087',
    customerEmail: 'maya.lopez@luna-demo.shop',
    status: 'shipped',
    carrier: 'USPS',
    trackingNumber: '9400 1000 0000 0000 0087 21',
    expectedInDays: 2,
    placedDaysAgo: 1,
    items: [{ name: 'Aurora Linen Dress', quantity: 1 }],
    totalAmount: '89.00',
  },
];

export const DEMO_SOCIAL_KNOWLEDGE: readonly DemoKnowledgeItem[] = [
  {
    title: 'About Luna Boutique',
    category: 'general',
    tags: ['about', 'boutique', 'products'],
    content:
      'Luna Boutique is a small women’s clothing boutique in Austin, Texas: linen and floral dresses, silk blouses, soft knitwear and accessories, chosen in small batches. Most of our customers shop with us by direct message on Instagram and Facebook, and we answer every message day and night.',
  },
  {
    title: 'Opening hours, studio address and how to contact us',
    category: 'general',
    tags: ['hours', 'open', 'contact', 'saturday', 'studio'],
    content:
      'Our studio at 1207 South Congress Avenue is open Tuesday to Friday 11am to 6pm and Saturday 9am to 4pm; closed Sunday and Monday. Direct messages are answered around the clock, and a stylist replies in person during opening hours.',
  },
  {
    title: 'Styling appointments',
    category: 'services',
    tags: ['booking', 'appointment', 'consultation', 'stylist', 'saturday'],
    content:
      'Book a one-to-one styling appointment in our studio: the first consultation is free and lasts 45 minutes. Saturday slots run from 9am to 4pm and book up fast; weekday slots are available Tuesday to Friday afternoons. Send us the day and time you would like here and a stylist confirms it in this chat.',
  },
  {
    title: 'Ordering by direct message',
    category: 'services',
    tags: ['order', 'checkout', 'buy', 'hold', 'reserve'],
    content:
      'Tell us the piece, size and colour in a message and we send you a secure checkout link. We hold your size for 30 minutes while you check out. You can also ask us for the status of an order with its order number and the e-mail address you ordered with.',
  },
  {
    title: 'Shipping: how fast we ship and what it costs',
    category: 'policies',
    tags: ['shipping', 'delivery', 'dispatch', 'tracking'],
    content:
      'We ship fast: orders placed before 2pm leave the same day and arrive in 2 to 4 business days, with tracking sent by direct message. Shipping costs $6.00 and is free on orders over $75. We ship within the United States only.',
  },
  {
    title: 'Returns and exchanges, for a wrong size or fit',
    category: 'policies',
    tags: ['returns', 'refund', 'exchange'],
    content:
      'Returns and exchanges are free within 30 days of delivery for unworn pieces with their tags. Just message us and we send you a prepaid return label. Refunds reach your card within 5 business days of the return arriving.',
  },
  {
    title: 'Payment',
    category: 'policies',
    tags: ['payment', 'pay', 'card', 'paypal', 'afterpay'],
    content:
      'Our checkout links accept all major cards, Apple Pay, Google Pay, PayPal and Afterpay (4 interest-free payments).',
  },
  {
    title: 'Sizing and fit',
    category: 'faq',
    tags: ['size', 'fit', 'sizing', 'measurements'],
    content:
      'Our pieces run true to size, from XS to XL. Medium is our most popular size. If you send us your usual size and height, a stylist will recommend the best fit.',
  },
];
