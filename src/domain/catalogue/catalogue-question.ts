import { AMENDS_ORDER, conceptOf } from '../agent/concepts';
import { asksHowAt, hypotheticalAt, negatedAt } from '../agent/negation';
import { allMatches } from '../regex-matches';
import type { CatalogueProduct } from './catalogue-types';
import { matchProducts, requestedSize, words } from './product-match';

/**
 * What a visitor asks of a shop's catalogue or orders, read from their messages. Pure; the
 * server looks up what the reading names and words the answer with catalogue-reply.ts.
 */

export type ProductFacet = 'price' | 'stock' | 'sizes' | 'colours' | 'material' | 'care';

export type CatalogueQuestion =
  | { kind: 'order_status'; orderNumber: string | null; email: string | null }
  | { kind: 'overview' }
  | { kind: 'products'; products: CatalogueProduct[]; facets: ProductFacet[]; size: string | null }
  /** A price or stock question about something the catalogue does not hold. */
  | { kind: 'unknown_product' };

const FACETS: readonly [ProductFacet, RegExp][] = [
  // "Do you price match?" asks about a policy, not what something costs; "a gift receipt instead
  // of the price" asks to leave it out; "it had a price drop after I bought it" asks for the
  // difference back.
  [
    'price',
    /\b((?<!\bmatch (?:the |a |their |that |my )?)(?<!\b(?:instead of|rather than|without|hide|remove|cut off|leave out|leave|take|no) (?:the |a |any )?)price[sd]?(?!\s*-?\s*match)(?!\s+(?:drop|dropped|drops|went down|adjustment|protection))|cost[s]?|how much|how mutch|\$|cheap|expensive|pricey)\b|\$/i,
  ],
  [
    'stock',
    // "Have you got one?" asks; "I got one as a gift" says what the visitor already has.
    /\b(in stock|stock|available|availability|sold out|any left|left)\b|(?<!\b(?:i|we|i've|we've|just)\s+)\b(?:have|got) (?:it|one|them|any)\b/i,
  ],
  // A card lists the sizes; body measurements are the size guide's ("the chest on a large").
  ['sizes', /\b(sizes?|sizing|fit|fits|run (?:small|large|big|true))\b/i],
  ['colours', /\b(colou?rs?|shades?)\b/i],
  ['material', /\b(materials?|made of|made from|fabric|cotton|wool|linen|leather|waterproof)\b/i],
  ['care', /\b(wash|washing|care|clean|cleaning|iron|dry|dryer|tumble)\b/i],
];

