import { splitSentences } from '../../../../domain/agent/knowledge-answer';
import { findPrices, unapprovedPrices } from '../../../../domain/agent/price-guard';
import { toneMismatches } from '../../../../domain/agent/tone-markers';
import { formatUsd, toCents } from '../../../../domain/money';
import type { Tone } from '../../../../domain/validation/preview-questionnaire';
import type {
  Behaviour,
  ExpectedQuote,
  GroundedExpectation,
  ReplyLanguage,
  TurnExpectations,
} from './eval-types';

/**
 * The evaluation's judges, pure: each takes what a turn produced (the visitor-visible reply and
 * what the database and the quote engine recorded) and says pass or fail with a short reason.
 * They read text, not engine internals, so they judge a language model the same way as the
 * built-in engine.
 */

export interface Verdict {
  pass: boolean;
  expected: string;
  got: string;
}

export interface KnowledgeItem {
  id: string;
  title: string;
  content: string;
}

/** What the runner saw for one turn. */
export interface TurnObservation {
  /** What the visitor reads (or, when held for approval, the draft a person would send). */
  reply: string;
  /** The engine's own text before the price guard (null when no engine ran: handed off). */
  engineText: string | null;
  /** Knowledge ids in the stored agent message's metadata.sources. */
  sources: string[];
  /** Every amount the quote engine produced in this conversation so far. */
  allowedAmounts: number[];
  handedOff: boolean;
  handoffEmails: number;
  /** Totals of the quotes stored for the conversation. */
  storedQuoteTotals: number[];
  /** Quote e-mails queued for those quotes. */
  quoteEmails: number;
  /** What the visitor read on the turn before (undefined on a conversation's first turn). */
  previousReply?: string;
}

/** A fact must be a real sentence, not "Yes." that any reply might contain. */
const MIN_FACT_LENGTH = 20;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A quote's figures are exact to the cent (DESIGN.md §3: 3456.00 never prints as 3455.99). */
const sameAmount = (a: number, b: number) => toCents(a) === toCents(b);

const money = (amounts: readonly number[]) =>
  amounts.length === 0 ? 'no prices' : amounts.map((a) => formatUsd(a)).join(', ');

const clip = (text: string, max = 160) => {
  const flat = squash(text);
  return flat.length <= max ? `"${flat}"` : `"${flat.slice(0, max - 1)}…"`;
};

/** The sentences of a knowledge item the reply repeats word for word. */
export function quotedFacts(reply: string, item: KnowledgeItem): string[] {
  const text = squash(reply);
  return splitSentences(item.content)
    .map(squash)
    .filter((sentence) => sentence.length >= MIN_FACT_LENGTH && text.includes(sentence));
}

const OFFERS_PERSON =
  /\b(?:team(?:\s+member)?|person|human|someone|somebody|colleague|staff|specialist|representative)\b/i;

export function scoreGrounded(
  expectation: GroundedExpectation,
  observed: Pick<TurnObservation, 'reply' | 'sources'>,
  knowledge: readonly KnowledgeItem[],
): Verdict {
  if ('notInKnowledge' in expectation) {
    const quoted = knowledge.filter((item) => quotedFacts(observed.reply, item).length > 0);
    const offers = OFFERS_PERSON.test(observed.reply);
    return {
      pass: quoted.length === 0 && offers,
      expected: 'no knowledge quoted, a person offered',
      got:
        quoted.length > 0
          ? `quotes "${quoted[0]!.title}": ${clip(observed.reply)}`
          : offers
            ? 'a person offered'
            : `no person offered: ${clip(observed.reply)}`,
    };
  }
  const title = expectation.mustContainFactFrom;
  const item = knowledge.find((k) => k.title === title);
  if (!item)
    return { pass: false, expected: `a fact from "${title}"`, got: 'no knowledge item has that title' };
  const facts = quotedFacts(observed.reply, item);
  const cited = observed.sources.includes(item.id);
  const stated = expectation.keyContent
    ? squash(observed.reply).match(new RegExp(expectation.keyContent, 'iu'))
    : null;
  return {
    pass: facts.length > 0 || cited || stated !== null,
    expected: `a fact from "${title}"`,
    got:
      facts.length > 0
        ? `quotes "${facts[0]}"`
        : cited
          ? 'cites it in sources'
          : stated
            ? `states "${stated[0]}"`
            : `neither quoted, cited nor stated (sources: ${observed.sources.length}): ${clip(observed.reply)}`,
  };
}

