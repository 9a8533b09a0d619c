import { distance } from 'fastest-levenshtein';
import { findOrderNumber, progressSaid } from '../catalogue/catalogue-question';
import { extractContact } from '../contact-extraction';
import { containsAnyKeyword, normalizeForMatching } from '../keyword-match';
import { PRICE_KEYWORDS } from '../price-keywords';
import { allMatches } from '../regex-matches';
import { asksHowAt, hypotheticalAt, negatedAt } from './negation';
import { isShouting, normalizeMessage } from './normalize-message';

/**
 * What a visitor's message asks for, by rules (the built-in engine has no model). A message may
 * carry several intents ("Hi! How much for a van wrap?"); `primaryIntent` picks the one to answer.
 * 'confirm' ("yes, send it") and 'thanks' are additions to the spec'd list: the quote flow needs
 * a yes, and a thank-you deserves better than "I do not know".
 */
export const INTENTS = [
  'human_request',
  'complaint',
  'order_status',
  'objection',
  'price_quote',
  'booking',
  'capabilities',
  'product_question',
  'contact_given',
  'confirm',
  'greeting',
  'thanks',
] as const;
export type Intent = (typeof INTENTS)[number];

/**
 * The order INTENTS are listed in, and why:
 * 1. human_request: a visitor who asked for a person must never be kept talking to a bot.
 * 1b. complaint: an angry or wronged customer gets an apology and a person, never a pitch.
 * 2. order_status: an existing customer with a concrete problem comes before selling.
 * 3. objection: "too expensive" also contains a price word; the doubt is what needs answering.
 * 4. price_quote: the agent's main job; before booking, since a price comes before a date.
 * 5. booking, 6. product_question: the remaining questions, the specific one first; before
 *    product_question, capabilities: "what can you do for me?", "what kind of stuff do you make"
 *    ask what the agent and the business offer without naming a topic.
 * 7. contact_given, 8. confirm: statements the server acts on, answered only when nothing else was asked.
 * 9. greeting, 10. thanks: the least informative; "Hi, how much…" is a price question.
 */
export const INTENT_PRECEDENCE: readonly Intent[] = INTENTS;

type Matcher = (text: string) => boolean;

const W = String.raw`(?![\p{L}])`;
const re = (source: string) => new RegExp(source, 'giu');
// For .test(): a global pattern would carry lastIndex from one call to the next.
const once = (source: string) => new RegExp(source, 'iu');

/** True when a pattern matches somewhere it is not ruled out ("I don't need a human"). */
function affirmed(patterns: readonly RegExp[], checkNegation = true): Matcher {
  return (text) =>
    patterns.some((pattern) =>
      allMatches(text, pattern).some((m) => !(checkNegation && negatedAt(text, m.index, 5))),
    );
}

// "is anyone even awake lol its 2am": checking that someone answers, with a word of doubt between
// and a remark on the hour after, laughed off; it asks nothing else.
const ANYONE_THERE = String.raw`(?:(?:is|are)\s+)?(?:any\s?(?:one|body)|some\s?(?:one|body)|you|u)\s+(?:(?:even|still|actually|really)\s+)?(?:there|here|around|about|online|awake|up)(?:\s+to\s+(?:help|talk|chat)(?:\s+(?:to|with))?(?:\s+me)?)?(?:\W+(?:lol|lmao|haha\p{L}*|hehe))?(?:\W+(?:it'?s|it\s+is)(?:\s+(?:like|already|nearly|almost|past|gone))?\s+(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)?|late|early|midnight|the\s+middle\s+of\s+the\s+night|(?:mon|tues|wednes|thurs|fri|satur|sun)day))?`;
const SEASON_WISH = String.raw`(?:(?:a\s+)?(?:very\s+)?(?:happy|merry|blessed|joyous)\s+(?!(?:with|to|about|that|for|if|enough|so|now|because|customer|camper|i|we)(?![\p{L}]))(?:\p{L}[\p{L}'’.]*|\d{1,2}(?:st|nd|rd|th))(?:\s+(?:day|eve|holidays?|weekend|season|year|of\s+july|\d{1,2}(?:st|nd|rd|th)?))?|season'?s\s+greetings|(?:eid|ramadan)\s+mubarak)(?:\W+(?:to\s+)?(?:you|y'?all|yall|all|everyone|everybody|(?:the\s+)?(?:whole\s+|entire\s+)?(?:team|crew|gang|staff)|guys)(?:\s+(?:all|guys))?)?`;
const GREETING = [
  re(
    String.raw`^\W*(?:hi+|hello+|hey+|hiya|howdy|greetings|yo|(?:good\s+)?(?:morning|afternoon|evening)|good\s+day)${W}`,
  ),
  re(String.raw`(?<![\p{L}])(?:how\s+are\s+you|how'?s\s+it\s+going|nice\s+to\s+meet\s+you)${W}`),
  // "anyone there?", "is somebody around?", "you there?": checking that someone answers.
  re(String.raw`^\W*${ANYONE_THERE}\W*$`),
  // "happy thanksgiving!! 🦃", "merry xmas to you all", "season's greetings", "eid mubarak": a wish
  // for a day or a season, alone, greets; "happy with my order" or "happy to pay" says something else.
  re(String.raw`^\W*${SEASON_WISH}(?:\W+(?:and|&)\W+${SEASON_WISH})?\W*$`),
];
const SMALL_TALK_ONLY = once(
  String.raw`^\W*(?:(?:hi+|hello+|hey+|hiya|howdy|greetings|yo|there|(?:good\s+)?(?:morning|afternoon|evening)|good\s+day|how\s+are\s+you(?:\s+doing)?(?:\s+today)?|how'?s\s+it\s+going|nice\s+to\s+meet\s+you|quick\s+(?:one|question|q)|(?:got|have\s+you\s+got|do\s+you\s+have)\s+a\s+(?:sec|second|minute|min|moment)|(?:can|could|may)\s+i\s+ask\s+(?:you\s+)?(?:something|a\s+question|a\s+quick\s+question)|${ANYONE_THERE})\W*)+$`,
);

