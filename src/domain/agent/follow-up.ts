import { isTopic } from './concepts';
import { queryTerms, questionParts } from './knowledge-answer';

/**
 * A follow-up that leans on the previous question without naming its topic: "ok and if I pay for
 * the fast one" after a shipping question, "and to my sister in Dallas, how long?", "and can I
 * split it up?" after "do you take Apple Pay?". On its own it names nothing the knowledge can
 * look up, or names the wrong thing ("pay" for a faster delivery), so the topic of the visitor's
 * previous message is carried into it, as a person reading the chat would carry it.
 *
 * Carried only when the message is short and reads as a continuation: it refers back ("it",
 * "that one", "then"), or opens with "and", "so", "what about" and asks only an aspect ("how
 * long", "the minimum"). A message naming a topic of its own ("and can I return it?") keeps it,
 * and "and do you take PayPal?" after a shipping question asks about PayPal, not shipping.
 */

/** Concepts a conversation keeps talking about: the lexicon's topics, and how to pay. */
const PAYMENT = [...queryTerms('payment')][0]!;
const carriable = (term: string) => isTopic(term) || term === PAYMENT;

/**
 * Topics that say which aspect of another is asked ("how long", "the minimum"): "and to Dallas,
 * how long?" asks how long the shipping takes.
 */
const ASPECTS: ReadonlySet<string> = new Set(
  ['how long', 'minimum', 'free'].flatMap((words) => [...queryTerms(words)]),
);

const MAX_FOLLOW_UP_WORDS = 16;

/**
 * What a visitor does with an order that the lexicon names by the word itself, not a concept:
 * "can I return it?" after a shipping question asks about returns, not shipping.
 */
const OWN_ERRANDS: ReadonlySet<string> = new Set(queryTerms('return'));

/** "it", "that one", "the other one", "then" at the end: the thing is in the turn before. */
const REFERS_BACK =
  /(?<![\p{L}])(?:it|that|this|them|those|these|(?:the|that|this)\s+(?:\p{L}+\s+)?ones?|the\s+(?:new|other|replacement|second|same)\s+\p{L}+)(?![\p{L}'’])|(?<![\p{L}])then\s*[?!.]*\s*$/iu;

/**
 * "Is it easy to park?", "would it be possible to…": an "it" that stands for what follows, not for
 * anything said before. Such a message asks about its own thing.
 */
const DUMMY_IT =
  /(?<![\p{L}])(?:is|was|will|would|could|might)\s+(?:it|that)\s+(?:be\s+)?(?:\p{L}+\s+)?(?:easy|hard|difficult|possible|ok|okay|alright|safe|fine|allowed|necessary|worth\s+it)\s+(?:for\s+(?:me|us)\s+)?to(?![\p{L}])/giu;
const withoutDummyIt = (text: string) => (text.includes('to') ? text.replace(DUMMY_IT, ' ') : text);

/** Refers back by a pronoun alone: the thing itself is only in the turn before. */
const PRONOUN_BACK = /(?<![\p{L}])(?:it|that|this|them)(?![\p{L}'’])/iu;
const MAX_CARRIED_THINGS = 4;

const OPENING = String.raw`^(?:(?:ok(?:ay)?|ugh|hm+|right|cool|great|nice|sure|thanks|ty|ah|oh|alright|perfect|fine)\b[\s,.!]*)*`;
/** Opens as a continuation: "and…", "ok so…", "what about…", "ugh ok. and…". */
const CONTINUES = new RegExp(
  String.raw`${OPENING}(?:and|so|also|plus|but|what\s+about|how\s+about|what\s+if|then)(?![\p{L}])`,
  'iu',
);
/**
 * Asks the previous question again of another thing or case: "what about to my cousin in the UK",
 * "what if I spend 80 bucks", "and if it's two of them". Naming no topic of its own, it asks the
 * previous message's.
 */
const ASKS_AGAIN = new RegExp(
  String.raw`${OPENING}(?:and\s+)?(?:what\s+about|how\s+about|what\s+if|and\s+if)(?![\p{L}])`,
  'iu',
);

/** The concepts the message asks about that a conversation carries (the lexicon's topics, pay). */
function carriedTopics(text: string): string[] {
  const topics = [...queryTerms(text)].filter(carriable);
  // "Can I swap these jeans for a bigger size?": the size says which, the swap is what is asked;
  // "do your things run small?" carries the size, the only topic there.
  return topics.length > 1 ? topics.filter((t) => t !== SIZE) : topics;
}
const SIZE = [...queryTerms('size')][0]!;

/**
 * The message with the previous message's topics it leans on, as words the knowledge search and
 * the matcher read ("ok and if i pay for the fast one" + "shipping"), or the message unchanged.
 */
export function withTopicCarried(message: string, previous: string | undefined): string {
  if (previous === undefined) return message;
  const trimmed = message.trim();
  if (trimmed.split(/\s+/).length > MAX_FOLLOW_UP_WORDS) return message;
  const pointing = withoutDummyIt(trimmed);
  const own = carriedTopics(trimmed);
  const ownTerms = [...queryTerms(trimmed)];
  // "And do I pay postage on the new pair?" after an exchange asks about the exchange's postage: a
  // continuation that refers back keeps the earlier topic beside its own.
  const continuesOnIt = CONTINUES.test(trimmed) && REFERS_BACK.test(pointing);
  if (own.some((t) => isTopic(t) && !ASPECTS.has(t)) && !continuesOnIt) return message;
  if (ownTerms.some((t) => OWN_ERRANDS.has(t))) return message;
  const leans =
    REFERS_BACK.test(pointing) ||
    (CONTINUES.test(trimmed) && own.some((t) => ASPECTS.has(t))) ||
    (ASKS_AGAIN.test(trimmed) && own.every((t) => ASPECTS.has(t)));
  if (!leans) return message;
  // "What if I spend 80 bucks" after "how much is shipping and how fast": an aspect of its own (the
  // threshold) replaces the aspects asked before; the subject (shipping) is carried.
  const ownAspect = own.some((t) => ASPECTS.has(t));
  const carried = carriedTopics(previous).filter((t) => !own.includes(t) && !(ownAspect && ASPECTS.has(t)));
  // "Is it free or do I pay for it?" after a styling session names nothing but how it is paid:
  // the thing "it" stands for is the previous message's (its words, when no topic is).
  const namesNothing = PRONOUN_BACK.test(pointing) && ownTerms.every((t) => carriable(t) || ASPECTS.has(t));
  const things =
    carried.length === 0 && namesNothing
      ? [...queryTerms(previous)].filter((t) => !ownTerms.includes(t)).slice(0, MAX_CARRIED_THINGS)
      : [];
  if (carried.length === 0 && things.length === 0) return message;
  return withWordsAfterEach(trimmed, `(${[...carried, ...things].join(' ')})`);
}

/**
 * The carried words after the message, and after each earlier question of it that points back
 * with a pronoun: in "how long does it take and do I pay for it" both questions mean the styling
 * session, and each is looked up on its own (knowledge-answer.ts, questionParts).
 */
function withWordsAfterEach(message: string, words: string): string {
  const parts = questionParts(message);
  let text = '';
  let from = 0;
  for (const part of parts.slice(0, -1)) {
    const at = message.indexOf(part, from);
    if (at < 0 || !PRONOUN_BACK.test(withoutDummyIt(part))) continue;
    // Before the question's own mark, which would leave the words a part of their own.
    const end = at + part.replace(/[\s?!.,;:]+$/u, '').length;
    text += `${message.slice(from, end)} ${words}`;
    from = end;
  }
  return `${text}${message.slice(from)} ${words}`;
}