export function scoreQuote(
  expected: ExpectedQuote,
  observed: Pick<TurnObservation, 'reply' | 'storedQuoteTotals' | 'quoteEmails'>,
): Verdict {
  const stated = findPrices(observed.reply);
  const foreign = stated.filter((p) => !expected.amounts.some((a) => sameAmount(a, p)));
  const want = `${expected.job}: total ${formatUsd(expected.total)}`;
  if (expected.emailed) {
    const stored = observed.storedQuoteTotals.some((t) => sameAmount(t, expected.total));
    return {
      pass: stored && observed.quoteEmails > 0 && foreign.length === 0,
      expected: `${want}, stored and e-mailed`,
      got: `stored ${money(observed.storedQuoteTotals)}; ${observed.quoteEmails} quote e-mail(s)${
        foreign.length > 0 ? `; reply states ${money(foreign)}` : ''
      }`,
    };
  }
  const hasTotal = stated.some((p) => sameAmount(p, expected.total));
  return {
    pass: hasTotal && foreign.length === 0,
    expected: want,
    got:
      stated.length === 0
        ? `no prices: ${clip(observed.reply)}`
        : `states ${money(stated)}${foreign.length > 0 ? ` (not in this quote: ${money(foreign)})` : ''}`,
  };
}

const DETAIL_WORDS =
  /\b(?:material|vinyl|square\s+f(?:ee|oo)t|sq\.?\s?ft|size|dimensions|measurements|how\s+big|project|what\s+(?:kind|type))\b/i;
const ASKING =
  /\?|\b(?:tell\s+me|let\s+me\s+know|share|send\s+me|could\s+you|can\s+you|may\s+i\s+ask|need\s+to\s+know)\b/i;