// Only a message that is mostly a thank-you ("ok thanks", "thank you so much!").
const THANKS = [
  re(
    // An acknowledgement may come first, in any of its usual words: "ok fair enough, thanks!",
    // "ah that makes sense, cheers", "gotcha, ty".
    String.raw`^\W*(?:(?:ok|okay|great|perfect|cool|awesome|nice(?:\s+one)?|alright|brill|brilliant|super|sweet|lovely|fab|amazing|got\s+it|will\s+do|fair\s+enough|(?:that\s+)?makes\s+sense|gotcha|understood|noted|i\s+see|ah+|oh+|right|fine|no\s+worries|all\s+good|good\s+to\s+know|(?:that'?s\s+|very\s+|super\s+)?helpful|that\s+helps)\W+){0,3}(?:thanks|thank\s+you|thx|ty|ta|tysm|cheers|much\s+appreciated|appreciate\s+it)(?:\W+\p{L}+){0,3}\W*$`,
  ),
  // A goodbye that asks nothing: "that's all I needed, have a good one", "great, bye!".
  re(
    String.raw`^(?![^?]*\?)(?=.*(?<![\p{L}])(?:that'?s\s+(?:all|everything|it)(?:\s+i\s+(?:needed|wanted))?|have\s+a\s+(?:good|great|nice|lovely)\s+(?:one|day|evening|night|weekend)|(?:good)?bye|see\s+(?:you|ya)|take\s+care)${W}).{0,80}$`,
  ),
];

/**
 * Praise that asks nothing ("love your work on that van 😍", "those wraps look amazing"): small
 * talk, answered with a greeting, never a quote pitch for the vehicle it names.
 */
const PRAISE = once(
  String.raw`(?<![\p{L}])(?:love|loved|loving|amazing|awesome|stunning|gorgeous|beautiful|incredible|insane|sick|fire|class|mint|great\s+(?:work|job))(?![\p{L}])`,
);
/** Reactions that praise (fire, heart eyes, hearts, clapping, raised hands, 100, star-struck). */
const PRAISE_EMOJI =
  /[\u{1F525}\u{1F60D}\u{2764}\u{1F496}\u{1F495}\u{1F44F}\u{1F64C}\u{1F4AF}\u{1F929}\u{1F44C}]/u;
const praises = (text: string) =>
  (PRAISE.test(text) || PRAISE_EMOJI.test(text)) && !text.includes('?') && text.split(/\s+/).length <= 12;