const OVERVIEW =
  /\b(what (?:do|d) (?:you|u|ya) (?:sell|have|stock|carry|offer)|what (?:kind|kinda|sort|type)s? of (?:stuff|things|products|items|clothes)|what (?:products|items|stuff|things)|(?:your|the) (?:products|catalog(?:ue)?|range|collection)|what(?:'s| is) (?:in )?(?:your|the) (?:shop|store)|what can i buy|show me (?:what|your))\b/i;

/** Words about an order's progress; with one of them, "order" means an existing order. */
const ORDER_WORDS = /\b(orders?|parcel|package|delivery|shipment|tracking|track)\b/i;
const ORDER_WORDS_ALL = new RegExp(ORDER_WORDS.source, 'gi');
/** The visitor's own order, or one they placed: "my parcel", "I ordered", "our package". */
const OWN_ORDER =
  /\b(?:my|our)\s+(?:\w+\s+)?(?:orders?|parcel|package|delivery|shipment)\b|\b(?:ordered|bought|purchased|placed\s+(?:an?\s+|my\s+)?order)\b/gi;

/**
 * An order word said of a real order: the visitor's own ("my parcel", "I ordered"), or one not
 * ruled out. "If I order tonight…", "once I do…" speak of an order not yet placed, and "no
 * tracking on standard delivery?" of a thing that is not there; neither is a look-up.
 */
function aboutRealOrder(message: string): boolean {
  const trackingIsACondition = TRACKING_AS_CONDITION.test(message);
  const real = (window: number) => (m: RegExpMatchArray) =>
    !(trackingIsACondition && isTrackingWord(m[0])) &&
    !hypotheticalAt(message, m.index!) &&
    !negatedAt(message, m.index!, window) &&
    !asksHowAt(message, m.index!);
  // "I haven't ordered yet" is ruled out by the word just before; "no tracking on standard
  // delivery" by any in its clause.
  if (allMatches(message, OWN_ORDER).some(real(2))) return true;
  return allMatches(message, ORDER_WORDS_ALL).some(real(4));
}
// "where" asks where a parcel is, not "where I can" or "wherever".
// "Still" says an order is late only of waiting ("still not here", "still waiting", "…still?"):
// "it still has the tags on" is a thing the visitor holds, to return or exchange.
const ORDER_PROGRESS =
  /\b(where(?!\s+(?:i|we|you|possible)\b)|status|track|tracking|arrive[ds]?|arriving|shipped|dispatched|sent|late|hasn'?t|has not|still(?=\s*(?:[?!.]|$)|\s+(?:not|no|nothing|hasn'?t|haven'?t|isn'?t|hasnt|havent|isnt|didn'?t|waiting|pending|processing|in\s+transit|on\s+(?:its|the)\s+way|missing|stuck|to\s+come))|update|when will|come|coming|received)\b/i;

/**
 * How every order comes, not where one is: "does my order come wrapped in plastic?", "will it
 * arrive in a box?", "is it sent with a receipt?". The packing is the shop's policy.
 */
const PACKED_HOW =
  /\b(?:come|comes|coming|arrive|arrives|ship|ships|shipped|sent)\s+(?:all\s+)?(?:wrapped|packed|packaged|boxed|folded|in\s+(?:a\s+|an\s+|any\s+|loads\s+of\s+|lots\s+of\s+)?(?:plastic|paper|cardboard|box|bag|envelope|tissue|recycl\w*|compostable|eco\w*)|with\s+(?:a\s+|an\s+|any\s+)?(?:receipt|invoice|gift\s+note|note|plastic))/i;

/**
 * Tracking named as a condition of a shipping question ("do you ship to Canada? without tracking
 * is fine", "W/O tracking is ok", "is it tracked or untracked", "I need tracking"): a wish about a
 * parcel not yet sent, not an order to look up. "W/O" in capitals is kept by text-speak (it may be
 * an abbreviation of something else), so it is read here, beside a tracking word only.
 */
const TRACKING_AS_CONDITION =
  /\b(?:with(?:out)?|w\/o?|no|any|need|needs|want|prefer|require[sd]?|untracked\s+or|or)\s+(?:a\s+)?track(?:ing|ed)\b|\btrack(?:ing|ed)\s+(?:is|isn'?t|would\s+be|'?s|not)\s+(?:\w+\s+)?(?:fine|ok|okay|needed|necessary|required|optional|important|a\s+must)\b|\btracked\s+or\s+untracked\b/i;
const isTrackingWord = (word: string) => /^track/i.test(word);

/**
 * Order numbers as shops print them: "NW-10421", "#10421", "order 10421", and a young shop's
 * short ones ("#106", "order number: 106", "order 106"; WooCommerce counts from 1). A bare number
 * is one only as a whole message (the answer to the agent asking for it): "order 2 shirts" is not.
 */
const ORDER_NUMBER =
  /\b([a-z]{2,4}-\d{3,8})\b|#\s?(\d{2,8})\b|\border (?:number|no\.?|#)\s*:?\s*(\d{2,8})\b|\border (\d{3,8})\b|^\s*(\d{2,8})\s*[.!]?\s*$/i;
/**
 * What the shop does for every order (returns, shipping, alterations, how it is paid, discounts for
 * a kind of order): a product named beside it is the occasion ("can I venmo you for the dress?",
 * "a discount for a group order of five dresses?"), not the question.
 */
const POLICY =
  /\b(return|returns|returning|exchange|swap|swapped|switch|refund|hem|hems|hemmed|hemming|alter|alterations?|tailoring|shorten(?:ed|ing)?|take (?:them|it|the \w+|my \w+) up|take up (?:the |my )?(?:legs?|hems?|trousers|jeans|chinos|pants|sleeves?)|money back|send (?:\S+ ){0,4}?back|shipping|ship|delivery|deliver|postage|warranty|gift ?wrap|price[\s-]?match(?:ing)?|match (?:a|the|their|that|his|her) price|beat (?:a|the|their|that) price|pay(?:ing)? (?:in|with|by|over|later|monthly)|instal+ments?|afterpay|klarna|paypal|apple ?pay|google ?pay|split (?:it|this|that|the (?:cost|payment|bill|price))|venmo|zelle|cash ?app|(?:bank|wire|e-?)[\s-]?transfer|crypto|bitcoin|pay (?:you|u|ya)\b|(?:in|with) cash|by (?:cheque|check)|discounts?|promo codes?|coupons?|group (?:orders?|discounts?|rates?)|bulk (?:orders?|discounts?|buys?)|wholesale)\b/i;

/**
 * The clauses of a message: "got the crewneck in my basket, how much do i have to spend before
 * postage is free" asks its price question in a clause that names no product.
 */
const CLAUSE_END = /[.!?;\n]+\s*|,\s*/;

/**
 * The price asked is a policy's, not a product's: "how much is shipping then", "what does express
 * delivery cost" beside "a tee and a beanie wouldn't make it". The clause asking the price names
 * the policy and no product, so the knowledge answers it; "how much is the rain jacket, and do
 * you ship to Canada?" still asks the jacket's price.
 */
function priceAskedOfPolicy(message: string, products: readonly CatalogueProduct[]): boolean {
  const price = FACETS[0]![1];
  const clauses = message.split(CLAUSE_END);
  const asking = clauses.filter((clause) => price.test(clause));
  return (
    asking.length > 0 &&
    asking.every(
      (clause) =>
        POLICY_PRICED.test(clause) ||
        (POLICY.test(clause) && matchProducts(clause, products).length === 0) ||
        pointsBackAtPolicy(clause, clauses, products),
    )
  );
}

/**
 * "Do you hem them? does it cost extra": a price clause that names nothing but "it"/"that" after a
 * clause asking about a policy or a service means that one's price, not the product's ("I love
 * the rain jacket, how much is it?" still asks the jacket's).
 */
const PRICE_OF_IT = /\b(?:it|that|this|they|those)\b/i;
function pointsBackAtPolicy(
  clause: string,
  clauses: readonly string[],
  products: readonly CatalogueProduct[],
): boolean {
  if (!PRICE_OF_IT.test(clause) || matchProducts(clause, products).length > 0) return false;
  const before = clauses.slice(0, clauses.indexOf(clause)).findLast((c) => c.trim() !== '');
  return before !== undefined && POLICY.test(before);
}

/**
 * The price words put straight to a policy: "how much is shipping if I get the linen dress",
 * "what's postage on the jacket", "the delivery cost for two tees", "do I pay shipping on top of
 * the price" ask what shipping costs; the product is what is shipped.
 */
const POLICY_PRICED =
  /\b(?:how much|how mutch|what(?:'s|s| is| does))\s+(?:is |are |does |will |would )?(?:the |your )?(?:standard |express |international )?(?:shipping|postage|delivery|p&p)\b|\b(?:shipping|postage|delivery)\s+(?:costs?|prices?|fees?|charges?)\b|\b(?:costs?|prices?|fees?|charges?)\s+(?:of|for)\s+(?:the\s+)?(?:shipping|postage|delivery)\b|\bpay(?:ing)?\s+(?:for\s+)?(?:the\s+|any\s+|extra\s+)?(?:shipping|postage|delivery|p&p)\b/i;

/**
 * Advice on which size to take ("I'm between an M and an L", "what size should I get", "what size
 * coat for a 38 inch chest"), how a piece fits ("does it run small?", "always too long on me") and
 * body measurements ("the leg length on a 30 waist"): the shop's size guide answers it for every
 * product, a card does not.
 */
const SIZE_ADVICE =
  /\b(?:runs?|running|come|comes|coming|fits?|fitting) (?:a (?:bit|little) )?(?:small|large|big|true|tight|loose|long|short|narrow|wide)\b|\btrue to size\b|\bsize (?:up|down)\b|\btoo (?:long|short|tight|loose|big|small|baggy)\b|\b(?:leg|inseam|inside leg|sleeve|chest|waist|hip|arm)s? (?:length|measurement|size|width)s?\b|\binseam\b|\bbetween (?:two |2 )?sizes\b|\bbetween (?:an? )?(?:xxs|xs|s|m|l|xl|xxl|small|medium|large|\d{1,2}) (?:and|or|&) (?:an? )?(?:xxs|xs|s|m|l|xl|xxl|small|medium|large|\d{1,2})\b|\b(?:what|which) size (?:\S+ ){0,2}?(?:should|shall|do|does|would|will|to|for)\b|\b\d{2,3}(?:\.\d)?\s*(?:inch|inches|in|"|cm)\s+(?:chest|bust|waist|hips?|inseam|leg)\b|\b(?:no idea|not sure|don'?t know|do not know|unsure|can'?t ask|cannot ask)\b[^.?!]{0,12}?\b(?:her|his|their|them|him) (?:\S+ )?size\b|\bsize (?:guide|chart)\b|\bhow (?:do|does|will|would) (?:\S+ ){0,3}?(?:fit|run)\b|\b(?:i'?m|im|i am|she'?s|he'?s|she is|he is) (?:about |around |only |like |just )?\d\s*(?:ft|foot|feet|'|’)/i;

/** A size asked for as what things are made in: "come in XXL", "go up to a 16", "available in petite". */
const SIZE_RANGE =
  /\b(?:come|comes|go|goes|available|made|run|runs)\s+(?:up\s+)?(?:in|to)\s+(?:an?\s+)?(?:size\s+)?(?:xxs|xs|xxl|xxxl|[2-6]\s?xl|xl|plus(?:\s+sizes?)?|petite|tall|extra\s+(?:small|large)|\d{1,2})\b/i;

/**
 * What the shop does or how it works rather than what a product is: alterations, where and how
 * things are made and from what ("made from recycled stuff or virgin plastic?"), whether what it
 * claims holds ("is the cotton actually organic?", "is that just marketing?"), how to buy ("do I
 * just DM you?"). A product named beside it is the occasion,
 * not the question, and a card would not answer it.
 */
const HOW_THE_SHOP_WORKS =
  /\b(?:alter(?:ation|ations|ed|ing)|tailor(?:ing|ed)?|made in|(?:get|gets|are|is)\s+made\b|where\b[^.?!]{0,30}\bmade|made\s+(?:locally|abroad|overseas|here|in-house|by\s+hand)|factor(?:y|ies)|manufactured|ethically|sweatshops?|greenwash(?:ing)?|marketing|certified|(?:is|are)\s+(?:[\p{L}']+\s+){1,3}?(?:actually\s+|really\s+|truly\s+|genuinely\s+|properly\s+|100%?\s+)?(?:organic|recycled|sustainable|ethical|eco(?:[\s-]friendly)?|fair\s*trade)(?=\s*(?:(?:cotton|wool|nylon|polyester|leather|materials?|fabrics?)\s*)?(?:[?.!,]|$|or\b|and\b|though\b|tho\b))|made\s+(?:from|of|with|out\s+of)\s+(?:\p{L}+\s+)?(?:recycled|organic|virgin|sustainable|ethical|eco|plastic|bottles?|deadstock|leftover|offcuts?)\b|virgin\s+(?:plastic|polyester|nylon|materials?|fibres?|fibers?)|how (?:do|can|would|should) (?:i|we) (?:actually |even )?(?:buy|order|purchase|pay for|get hold of)|(?:dm|message|text|inbox) (?:you|u|ya)\b|place an order)\b/iu;

/**
 * A thing the visitor already has: "my leather bag", "the jacket I bought", "our order of tees".
 * Asked about (how to care for it, a fault, sending it back), it is after-sales, which the
 * knowledge answers; the product card answers a shopper's questions.
 */
const OWNED_PHRASE = /\b(?:my|our)\s+((?:[^\s,.!?]+\s+){0,2}[^\s,.!?]+)/gi;
const ALREADY_BOUGHT =
  /\b(?:bought|ordered|received|purchased|(?:i|we) (?:got|was given|were given))\b|^\W*got\b/i;

function aboutOwnedProduct(message: string, products: readonly CatalogueProduct[]): boolean {
  if (ALREADY_BOUGHT.test(message)) return true;
  return allMatches(message, OWNED_PHRASE).some((m) => matchProducts(m[1]!, products).length > 0);
}

/**
 * The visitor asks the shop to do something with a product ("can you put our logo on 30 hoodies?",
 * "could you engrave the bag?") rather than asking about it or for it: a verb other than those of
 * shopping (have, sell, show, send, hold…) after "can/could/would/will you".
 */
const SERVICE_REQUEST =
  /\b(?:can|could|would|will)\s+(?:you|u|ya|you\s+guys|your\s+team)\s+(?!(?:have|has|sell|stock|carry|get|got|show|tell|recommend|suggest|send|ship|deliver|hold|keep|reserve|check|do|find|help|give|let|please|also|still|just|maybe)\b)\p{L}{3,}/iu;

export function asksForAService(message: string): boolean {
  return SERVICE_REQUEST.test(message);
}

/**
 * How a garment wears, which a card may or may not say: "is it see-through?", "do I need a slip
 * under it?", "is it lined?", "stretchy?", "itchy?", "warm enough for winter?". Each quality with
 * the words a description would state it in.
 */
const QUALITIES: readonly (readonly [RegExp, RegExp])[] = [
  [
    /\b(?:see[\s-]?through|sheer|transparent|opaque|(?:need|wear)\s+(?:a\s+)?slip|slip\s+under)\b/i,
    /\b(?:see[\s-]?through|sheer|transparent|opaque|lined|lining|double[\s-]layer(?:ed)?)\b/i,
  ],
  [/\b(?:lined|lining)\b/i, /\b(?:lined|lining|unlined)\b/i],
  [
    /\b(?:stretchy|stretch|elastic(?:ated)?)\b/i,
    /\b(?:stretch|stretchy|elastane|spandex|elastic(?:ated)?)\b/i,
  ],
  [/\b(?:itchy|scratchy|itch)\b/i, /\b(?:soft|itch|itchy|scratchy)\b/i],
  [/\b(?:breathable|breathe)\b/i, /\b(?:breathable|breathes?|airy)\b/i],
  [/\bwarm\s+enough\b/i, /\b(?:warm|insulated|winter|padded|quilted)\b/i],
];

/**
 * The message asks how a product wears (QUALITIES) and none of the products it names says so on
 * its card: a guess from the card's other lines would answer something else, so a person answers.
 */
export function asksUnstatedQuality(message: string, products: readonly CatalogueProduct[]): boolean {
  if (products.length === 0) return false;
  const asked = QUALITIES.filter(([question]) => question.test(message));
  if (asked.length === 0) return false;
  return products.every((product) => {
    const card = [product.name, product.description, product.material ?? '', product.care ?? ''].join(' ');
    return asked.every(([, stated]) => !stated.test(card));
  });
}

/**
 * A yes-or-no question put to a named product ("is the rain jacket PFAS free?", "are the pearl
 * buttons real pearls?", "does the linen dress shrink?"): what it asks is decided by the words left
 * once the product's own name, the words of the question and the words its card holds are taken
 * away. A word left over is a claim the card does not make, so the card's other lines would answer
 * something else; a careful agent says it does not know. Colours, sizes and the shopper's usual
 * verbs ("come in", "fit", "look") are what a card answers by listing, never a claim. Only a
 * question whose subject is the product ("will you keep the dress for me?" asks the shop).
 */
const YES_NO_CLAUSE =
  /^\W*(?:(?:so|and|but|also|ok|okay|hi|hey|hello|quick\s+(?:one|question)|just\s+wondering|wondering)\W+)*(?:is|are|does|do|did|will|would|has|have|was|were|isn'?t|aren'?t|doesn'?t)\s+(?!(?:you|u|ya|y'?all|i|we|they|there|it|this|that)\b)/i;
const ASKS_NOTHING = new Set(
  words(
    'be been being the they them their those these ones so very too quite really actually just also still ' +
      'even ever always usually normally all both either each every other another same thing things stuff ' +
      'come comes coming go goes fit fits look looks run runs wear worn wearing make made need needed work ' +
      'good nice ok okay great fine worth suitable ideal right best better true well enough much more less ' +
      'xs xxs xl xxl xxxl small medium large petite tall extra plus mine yours hers his ours if when then ' +
      'black white grey gray navy blue red green yellow pink purple brown beige cream olive tan khaki orange ' +
      'burgundy charcoal ivory dark light pale dusty bright version style model new old one two',
  ),
);
const CLAUSE_QUESTION_END = /[.!?;\n]+/;

// "washable" is said by "wash", "waterproofing" by "waterproof": a word of four letters or more that
// opens the other, or the same first five letters.
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  if (n >= 4 && (a.startsWith(b) || b.startsWith(a))) return true;
  return n >= 5 && a.slice(0, 5) === b.slice(0, 5);
}

/** The words of a yes-or-no question put to a named product that its card does not hold ([] for none). */
export function unstatedClaim(message: string, products: readonly CatalogueProduct[]): string[] {
  if (products.length === 0) return [];
  for (const clause of message.split(CLAUSE_QUESTION_END)) {
    if (!YES_NO_CLAUSE.test(clause)) continue;
    const named = matchProducts(clause, products).map((m) => m.product);
    if (named.length === 0) continue;
    const left = words(clause).filter((w) => w.length > 2 && !ASKS_NOTHING.has(w));
    const unstated = left.filter((w) => named.every((product) => !holdsWord(cardWords(product), w)));
    if (unstated.length > 0) return unstated;
  }
  return [];
}

export const asksUnstatedClaim = (message: string, products: readonly CatalogueProduct[]) =>
  unstatedClaim(message, products).length > 0;

/** Whether a text (an item's answer) holds one of the claim's words, as a card would. */
export function statesClaim(text: string, claim: readonly string[]): boolean {
  const held = words(text);
  return claim.some((w) => holdsWord(held, w));
}

const cardWords = (product: CatalogueProduct) =>
  words(
    [
      product.name,
      product.category,
      product.description,
      product.material ?? '',
      product.care ?? '',
      product.colours.join(' '),
      product.sizes.join(' '),
    ].join(' '),
  );
const holdsWord = (held: readonly string[], word: string) => held.some((c) => sameStem(word, c));

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i;

/** The message asks what something costs. */
export function asksPrice(message: string): boolean {
  return FACETS[0]![1].test(message);
}

export function findOrderNumber(text: string): string | null {
  const m = text.match(ORDER_NUMBER);
  const found = m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4] ?? m?.[5];
  return found ? found.toUpperCase() : null;
}

export function findEmail(text: string): string | null {
  return text.match(EMAIL)?.[0].toLowerCase() ?? null;
}

/** The latest value the visitor gave in this conversation (they may give the number, then the address). */
function latest(messages: readonly string[], find: (text: string) => string | null): string | null {
  for (const text of [...messages].reverse()) {
    const value = find(text);
    if (value) return value;
  }
  return null;
}

const PACKED_HOW_ALL = new RegExp(PACKED_HOW.source, 'gi');
const TRACKING_AS_CONDITION_ALL = new RegExp(TRACKING_AS_CONDITION.source, 'gi');

/**
 * The message without how orders come packed and without tracking named as a condition: what is
 * left says whether an order's progress is asked. The intents read an order look-up from it too.
 */
export function progressSaid(message: string): string {
  let said = message;
  if (/come|arriv|ship|sent/i.test(said)) said = said.replace(PACKED_HOW_ALL, ' ');
  if (/track/i.test(said)) said = said.replace(TRACKING_AS_CONDITION_ALL, ' ');
  return said;
}

/**
 * An order-status conversation: this message asks about an order, or gives a number or address
 * after the agent asked for them (the previous reply asked for the order number).
 */
const AMENDS_ORDER_ANY_CASE = new RegExp(AMENDS_ORDER.source, 'i');

function asksOrderStatus(message: string, previousReply: string | null): boolean {
  // "I put the wrong address on my order, can I update it?" asks to change the order, not where it is.
  if (AMENDS_ORDER_ANY_CASE.test(message)) return false;
  if (findOrderNumber(message) && ORDER_WORDS.test(message)) return true;
  if (aboutRealOrder(message) && ORDER_PROGRESS.test(progressSaid(message))) return true;
  if (previousReply && ORDER_PROMPT_MARK.test(previousReply))
    return findOrderNumber(message) !== null || findEmail(message) !== null;
  return false;
}

/** The agent's order prompts all contain this phrase, so the next message can be read as the answer. */
export const ORDER_PROMPT_PHRASE = 'order number and the e-mail address';
const ORDER_PROMPT_MARK = /order number and the e-mail address|order number|e-mail address you ordered with/i;

/**
 * The message without the words of the given products' names and categories: what it says or
 * asks besides naming them ("can I split the slip dress and the cardigan with Afterpay?").
 */
export function withoutNames(
  message: string,
  named: readonly CatalogueProduct[],
  options: { keepConcepts?: boolean } = {},
): string {
  const nameWords = new Set(named.flatMap((p) => words(`${p.name} ${p.category}`)));
  if (nameWords.size === 0) return message;
  return message.replace(/[\p{L}'’-]+/gu, (word) => {
    // "if I wash them warm": a word of the knowledge's lexicon is kept for a knowledge look-up,
    // though a product ("Wash Bag") is named by it too.
    if (options.keepConcepts && conceptOf(word.toLowerCase())) return word;
    const said = words(word);
    return said.length > 0 && said.every((w) => nameWords.has(w)) ? ' ' : word;
  });
}

/**
 * A material said just before a product's name describes the product ("will the cotton tees
 * shrink", "my wool sweater"); it does not ask what the product is made of.
 */
function withoutModifiers(asked: string, message: string, named: readonly CatalogueProduct[]): string {
  const nameWords = new Set(named.flatMap((p) => words(`${p.name} ${p.category}`)));
  let result = asked;
  for (const m of allMatches(message, /([\p{L}]+)\s+(?=([\p{L}]+))/gu)) {
    const [, modifier, noun] = m;
    if (words(noun!).some((w) => nameWords.has(w)) && MATERIAL_WORD.test(modifier!))
      result = result.replace(new RegExp(`\\b${modifier}\\b`, 'i'), ' ');
  }
  return result;
}
const MATERIAL_WORD = /^(?:cotton|wool|linen|leather|silk|denim|cashmere|merino|canvas|suede|fleece)$/i;

/**
 * Things set aside by the question: "besides dresses", "other than the jacket", "apart from
 * jeans", "except for the navy one". They are named to be left out, so they name no product asked.
 */
const SET_ASIDE =
  /\b(?:besides|other\s+than|apart\s+from|aside\s+from|except(?:\s+for)?|excluding|not\s+counting)\s+(?:the\s+|your\s+|my\s+|a\s+|an\s+)?(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+(?=\s*(?:[?.!,;]|$|\s+(?:and|or|but|for|to|in|that|which|what|is|are|do|does|would|could|because)\b))/giu;

export function readCatalogueQuestion(
  visitorMessages: readonly string[],
  products: readonly CatalogueProduct[],
  previousReply: string | null = null,
): CatalogueQuestion | null {
  const message = visitorMessages.at(-1) ?? '';
  if (message.trim() === '') return null;
  if (asksOrderStatus(message, previousReply)) {
    const recent = visitorMessages.slice(-6);
    return {
      kind: 'order_status',
      orderNumber: latest(recent, findOrderNumber),
      email: latest(recent, findEmail),
    };
  }
  if (products.length === 0) return null;
  // "What do you sell besides dresses?": what is set aside is not asked about.
  const matches = matchProducts(message.replace(SET_ASIDE, ' '), products);
  // A facet word in the product's own name ("the leather weekender", "the wash bag") names it;
  // it asks nothing about its material or care.
  const named = matches.map((m) => m.product);
  const asked = withoutModifiers(withoutNames(message, named), message, named);
  const facets = FACETS.filter(([, pattern]) => pattern.test(asked)).map(([facet]) => facet);
  // "Can I return the jacket?" is a policy question that happens to name a product.
  // So are which size to take, and questions about a thing the visitor already has.
  const shopping =
    facets.includes('stock') || (facets.includes('price') && !priceAskedOfPolicy(message, products));
  if (!shopping && (POLICY.test(message) || SIZE_ADVICE.test(message) || HOW_THE_SHOP_WORKS.test(message)))
    return null;
  if (!shopping && aboutOwnedProduct(message, products)) return null;
  // "Do any of your dresses come in XXL?": the sizes a range is made in, asked of more than one
  // product, are the size guide's ("from XS to XL"); "does the hoodie come in XL?" is the card's.
  if (!shopping && matches.length !== 1 && SIZE_RANGE.test(message)) return null;
  if (matches.length > 0) {
    const listed = matches.map((m) => m.product);
    const size = listed.length === 1 ? requestedSize(message, listed[0]!.sizes) : null;
    return { kind: 'products', products: listed, facets, size };
  }
  if (OVERVIEW.test(message)) return { kind: 'overview' };
  // "Do you have it in medium?", "and in XL?" right after a product question: that product.
  if (visitorMessages.length > 1) {
    const earlier = matchProducts(visitorMessages.at(-2)!, products);
    if (earlier.length === 1) {
      const product = earlier[0]!.product;
      const size = requestedSize(message, product.sizes);
      if (facets.length > 0 || size) return { kind: 'products', products: [product], facets, size };
    }
  }
  if (facets.includes('price') && /\b(the|your|a|an|this|that)\b/i.test(message))
    return { kind: 'unknown_product' };
  return null;
}