/** Words of four letters or more, singular, that say what a sentence is about. */
const contentWords = (sentence: string) =>
  new Set(
    (sentence.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
      .filter((w) => !UNTELLING_WORDS.has(w))
      .map((w) => w.replace(/s$/, '')),
  );
const UNTELLING_WORDS = new Set(
  'that this with from your ours have will would costs cost price prices priced total only also just than then them they'.split(
    ' ',
  ),
);

/**
 * The workspace's own knowledge may state prices ("Standard delivery costs $6.95"); repeating one
 * is grounded, not invented. An amount counts as the knowledge's when a knowledge sentence states
 * it and the reply's sentence stating it shares at least two telling words with that sentence (it
 * is said of the same thing): "$6.95" for standard delivery passes, "$6.95" for a banner does not.
 */
function statedInKnowledge(amount: number, replySentence: string, knowledge: readonly KnowledgeItem[]) {
  const said = contentWords(replySentence);
  return knowledge.some((item) =>
    splitSentences(item.content).some((sentence) => {
      if (!findPrices(sentence).some((p) => sameAmount(p, amount))) return false;
      let shared = 0;
      for (const word of contentWords(sentence)) if (said.has(word)) shared++;
      return shared >= 2;
    }),
  );
}

/** Prices in a text that neither the quote engine (or catalogue) produced nor the knowledge states. */
export function ungroundedPrices(
  text: string,
  allowedAmounts: readonly number[],
  knowledge: readonly KnowledgeItem[],
): number[] {
  const sentences = text.split(/\n+/).flatMap(splitSentences);
  return unapprovedPrices(text, allowedAmounts).filter(
    (amount) =>
      !sentences.some(
        (s) => findPrices(s).some((p) => sameAmount(p, amount)) && statedInKnowledge(amount, s, knowledge),
      ),
  );
}

/** The reply asks the visitor for the details a quote needs. */
export function asksForQuoteDetails(reply: string): boolean {
  return DETAIL_WORDS.test(reply) && ASKING.test(reply);
}

/**
 * A made-up number fails even when the price guard replaced the reply (its stand-in asks for the
 * details, which would otherwise pass): the engine is judged, not the guard.
 */
export function scoreQuoteOffered(
  observed: Pick<TurnObservation, 'reply' | 'engineText' | 'allowedAmounts'>,
  knowledge: readonly KnowledgeItem[] = [],
): Verdict {
  const expected = 'a priced quote or a question for the missing details';
  const invented = [observed.reply, observed.engineText ?? ''].flatMap((text) =>
    ungroundedPrices(text, observed.allowedAmounts, knowledge),
  );
  if (invented.length > 0) return { pass: false, expected, got: `made-up prices ${money(invented)}` };
  if (findPrices(observed.reply).length > 0) return { pass: true, expected, got: 'a priced quote' };
  if (asksForQuoteDetails(observed.reply)) return { pass: true, expected, got: 'asks for the details' };
  return { pass: false, expected, got: `neither: ${clip(observed.reply)}` };
}

export function scoreHandoff(
  expected: boolean,
  observed: Pick<TurnObservation, 'handedOff' | 'handoffEmails'>,
): Verdict {
  const got = `${observed.handedOff ? 'handed off' : 'not handed off'}, ${observed.handoffEmails} chat_handoff e-mail(s)`;
  const pass = expected
    ? observed.handedOff && observed.handoffEmails > 0
    : !observed.handedOff && observed.handoffEmails === 0;
  return { pass, expected: expected ? 'handed off, team e-mailed' : 'no handoff', got };
}

/** Checked on every turn: the engine's text and the visible reply state no price the quote engine did not make. */
export function scoreNoInventedPrice(
  observed: Pick<TurnObservation, 'reply' | 'engineText' | 'allowedAmounts'>,
  knowledge: readonly KnowledgeItem[] = [],
): Verdict {
  const texts = [observed.reply, ...(observed.engineText === null ? [] : [observed.engineText])];
  const invented = [
    ...new Set(texts.flatMap((text) => ungroundedPrices(text, observed.allowedAmounts, knowledge))),
  ];
  return {
    pass: invented.length === 0,
    expected: `only prices from the quote engine or stated in the knowledge (${money(observed.allowedAmounts)})`,
    got: invented.length === 0 ? 'none invented' : `invented ${money(invented)}`,
  };
}

export function scoreTone(tone: Tone, observed: Pick<TurnObservation, 'reply'>): Verdict {
  const reasons = toneMismatches(observed.reply, tone);
  return {
    pass: reasons.length === 0,
    expected: `${tone} tone`,
    got: reasons.length === 0 ? `${tone} tone` : `${reasons.join(', ')}: ${clip(observed.reply)}`,
  };
}

const normalised = (text: string) => squash(text).toLowerCase();

/**
 * Checked on every turn after the first: the same reply twice in a row reads as a broken record
 * (the canned "I am not able to answer that" to two different questions).
 */
export function scoreNoRepeat(observed: Pick<TurnObservation, 'reply' | 'previousReply'>): Verdict {
  const repeated =
    observed.previousReply !== undefined &&
    normalised(observed.reply) !== '' &&
    normalised(observed.reply) === normalised(observed.previousReply);
  return {
    pass: !repeated,
    expected: 'a reply that differs from the previous one',
    got: repeated ? `the previous reply again: ${clip(observed.reply)}` : 'a new reply',
  };
}

/**
 * Short, common words of each language that English replies do not use. Two different ones make
 * a reply count as written in that language; one could be a name or a borrowed word ("merci").
 */
const wordList = (list: string) => list.split(' ');
const LANGUAGE_MARKERS: Record<ReplyLanguage, readonly string[]> = {
  es: wordList(
    'hola gracias buenos buenas nuestro nuestra nuestros horario abierto abrimos cerrado cerramos sábado sábados domingo domingos lunes viernes equipo persona podemos puedo ayudar ayudarle ayudarte usted para con precio presupuesto pronto el la los las que está estamos días tu su una por contacto sí hacemos también',
  ),
  fr: wordList(
    'bonjour merci nous notre nos vous votre vos est sommes ouvert ouverts fermé samedi dimanche lundi vendredi équipe personne pouvons aider avec pour le les des une devis prix bientôt oui bien sûr faisons aussi je suis',
  ),
  de: wordList(
    'hallo danke wir unser unsere ihnen ist sind geöffnet samstag sonntag montag freitag melden können helfen mit für und der das angebot preis gerne ja bald uns ein eine auch ich kollege kollegin',
  ),
  pt: wordList(
    'olá obrigado obrigada nós nosso nossa você está estamos aberto abertos fechado sábado domingo segunda sexta equipe equipa pessoa podemos ajudar com para orçamento preço breve sim uma não também fazemos',
  ),
  it: wordList(
    'ciao salve grazie nostro nostra nostre nostri siamo aperto chiuso sabato domenica lunedì venerdì membro persona possiamo posso aiutarla con per il che sono suo sua sue preventivo prezzo breve sì anche ecco dicono informazioni inglese',
  ),
  nl: wordList(
    'hallo bedankt onze ons wij zijn geopend gesloten zaterdag zondag maandag vrijdag medewerker kunnen kan helpen met voor het een dat uw offerte prijs graag ook staat informatie engels antwoordt heeft',
  ),
};

const LANGUAGE_NAMES: Record<ReplyLanguage, string> = {
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
};

/** The marker words of `language` a text uses (each once). */
export function languageMarkers(text: string, language: ReplyLanguage): string[] {
  const words = new Set(text.toLowerCase().match(/[\p{L}]+/gu) ?? []);
  return LANGUAGE_MARKERS[language].filter((marker) => words.has(marker));
}

/** The visitor wrote in `language`: the reply answers in it, or says in it that a person follows up. */
export function scoreLanguage(language: ReplyLanguage, observed: Pick<TurnObservation, 'reply'>): Verdict {
  const found = languageMarkers(observed.reply, language);
  return {
    pass: found.length >= 2,
    expected: `a reply in ${LANGUAGE_NAMES[language]}`,
    got:
      found.length >= 2
        ? `${LANGUAGE_NAMES[language]} (${found.slice(0, 3).join(', ')})`
        : `not ${LANGUAGE_NAMES[language]}: ${clip(observed.reply)}`,
  };
}

/** Asking for what only a new job needs: its size or material. */
const ASKS_JOB_SIZE_OR_MATERIAL =
  /\b(?:square\s+f(?:ee|oo)t(?:age)?|sq\.?\s?ft|size|dimensions|measurements|how\s+big|(?:which|what)\s+(?:kind\s+of\s+|type\s+of\s+)?(?:material|vinyl))\b/i;
/** Offering a new quote: "would you like a quote", "I will gladly prepare a quote", "get you a price". */
const OFFERS_QUOTE =
  /\b(?:(?:would|do)\s+you\s+(?:like|want)|prepare|calculate|work\s+out|put\s+together|get\s+you|give\s+you)\s+(?:me\s+to\s+\w+\s+)?(?:you\s+)?(?:an?\s+|your\s+)?(?:\w+\s+)?(?:quote|price|estimate)\b/i;

/** "Our prices are calculated for each project": price talk that leads into a pitch. */
const PRICE_PREAMBLE =
  /\b(?:prices?|pricing|quotes?)\s+(?:are|is)\s+(?:calculated|worked\s+out|based\s+on)\b/i;

/** A greeting or thanks before the reply's point ("Thank you.", "Sorry to hear that."). */
const FILLER_MAX_LENGTH = 25;

const pitchIn = (sentence: string): string | null => {
  if (ASKS_JOB_SIZE_OR_MATERIAL.test(sentence) && ASKING.test(sentence))
    return "asks for the job's size or material";
  const offer = sentence.match(OFFERS_QUOTE) ?? sentence.match(PRICE_PREAMBLE);
  return offer ? `offers a quote ("${offer[0]}")` : null;
};

/**
 * The message was not a price question: the reply answers it instead of pitching a quote. What
 * counts is what the reply leads with: a pitch as its first real sentence (after a greeting or
 * thanks) is a pitch in place of an answer, while an answer that ends by offering a quote is a
 * fair next step. A price already quoted may be repeated (noInventedPrice judges the figures).
 */
export function scoreNoQuotePitch(observed: Pick<TurnObservation, 'reply'>): Verdict {
  // Per line and sentence, so a quote listed above "Please share your e-mail" reads as its own lines.
  const sentences = observed.reply.split(/\n+/).flatMap(splitSentences);
  const lead = sentences.find((sentence) => sentence.length > FILLER_MAX_LENGTH) ?? sentences[0] ?? '';
  const pitch = pitchIn(lead);
  return {
    pass: pitch === null,
    expected: 'an answer, not a quote pitch',
    got: pitch === null ? 'no quote pitch' : `${pitch}: ${clip(observed.reply)}`,
  };
}

/** The lines an agent uses when it has no answer: wrong for a greeting or a thank-you. */
const CANNOT_ANSWER =
  /\b(?:not\s+(?:able\s+to\s+(?:answer|help)|sure\s+(?:about|on)\s+th(?:at|is))|unable\s+to\s+(?:answer|help)|(?:do\s+not|don't)\s+(?:have\s+(?:that|this|any)\s+information|know)|beyond\s+what\s+I\s+can|cannot\s+(?:answer|confirm|help))\b/i;

/** Small talk gets talked back to: a greeting, thanks or an offer of help, not "I cannot answer that". */
export function scoreSmallTalk(observed: Pick<TurnObservation, 'reply'>): Verdict {
  const refusal = observed.reply.match(CANNOT_ANSWER);
  const empty = squash(observed.reply) === '';
  return {
    pass: !refusal && !empty,
    expected: 'a friendly reply, not "I cannot answer that"',
    got: refusal
      ? `says it cannot answer ("${refusal[0]}"): ${clip(observed.reply)}`
      : empty
        ? 'no reply'
        : 'talks back',
  };
}

const asList = (grounded: GroundedExpectation | readonly GroundedExpectation[]) =>
  (Array.isArray(grounded) ? grounded : [grounded]) as readonly GroundedExpectation[];

/**
 * Every verdict of one turn: its declared expectations, plus noInventedPrice always and noRepeat
 * on every turn after the first.
 */
export function scoreTurn(
  expect: TurnExpectations,
  observed: TurnObservation,
  knowledge: readonly KnowledgeItem[],
): { behaviour: Behaviour; verdict: Verdict }[] {
  const verdicts: { behaviour: Behaviour; verdict: Verdict }[] = [];
  for (const grounded of expect.grounded ? asList(expect.grounded) : [])
    verdicts.push({ behaviour: 'grounded', verdict: scoreGrounded(grounded, observed, knowledge) });
  if (expect.quote) verdicts.push({ behaviour: 'quote', verdict: scoreQuote(expect.quote, observed) });
  if (expect.quoteOffered)
    verdicts.push({ behaviour: 'quoteOffered', verdict: scoreQuoteOffered(observed, knowledge) });
  if (expect.handoff !== undefined)
    verdicts.push({ behaviour: 'handoff', verdict: scoreHandoff(expect.handoff, observed) });
  verdicts.push({ behaviour: 'noInventedPrice', verdict: scoreNoInventedPrice(observed, knowledge) });
  if (expect.tone) verdicts.push({ behaviour: 'tone', verdict: scoreTone(expect.tone, observed) });
  if (observed.previousReply !== undefined)
    verdicts.push({ behaviour: 'noRepeat', verdict: scoreNoRepeat(observed) });
  if (expect.language)
    verdicts.push({ behaviour: 'language', verdict: scoreLanguage(expect.language, observed) });
  if (expect.noQuotePitch) verdicts.push({ behaviour: 'noQuotePitch', verdict: scoreNoQuotePitch(observed) });
  if (expect.smallTalk) verdicts.push({ behaviour: 'smallTalk', verdict: scoreSmallTalk(observed) });
  return verdicts;
}