const PERSON = String.raw`(?:(?:(?:a|an|the|your|some|one\s+of\s+your)\s+)?(?:(?:real|live|actual)\s+)?(?:human|person|people|someone|somebody|agent|representative|rep|manager|supervisor|boss|staff|team(?:\s+member)?|salesperson|sales\s+(?:rep|team|person)|owner|operator|employee|specialist|stylist|designer|installer|expert|advisor|adviser|consultant)s?|(?:a|an|the|your|some)\s+(?:real|live|actual)\s+(?!thing|deal|one|price|size|colou?r|photos?|pictures?)\p{L}+)`;
const HUMAN_REQUEST = [
  re(
    String.raw`(?<![\p{L}])(?:talk|speak|chat|connect(?:ed)?|transfer(?:red)?|put\s+(?:me\s+)?through|reach)\s+(?:me\s+)?(?:to|with)\s+${PERSON}${W}`,
  ),
  re(
    String.raw`(?<![\p{L}])(?:want|need|get\s+me|give\s+me|i'?d\s+like|can\s+i\s+(?:have|get))\s+(?:a|an)\s+(?:real\s+|live\s+|actual\s+)?(?:human|person|agent|representative|manager|supervisor|boss|operator)${W}`,
  ),
  re(
    String.raw`(?<![\p{L}])(?:where(?:'?s|\s+is)|get|fetch)\s+(?:me\s+)?(?:your|the)\s+(?:manager|supervisor|boss|owner)${W}`,
  ),
  re(String.raw`(?<![\p{L}])someone\s+real${W}`),
  // "I want someone from your team out here to fix it", "need somebody to come and look at it":
  // a person wanted to come and put a thing right.
  re(
    String.raw`(?<![\p{L}])(?:want|need|expect|get)\s+(?:some\s?one|some\s?body|a\s+person|one\s+of\s+(?:your|you)\s+(?:guys|people|team|installers?|staff))(?:\s+from\s+(?:your|the)\s+(?:team|shop|company|office|store))?(?:\s+(?:out|over|down|round|around|back)(?:\s+here|\s+there)?)?\s+to\s+(?:come|fix|sort|look|check|redo|re-?do|put|make|take\s+a\s+look|deal)${W}`,
  ),
  // "Please have someone from your team contact me", "I'd like a manager to call me back", "your
  // team should email me": a person asked to reach the visitor, in whatever words the asking takes.
  // Not a question about how things go ("will someone contact me when it ships?").
  re(
    String.raw`(?<![\p{L}])(?<!(?:does|do|did|will|is|are|was|when|if)\s+)(?:some\s?one|some\s?body|a\s+(?:real\s+)?person|a\s+human|(?:a|the|your)\s+manager|(?:a|an)\s+(?:member|staff\s+member|team\s+member)(?:\s+of\s+(?:your\s+)?(?:staff|team))?|(?:one\s+of\s+)?your\s+(?:team|staff|people|colleagues))(?:\s+(?:from|at|on|in)\s+(?:your|the)\s+(?:team|shop|store|company|office|staff|customer\s+(?:care|service)))?\s+(?:(?:to|please|pls|should|can|could|will|must|would|needs?\s+to)\s+)*(?:contact|call|ring|phone|email|e-mail|message|text|reach\s+out\s+to|get\s+(?:in\s+touch|back)\s+(?:with|to))(?:\s+(?:me|us))${W}`,
  ),
  // "who do I speak to?", "who can we talk to about this": asking for the person to turn to.
  re(
    String.raw`(?<![\p{L}])who\s+(?:do|can|should|could|would)\s+(?:i|we)\s+(?:speak|talk)\s+(?:to|with)${W}`,
  ),
  // "who's the best person to talk to?", "who would be the right contact for a collab", "point me
  // to the right person": the visitor asks which person to turn to, which only the team can say.
  re(
    String.raw`(?<![\p{L}])(?:who(?:'?s|\s+is|\s+would\s+be|\s+will\s+be)\s+(?:the\s+)?(?:best|right|correct|proper|main|person|contact|one)|(?:point|direct|send|put)\s+(?:me|us)\s+(?:to|towards|in\s+touch\s+with)\s+(?:the\s+)?(?:right|best|correct)\s+(?:person|people|contact|one)|(?:put|get)\s+(?:me|us)\s+in\s+touch\s+with\s+(?:some\s?one|some\s?body|the\s+(?:owner|team|buyer|manager)))(?:\s+(?:person|people|contact|one|someone))?(?:\s+(?:to|i\s+(?:should|can|could)|we\s+(?:should|can|could))\s+(?:talk|speak|contact|reach|email|e-mail|message|pitch|ask|get\s+in\s+touch|go\s+to|write)|\s+(?:for|about|re|regarding)\s+(?:a\s+|an\s+|this|that|collab|partnership|press|wholesale)|(?:\W*$))`,
  ),
  // "is there an actual expert i can speak to": the person named before the verb.
  re(
    String.raw`(?<![\p{L}])${PERSON}\s+(?:i|we)\s+(?:can|could|might)\s+(?:talk|speak|chat)\s+(?:to|with)${W}`,
  ),
  // "can a human look at this please", "could a member of staff check my order": a person asked
  // to act, which a bot should not answer for.
  re(
    String.raw`(?<![\p{L}])(?:can|could|will|would|please\s+(?:have|get|let))\s+(?:a|an|the|some|one\s+of\s+your)\s+(?:real\s+|live\s+|actual\s+)?(?:human|person|manager|supervisor|member\s+of\s+(?:your\s+)?(?:staff|team)|staff\s+member|team\s+member)\s+(?:please\s+)?(?:look|check|help|deal|sort|handle|take|get\s+back|contact|reach|call|fix|review|go\s+over)${W}`,
  ),
  // "can someone actually sort this out", "could somebody please fix this": anyone at all asked to
  // put a thing right, which only a person can. Not "can someone tell me the hours" (a question).
  re(
    String.raw`(?<![\p{L}])(?:can|could|will|would)\s+(?:some\s?one|some\s?body|any\s?one|any\s?body)\s+(?:(?:actually|please|just|maybe|possibly|finally|pls|plz)\s+)*(?:sort|fix|deal\s+with|handle|look\s+into|get\s+back\s+to\s+me|call\s+me|ring\s+me|contact\s+me|make\s+this\s+right|put\s+this\s+right|help\s+me\s+(?:with\s+)?(?:this|it|my\s+order))${W}`,
  ),
  re(
    String.raw`^\W*(?:a\s+)?(?:human|agent|representative|operator|manager|real\s+person|live\s+agent|person)(?:\s+please)?\W*$`,
  ),
  // "not a bot", "are you a robot? I want a human": someone who refuses a machine wants a person.
  re(
    String.raw`(?<![\p{L}])not\s+(?:a|an|the|some|this)\s+(?:bot|robot|machine|chatbot|ai|computer|automated\s+\p{L}+)${W}`,
  ),
  // "I want a call from the owner today", "I expect a phone call back": a call asked for is a person.
  re(
    String.raw`(?<![\p{L}])(?:want|need|expect|demand|request|like|get)\s+(?:a|an)\s+(?:phone\s+)?call(?:\s+back)?(?:\s+from|\s+today|\s+asap|\s+now|\s+please|\s*[.!]|\s*$)`,
  ),
  re(
    String.raw`(?<![\p{L}])(?:give\s+me\s+a\s+(?:call|ring)|(?:can|could)\s+(?:someone|somebody|you)\s+(?:call|phone|ring)\s+me|call\s+me\s+back)${W}`,
  ),
];
// "call me" asks for a call, unless a name follows ("you can call me Dave").
const CALL_ME = re(String.raw`(?<![\p{L}])(?:call|ring|phone)\s+me(?<next>\s+\p{L}+)?`);
const CALL_ME_FOLLOWERS =
  /^(?:back|at|on|asap|today|tomorrow|tonight|now|please|later|when|after|before|this|next|whenever|anytime|in|around|about|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

function asksForCall(text: string): boolean {
  return allMatches(text, CALL_ME).some((m) => {
    if (negatedAt(text, m.index, 5)) return false;
    const next = m.groups?.next?.trim();
    return !next || CALL_ME_FOLLOWERS.test(next) || !/^\p{Lu}/u.test(next);
  });
}

const ORDER_STATUS = [
  re(
    String.raw`(?<![\p{L}])where(?:'?s|\s+is|\s+are)\s+(?:my|our)\s+(?:order|package|parcel|delivery|shipment|sign|banner|decals?|stickers?)s?${W}`,
  ),
  re(String.raw`(?<![\p{L}])order\s*(?:status|number|no\.|#|update)`),
  re(String.raw`(?<![\p{L}])order\s+\d{3,}(?![\p{N}])`),
  re(String.raw`(?<![\p{L}])(?:status|update)\s+(?:of|on)\s+(?:my|our|the)\s+order${W}`),
  re(
    String.raw`(?<![\p{L}])track(?:ing)?\s+(?:my|our|the|an)?\s*(?:order|package|parcel|delivery|shipment)${W}`,
  ),
  re(String.raw`(?<![\p{L}])tracking\s+(?:number|code|info|information|link)${W}`),
  re(
    String.raw`(?<![\p{L}])(?:my|our)\s+order\b.{0,40}?(?:arrive|arrived|ship|shipped|delivered|dispatched|late|delayed|ready)${W}`,
  ),
];

const BOOKING = [
  // 'book' the verb, not the noun ("I read it in a book").
  re(
    String.raw`(?<![\p{L}])book(?=\s+(?:a|an|the|my|our|in|it|me|us|for|install|installation|appointment|slot|time|now|today|tomorrow|this|next)${W})`,
  ),
  re(
    String.raw`(?<![\p{L}])(?:to|can\s+i|could\s+i|can\s+we|could\s+we|i'?ll|let'?s|please|how\s+do\s+i)\s+book${W}`,
  ),
  re(String.raw`(?<![\p{L}])(?:booking|booked|reserve|reschedule|rescheduling|schedule|scheduling)${W}`),
  re(String.raw`(?<![\p{L}])appointments?${W}`),
  re(String.raw`(?<![\p{L}])install(?:ation)?\s+(?:date|slot|time|day|appointment)s?${W}`),
  re(
    String.raw`(?<![\p{L}])(?:when|what\s+day)\s+(?:can|could)\s+(?:you|i|we)\s+(?:install|come\s+in|drop\s+(?:it\s+)?off|bring)`,
  ),
  re(String.raw`(?<![\p{L}])(?:availability|available\s+(?:slots?|dates?|days?|times?))${W}`),
  re(String.raw`(?<![\p{L}])drop[\s-]?off${W}`),
];

// Cancelling asks about the policy (and maybe a refund), not for a date.
const CANCELLING = once(String.raw`(?<![\p{L}])cancel(?:s|led|ed|ling|ing|lations?)?${W}`);

const OBJECTION_NEGATABLE = [
  re(String.raw`(?<![\p{L}])too\s+(?:expensive|pricey|pricy|much|high|steep|costly)${W}`),
  re(
    String.raw`(?<![\p{L}])(?:that'?s|that\s+is|it'?s|seems|sounds|looks|bit|quite|very|so|really|pretty|way)\s+(?:expensive|pricey|steep|overpriced)${W}`,
  ),
  re(String.raw`(?<![\p{L}])(?:overpriced|rip[\s-]?off)${W}`),
];
const COMPETITOR = [
  re(
    String.raw`(?<![\p{L}])(?:competitors?|competition|another\s+(?:shop|company|place|quote|installer|business)|other\s+(?:shops?|companies|quotes?|places|installers?|businesses)|somewhere\s+else|elsewhere)${W}`,
  ),
];
const OBJECTION = [
  re(String.raw`(?<![\p{L}])(?:cheaper|cheapest|lower\s+price|better\s+(?:price|deal|offer))${W}`),
  re(String.raw`(?<![\p{L}])not\s+(?:so\s+)?sure${W}`),
  // Not as the reason to have the quote sent: "send it to our email so we can think it over".
  re(
    String.raw`(?<![\p{L}])(?<!(?:so|then)\s+(?:that\s+)?(?:i|we)\s+(?:can|could)\s+)(?:think|thinking|sleep)\s+(?:about\s+it|on\s+it|it\s+over)${W}`,
  ),
  re(String.raw`(?<![\p{L}])not\s+interested${W}`),
  re(String.raw`(?<![\p{L}])(?:need|want)\s+(?:some\s+)?time\s+to\s+(?:think|decide)${W}`),
  re(String.raw`(?<![\p{L}])(?:out\s+of|over|beyond|above)\s+(?:my|our|the)\s+budget${W}`),
  re(String.raw`(?<![\p{L}])(?:can'?t|cannot|can\s+not)\s+afford${W}`),
  re(String.raw`(?<![\p{L}])can\s+you\s+do\s+better${W}`),
];

/**
 * "Do you do a student discount?" asks about a policy, which the knowledge answers or a person
 * decides; only "I was hoping for a discount", said without asking, is doubt about the price.
 */
const DISCOUNT = once(
  String.raw`(?<![\p{L}])(?:discount(?:s|ed)?|promo(?:tion)?s?|coupons?|promo\s+codes?)${W}`,
);

/**
 * Anger and grievances. Emotion words, blame ("you ruined"), damage to the visitor's own job, a
 * promise broken, or shouting. Damage words alone ("does the warranty cover peeling?") are a
 * question, so damage counts only when it is said to have happened to the visitor's own thing.
 */
/** Nobody answered the visitor: "nobody ever calls back", "no one picked up". */
const UNANSWERED = re(
  String.raw`(?<![\p{L}])(?:nobody|no\s+one|no-one)\s+(?:ever\s+)?(?:calls?|called|answers?|answered|replies|replied|responds?|responded|gets?\s+back|got\s+back|returns?|returned|picks?\s+up|picked\s+up)${W}`,
);
/**
 * "I tried calling around 5:30 and nobody picked up, what hours is the phone answered?": a call
 * that found us closed, and the visitor asks when to try again; the hours answer it. Not "nobody
 * got back to me" alone, a promise broken.
 */
const ASKS_WHEN_TO_REACH = once(
  String.raw`(?<![\p{L}])(?:what|which)\s+(?:are\s+(?:your|the)\s+)?(?:hours|times?|days?)${W}|(?<![\p{L}])when\s+(?:are|is|do|does|can|should)\s+(?:you|u|y'?all|the\s+\p{L}+|someone|anyone|i|we)\s+(?:open|answer|pick\s+up|around|available|in|call|ring|reach)${W}`,
);

/**
 * A word of the thing's name between "my/the" and what happened to it ("my hood wrap tore"), not a
 * word that joins another clause: in "a rock came off the interstate and tore a hole in my wrap"
 * the rock tore it, which is an accident the visitor asks about, not a fault they blame us for.
 */
const THING_WORD = String.raw`(?:(?!(?:and|but|then|which|who|that|so|or)\s)\p{L}+\s+)`;

const COMPLAINT = [
  re(
    String.raw`(?<![\p{L}])(?:i'?m|i\s+am|we'?re|we\s+are|am|so|very|really|extremely|getting)\s+(?:so\s+|very\s+|really\s+|extremely\s+|absolutely\s+|pretty\s+)?(?:angry|furious|livid|pissed(?:\s+off)?|annoyed|upset|frustrated|disappointed|fed\s+up|sick\s+of\s+this|unhappy|disgusted|mad)${W}`,
  ),
  re(
    String.raw`(?<![\p{L}])(?:ridiculous|unacceptable|outrageous|disgraceful|disgusting|appalling|terrible\s+service|awful\s+service|worst|useless|incompetent|shambles|joke\s+of\s+a|scam(?:mers?)?|wtf|fuming)${W}`,
  ),
  re(String.raw`(?<![\p{L}])(?:complain(?:t|ts|ing)?|file\s+a\s+complaint|formal\s+complaint)${W}`),
  re(
    String.raw`(?<![\p{L}])(?:you(?:\s+guys|\s+people)?|y'?all|your\s+(?:guys|team|installers?|people|staff)|they)\s+(?:have\s+|just\s+|totally\s+|completely\s+)?(?:ruined|damaged|scratched|wrecked|broke|broken|messed\s+up|screwed\s+up|botched)${W}`,
  ),
  re(
    String.raw`(?<![\p{L}])(?:my|our|the)\s+${THING_WORD}{0,3}?(?:is|are|was|were|has|have|got|keeps?)\s+(?:already\s+|now\s+|all\s+|badly\s+)?(?:peeling|bubbling|lifting|fading|cracking|cracked|damaged|ruined|scratched|falling\s+off|coming\s+off|torn|ripped|wrong|broken|pilling|fraying|unravell?ing|falling\s+apart|coming\s+apart)${W}`,
  ),
  re(
    String.raw`(?<![\p{L}])(?:bubbles?|bubbling|peeling|lifting|scratch(?:es)?|cracks?|tears?|rips?)\s+(?:all\s+)?(?:over|on|in|along)\s+(?:the|my|our)${W}`,
  ),
  // Something of the visitor's broke, said in the past tense ("the seam ripped", "my sign fell apart").
  re(
    String.raw`(?<![\p{L}])(?:my|our|the)\s+${THING_WORD}{0,2}?(?:ripped|tore|split|broke|snapped|shrank|shrunk|faded|peeled|cracked|came\s+apart|fell\s+apart|fell\s+off|came\s+off|stopped\s+working)${W}`,
  ),
  // Dissatisfaction said plainly, and the demand that follows it.
  re(
    String.raw`(?:(?:^|[.!,;]\s*|(?:this|that|it)(?:'?s|\s+is|\s+was)\s+|(?:i'?m|i\s+am|we'?re|we\s+are)\s+)not\s+(?:ok|okay|happy|good\s+enough|acceptable|impressed)|(?<![\p{L}])what\s+(?:are\s+you|r\s+u|are\s+u|you)\s+(?:going\s+to|gonna)\s+do\s+about\s+(?:it|this|that))${W}`,
  ),
  // Not a message that never came ("the tracking e-mail never showed up"): a thing to explain.
  re(
    String.raw`(?<![\p{L}])(?:still\s+(?:waiting|haven'?t|not)|(?<!(?:e-?mail|link|message|notification|text|code|receipt|confirmation)s?\s+)never\s+(?:called|got\s+back|replied|showed\s+up|turned\s+up)|(?:want|demand)\s+(?:a|my)\s+(?:refund|money\s+back))${W}`,
  ),
  UNANSWERED,
  // Time gone by and nothing moved: "9 days and my order still says processing", "two weeks later
  // it still hasn't shipped".
  re(
    String.raw`(?<![\p{L}])(?:\d+|a\s+few|several|two|three|four|five|six|seven|eight|nine|ten)\s+(?:whole\s+)?(?:days|weeks|months)\s+(?:and|later|on|now)\b[^.?!]{0,40}?\bstill${W}`,
  ),
  // Goods that came damaged: "arrived ripped open", "the box came crushed", "turned up soaked".
  re(
    String.raw`(?<![\p{L}])(?:arrived|came|come|turned\s+up|showed\s+up|got\s+here|was\s+delivered|were\s+delivered)\s+(?:all\s+|completely\s+|totally\s+|badly\s+|already\s+)?(?:ripped|torn|damaged|broken|crushed|smashed|squashed|soaked|wet|dented|cracked|stained|dirty|opened|used|faulty|defective)${W}`,
  ),
  // The wrong goods, or none: "you sent me a rust one", "not what I paid for", "says delivered but
  // nothing here", "it never arrived".
  re(
    String.raw`(?<![\p{L}])(?:(?:you|they)\s+(?:sent|gave|shipped)\s+(?:me|us)\s+(?:the\s+wrong|a\s+different|an?\s+\p{L}+\s+one)|(?:not|isn'?t|wasn'?t)\s+what\s+(?:i|we)\s+(?:paid\s+for|ordered|asked\s+for)|wrong\s+(?:item|size|colou?r|order|one)\s+(?:was\s+)?(?:sent|arrived|came|delivered)|(?:says|said|shows|showed|marked)\b[^.?!]{0,30}?\bdelivered\b[^.?!]{0,40}?\b(?:but|nothing|not|never)|(?<!(?:e-?mail|link|message|notification|text|code|receipt|confirmation)s?\s+)never\s+(?:arrived|came|turned\s+up|got\s+(?:it|them|here))|fix\s+(?:this|it)\s*(?:now|asap)?\W*$)${W}`,
  ),
  // Asking again, reminded of a promise: "3rd time asking", "you told me friday", "expected better".
  re(
    String.raw`(?<![\p{L}])(?:(?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth)\s+time\s+(?:i'?m\s+|i\s+am\s+|of\s+)?(?:asking|messaging|writing|chasing|calling)|you\s+(?:told|promised|said|assured)\s+(?:me|us)\b|you\s+(?:promised|said)\b[^.?!]{0,40}?\b(?:would|will|by)|expected\s+(?:better|more)|(?:how|why)\s+is\s+(?:this|it)\s+(?:still|taking\s+so\s+long))${W}`,
  ),
  // An empty parcel, or exasperation at what happened: "the box was empty", "what is going on?!".
  re(
    String.raw`(?<![\p{L}])(?:(?:box|package|parcel|bag|envelope)\s+(?:was|is|came|arrived)\s+(?:completely\s+|totally\s+)?empty|what(?:'?s|\s+is)\s+(?:even\s+)?going\s+on\s*[?!]*\s*$)${W}`,
  ),
  // A flaw in a thing received: "one of the tees has a hole in it", "came with a stain on the sleeve".
  // Not what a thing is asked to come with ("does the banner come with holes in it so I can tie
  // it up?", "will it have holes in the corners?"): a question about a feature.
  re(
    String.raw`(?<![\p{L}])(?:has|had|have|with|got)(?<!(?:does|do|will|would|can|could|should|might)\s+(?:[\p{L}'-]+\s+){0,3}(?:has|had|have|with|got))\s+(?:a\s+|an\s+)?(?:big\s+|huge\s+|massive\s+|small\s+|little\s+|visible\s+)?(?:hole|holes|stain|stains|rip|rips|snag|snags|tear|tears)\s+(?:in|on|down|across)${W}`,
  ),
];

/**
 * The feeling words of a complaint, so a misspelt one ("dissapointed", "frustated") still reads
 * as the feeling: corrected by edit distance (fastest-levenshtein) before the rules run.
 */
const FEELINGS = [
  'disappointed',
  'disappointing',
  'frustrated',
  'frustrating',
  'unacceptable',
  'ridiculous',
  'furious',
  'annoyed',
  'outrageous',
  'disgusted',
  'disgraceful',
  'appalling',
];

function correctFeelings(text: string): string {
  // Eight letters at least: one edit turns "curious" into "furious".
  return text.replace(/\p{L}{8,}/gu, (word) => {
    const lower = word.toLowerCase();
    if (FEELINGS.includes(lower)) return word;
    const allowed = lower.length >= 10 ? 2 : 1;
    // An edit distance is never below the difference in length: most feelings need no count.
    return (
      FEELINGS.find(
        (feeling) =>
          Math.abs(feeling.length - lower.length) <= allowed && distance(lower, feeling) <= allowed,
      ) ?? word
    );
  });
}

/** "what can you do for me?", "what kinda stuff do you make", "what services do you offer". */
const CAPABILITIES = [
  re(
    String.raw`(?<![\p{L}])what\s+(?:can|could|do)\s+(?:you|u|this\s+(?:bot|chat|agent))\s+(?:(?:actually|really|even|exactly|possibly)\s+)?(?:do|help(?:\s+(?:me|us))?(?:\s+(?:out\s+)?with)?)(?:\s+for\s+(?:me|us))?\s*(?:[.!?]|$)`,
  ),
  re(
    String.raw`(?<![\p{L}])(?:how\s+can\s+you\s+help|what\s+are\s+you\s+(?:for|able\s+to\s+do)|what\s+is\s+this\s+(?:chat|bot)|what\s+do\s+you\s+know)${W}`,
  ),
  re(
    String.raw`(?<![\p{L}])what\s+(?:kind|kinds|sort|sorts|type|types)\s+of\s+(?:stuff|things|work|jobs|services|products|projects)${W}`,
  ),
  re(String.raw`(?<![\p{L}])what\s+(?:services|products|stuff|things)\s+(?:do|can|are)${W}`),
  re(
    String.raw`(?<![\p{L}])what\s+(?:exactly\s+)?(?:do|does)\s+(?:you|you\s+guys|your\s+(?:company|business|shop|team)|y'?all)\s+(?:(?:actually|exactly|really|even|all)\s+)?(?:do|make|sell|offer|provide)\W*(?:exactly)?\s*(?:[.!?]|$)`,
  ),
  re(
    String.raw`(?<![\p{L}])(?:what\s+do\s+you\s+offer|what\s+(?:is\s+it\s+)?you\s+(?:do|offer|sell|make))${W}`,
  ),
];

/**
 * Price words that are about something other than the price: "how much notice", "how much time",
 * "how long is the quote valid", "the quote you sent". A price question elsewhere in the message
 * still counts.
 */
const NOT_ABOUT_PRICE = [
  once(
    String.raw`(?<![\p{L}])how\s+much\s+(?:notice|time|longer|hassle|effort|trouble|fuss|bother|disruption|downtime|mess|difference|lead\s+time|warning|advance|space|room|area|of\s+(?:the|my|a|an)\s+(?:car|van|vehicle|truck)|damage|experience|work\s+is)${W}`,
  ),
  once(
    String.raw`(?<![\p{L}])(?:the|my|your|this|that|our|a)\s+(?:\p{L}+\s+)?(?:quote|quotation|estimate)s?\s+(?:(?:is|are|be|stay|stays)\s+)?(?:valid|good\s+for|expire|expires|expiry|last|lasts|you\s+(?:sent|gave)|i\s+(?:got|received|was\s+sent)|number|link|e-?mail)${W}`,
  ),
  once(String.raw`(?<![\p{L}])(?:valid|validity)\s+(?:of|for)\s+(?:the|a|my|your)\s+quotes?${W}`),
  // A price the visitor already has, asked about: "question about my quote…", "I got an instant
  // price in this chat last night, will a person get in touch about it?".
  once(
    String.raw`(?<![\p{L}])(?:(?:question|questions|query|queries)\s+(?:about|on|regarding|re)\s+(?:my|our|the|this|that|your)\s+|(?:got|received|was\s+given|were\s+given|was\s+sent|were\s+sent|had)\s+(?:a|an|the|my|our|your|this|that)\s+(?:\p{L}+\s+){0,2}?)(?:price|quote|quotation|estimate)s?${W}`,
  ),
  // Quoting as a step of how the work is done: "do you need to measure every van before you
  // quote?", "what do you need from me before you can price it?".
  once(
    String.raw`(?<![\p{L}])(?:before|until|so)\s+(?:you|u|ya|they|we)\s+(?:can\s+|could\s+)?(?:quote|price)(?:\s+(?:it|them|this|that|me|us|the\s+\p{L}+))?\s*(?:[.?!,]|or\b|and\b|$)`,
  ),
  // Which work is charged for, not what it costs: "can you fit my own vinyl and just charge me
  // for labour?", "would you only charge us for the install?".
  once(
    String.raw`(?<![\p{L}])(?:just|only)\s+charge\s+(?:me|us|for)(?:\s+for)?\s+(?:the\s+)?(?:labou?r|install(?:ation|ing)?|fitting|time|work)${W}`,
  ),
  // What a charge is for: "what's the $400 setup fee on my quote actually for", "what does the
  // deposit cover", "why is there a setup charge" ask about a fee already named, not for a price.
  once(
    String.raw`(?<![\p{L}])what(?:'?s|\s+is|\s+are)\s+(?:the|this|that|a|an|my|your|these|those)\s+[^.?!]{0,40}?(?:fee|charge|surcharge|deposit)s?${W}[^.?!]{0,40}?(?<![\p{L}])for\s*(?:[.?!]|$)`,
  ),
  // An amount already on the quote asked about: "there's a $400 line on my quote, what is that for
  // exactly?", "what's the 400 dollars for?".
  once(
    String.raw`(?:\$\s?\d[\d,.]*|\d[\d,.]*\s?(?:dollars|bucks|usd))[^?]{0,60}?(?<![\p{L}])what(?:'?s|\s+is|\s+was)\s+(?:that|this|it)\s+(?:(?:actually|exactly|even|really)\s+)?for(?:\s+exactly)?\s*(?:[.?!]|$)|(?<![\p{L}])what(?:'?s|\s+is|\s+was)\s+the\s+(?:\$\s?\d[\d,.]*|\d[\d,.]*\s?(?:dollars|bucks|usd))\s+(?:\p{L}+\s+){0,3}?for${W}`,
  ),
  once(
    String.raw`(?<![\p{L}])what\s+(?:does|do|did)\s+(?:the|this|that|my|your|these|those)\s+[^.?!]{0,30}?(?:fee|charge|surcharge|deposit)s?\s+(?:actually\s+|really\s+|even\s+)?(?:cover|include|pay\s+for|go\s+towards?)${W}`,
  ),
  once(
    String.raw`(?<![\p{L}])why\s+(?:is|are)\s+there\s+(?:a|an|any|the|this)?\s*[^.?!]{0,30}?(?:fee|charge|surcharge)s?${W}`,
  ),
  // Whether a change costs anything is the policy's question, not a job to price: "can I push it
  // to next week without being charged?", "will I be charged for cancelling?".
  once(
    String.raw`(?<![\p{L}])(?:without\s+(?:being\s+|getting\s+)?(?:charged|paying|a\s+(?:fee|charge))|(?:be|get|getting|being)\s+charged\s+(?:extra\s+|anything\s+|more\s+)?(?:for|if)\s+(?:moving|changing|cancel\p{L}*|reschedul\p{L}*|push\p{L}*|bump\p{L}*))${W}`,
  ),
  // A price said in passing about something done ("we had it ceramic coated last weekend
  // (expensive!!)", "the respray was pricey"): a story, not a question about our prices.
  once(
    String.raw`\([^()]{0,30}?(?<![\p{L}])(?:expensive|pricey|cost\s+a\s+(?:lot|fortune|bomb))${W}[^()]{0,30}\)|(?<![\p{L}])(?:was|were|been)\s+(?:so\s+|really\s+|very\s+|quite\s+|pretty\s+|super\s+)?(?:expensive|pricey)${W}`,
  ),
];
const PRICE_ASKED = once(
  String.raw`(?<![\p{L}])(?:how\s+much\s+(?:is|are|would|will|does|do|for|to|does\s+it|would\s+it|it)|what(?:'?s|\s+is|\s+would\s+be|\s+does)\s+(?:the\s+)?(?:price|cost|total)|price\s+(?:for|of)|cost\s+(?:of|for|to)|quote\s+(?:for|on|me)|(?:get|need|want|like)\s+(?:a|an|the)\s+(?:\p{L}+\s+)?(?:quote|estimate|price))${W}`,
);

/** Where a price is named ("quote", "how much", "cost"…), to tell "I don't need a quote yet". */
const PRICE_MENTION = re(
  String.raw`(?<![\p{L}])(?:how\s+much|pric(?:e|es|ed|ing)|costs?|quot(?:e|es|ation)|estimates?|fees?|charges?|rates?|budget|expens(?:e|es|ive)|afford(?:able)?)${W}`,
);

function asksPrice(text: string): boolean {
  if (!containsAnyKeyword(text, PRICE_KEYWORDS)) return false;
  // Every price named is ruled out: "I don't need a quote yet, I just want to know…".
  const mentions = allMatches(text, PRICE_MENTION);
  if (mentions.length > 0 && mentions.every((m) => negatedAt(text, m.index, 4))) return false;
  if (!NOT_ABOUT_PRICE.some((pattern) => pattern.test(text))) return true;
  // The message also asks a price outright ("…and how much is a van wrap?").
  return PRICE_ASKED.test(text);
}

/** A named rival counts as an objection only next to a price or a deal ("X quoted me less"). */
const PRICE_CONTEXT = once(
  String.raw`(?<![\p{L}])(?:price[sd]?|pricing|cost[s]?|quot(?:e|ed|es|ation)|cheaper|cheapest|less|lower|charge[sd]?|deal|offer(?:ed)?|beat|match|expensive|budget|\$|€|£|\d)`,
);

// "ok, sounds good" and "sure, let's do it" agree as much as a bare "ok".
const CONFIRM_FOLLOWERS = String.raw`(?:\W+(?:yes|please|send\s+it|do\s+it|go\s+ahead|sounds\s+(?:good|great)|let'?s\s+do\s+it|go\s+for\s+it))*`;
const CONFIRM = [
  re(
    String.raw`^\W*(?:yes|yeah|yep|yup|please\s+do|go\s+ahead|sounds\s+(?:good|great)|do\s+it|let'?s\s+do\s+it|go\s+for\s+it|absolutely|definitely|of\s+course|please)(?:\W+(?:yes|please|thanks|thank\s+you|send\s+it|do\s+it|go\s+ahead))*\W*$`,
  ),
  // A bare "ok" or "sure" agrees; "ok thanks" may only be closing the chat.
  re(String.raw`^\W*(?:ok|okay|sure)${CONFIRM_FOLLOWERS}\W*$`),
  re(
    String.raw`(?<![\p{L}])(?:send|e-?mail|mail)\s+(?:it|me\s+(?:the|my|a|that)?\s*quote|the\s+quote|it\s+over|me\s+it|it\s+to\s+me)${W}`,
  ),
];

const QUESTION_START = once(
  String.raw`^\W*(?:(?:hi|hey|hello|hiya|yo|ok|okay|so|and|also|um|oh|right|quick\s+question|wait|hold\s+on|hang\s+on|actually|sorry)\W+){0,2}(?:what|which|how|do|does|did|can|could|is|are|will|would|where|when|why|who|should|tell\s+me|explain|any)${W}`,
);
const WANTS_SOMETHING = once(
  String.raw`(?<![\p{L}])(?:(?:i|we)(?:\s+(?:need|want|would\s+like|am\s+looking\s+for|are\s+looking\s+for|am\s+interested\s+in|are\s+interested\s+in)|'d\s+like|'m\s+looking\s+for|'re\s+looking\s+for|'m\s+interested\s+in|'re\s+interested\s+in)|^\W*(?:need|looking\s+for|interested\s+in))${W}`,
);

const PHONE = /(?<![\p{N}])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?![\p{N}])/u;

/** Clauses of a longer message: "got my van done last week, how do i wash it" asks in its second. */
const CLAUSES = /[.,;:!\n]+|\s+(?:and|but|so|also)\s+/iu;

function isProductQuestion(text: string): boolean {
  if (SMALL_TALK_ONLY.test(text)) return false;
  return (
    text.includes('?') ||
    WANTS_SOMETHING.test(text) ||
    text.split(CLAUSES).some((clause) => QUESTION_START.test(clause))
  );
}

/** Faces of anger (steam from the nose, pouting, swearing, angry); rolled eyes may be at a rival. */
const ANGRY_EMOJI = /[\u{1F624}\u{1F621}\u{1F92C}\u{1F620}]/u;

/**
 * A thing of the visitor's that is not ours: "my old bag finally gave up, the handle ripped off"
 * is why they are shopping, not a fault in what we sold, unless the same sentence says they had
 * it from us.
 */
const OWN_OLD_THING =
  /(?<![\p{L}])(?:my|our)\s+(?:old|previous|last|current|existing|ancient|trusty|other|cheap)\s+\p{L}+/iu;
const FROM_US =
  /(?<![\p{L}])(?:from\s+(?:you|u|your)|you\s+(?:sold|sent|made)|bought|ordered|purchased)(?![\p{L}])/iu;

function aboutAnOldThing(text: string, at: number, end: number): boolean {
  const start = Math.max(text.lastIndexOf('.', at), text.lastIndexOf('!', at), text.lastIndexOf('?', at)) + 1;
  const sentence = text.slice(start, end);
  return OWN_OLD_THING.test(sentence) && !FROM_US.test(sentence);
}

function complains(text: string): boolean {
  return COMPLAINT.some(
    (pattern) =>
      allMatches(text, pattern).some((m) => !aboutAnOldThing(text, m.index, m.index + m[0].length)) &&
      !(pattern === UNANSWERED && ASKS_WHEN_TO_REACH.test(text)),
  );
}

/** Faces that doubt or sulk (rolled eyes, unamused): anger when the message praises or grieves. */
const DOUBTING_EMOJI = /[\u{1F644}\u{1F612}]/u;
/** Praise said of the service or of waiting: "amazing service", "really impressed", "great job guys". */
const SERVICE_PRAISE = once(
  String.raw`(?<![\p{L}])(?:(?:amazing|great|fantastic|brilliant|wonderful|excellent|stellar|top[\s-]?notch|fab(?:ulous)?)\s+(?:service|job|work|communication|customer\s+service)|(?:really|so|very|truly)\s+impressed|thanks\s+(?:a\s+lot|for\s+nothing)|good\s+job|well\s+done)${W}`,
);

/**
 * Sarcasm: praise of the service beside a rolled eye ("amazing service 🙄", "really impressed 😒")
 * is not meant; a rolled eye alone may be at a rival's price.
 */
function sarcastic(text: string, original: string): boolean {
  return DOUBTING_EMOJI.test(original) && SERVICE_PRAISE.test(text);
}

function isComplaint(text: string, original: string): boolean {
  // Capitals alone may be a keyboard habit ("WHAT TIME DO YOU CLOSE"): shouting counts with
  // repeated marks ("WHERE IS IT!!"), looked for first since most messages have none.
  return (
    complains(correctFeelings(text)) ||
    (/[!?]{2,}/.test(original) && isShouting(original)) ||
    ANGRY_EMOJI.test(original) ||
    sarcastic(text, original)
  );
}

function givesContact(text: string): boolean {
  const contact = extractContact(text);
  return Boolean(contact.email || contact.name || contact.company) || PHONE.test(text);
}

// Pictographs and what joins or modifies them (skin tones, zero-width joiner, variation selector).
const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f|[\s!.:;()<3-])+$/u;
const WAVE = /\u{1F44B}/u;

type IntentMatcher = (text: string, original: string) => boolean;

const MATCHERS: Readonly<Record<Intent, IntentMatcher>> = {
  human_request: (text) => affirmed(HUMAN_REQUEST)(text) || asksForCall(text),
  complaint: isComplaint,
  // "If I order tonight, when will it arrive?" speaks of an order not yet placed; "how do I track
  // my parcel once it ships?" asks how tracking works, which the knowledge answers.
  // "Does my order come wrapped in plastic?", "do you ship to Canada? w/o tracking is fine" ask how
  // orders are sent, which the knowledge answers (progressSaid leaves those words out).
  order_status: (message) => {
    const text = progressSaid(message);
    return ORDER_STATUS.some((pattern) =>
      allMatches(text, pattern).some(
        // An order named by its number ("HP-10437", "#10437") is a look-up, however it is asked.
        (m) =>
          !hypotheticalAt(text, m.index) && (!asksHowAt(text, m.index) || findOrderNumber(text) !== null),
      ),
    );
  },
  objection: (text) =>
    affirmed(OBJECTION_NEGATABLE)(text) ||
    affirmed(OBJECTION, false)(text) ||
    (affirmed(COMPETITOR, false)(text) && PRICE_CONTEXT.test(text)) ||
    (DISCOUNT.test(text) && !isProductQuestion(text)),
  price_quote: asksPrice,
  booking: (text) => !CANCELLING.test(text) && affirmed(BOOKING)(text),
  product_question: isProductQuestion,
  contact_given: givesContact,
  confirm: affirmed(CONFIRM),
  capabilities: affirmed(CAPABILITIES, false),
  greeting: (text) => affirmed(GREETING, false)(text) || praises(text),
  thanks: affirmed(THANKS, false),
};

/** Every intent the message carries, in INTENT_PRECEDENCE order (so the first is the primary one). */
export function detectIntents(message: string): Intent[] {
  // Text-speak and curly apostrophes are read in plain spelling ("wat r u", "don’t").
  const text = normalizeForMatching(normalizeMessage(message)).trim();
  if (text === '') return [];
  // A reaction alone ("👍", "🙏", "👋"): a wave greets, anything else acknowledges.
  if (EMOJI_ONLY.test(text)) return [WAVE.test(text) ? 'greeting' : 'thanks'];
  return INTENTS.filter((intent) => MATCHERS[intent](text, message));
}

/** The intent to answer: the first of the given ones by INTENT_PRECEDENCE, or null for none. */
export function primaryIntent(intents: readonly Intent[]): Intent | null {
  return INTENT_PRECEDENCE.find((intent) => intents.includes(intent)) ?? null;
}

/**
 * The visitor asked for a person or is angry or wronged: every engine hands the conversation to
 * a person, whatever else it answers (the LLM engine enforces it when the model did not).
 */
export function needsPerson(message: string): boolean {
  const intents = detectIntents(message);
  return intents.includes('human_request') || intents.includes('complaint');
}
