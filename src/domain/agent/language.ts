import { eld } from 'eld/small';
import { withoutSharedNames } from './foreign-words';

/**
 * Which language a visitor writes in, so small talk is answered in it and other questions get,
 * in it, the promise that a person will follow up (the knowledge base is written in English).
 *
 * eld (n-gram detector) restricted to the languages the agent has phrases for; measured in
 * docs/decisions/023-language-understanding.md. One- and two-word messages ("merci", "hola",
 * "ciao") carry too few n-grams for any detector, so the greetings and thanks of each language
 * (the same closed set the replies are written in) are recognised first.
 */
export const REPLY_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

eld.dynamicLangSubset([...REPLY_LANGUAGES]);

const PLEASANTRIES: Readonly<Record<Exclude<ReplyLanguage, 'en'>, RegExp>> = {
  es: /^(?:hola|buen[oa]s(?:\s+(?:d[ií]as|tardes|noches))?|(?:muchas\s+)?gracias|qu[eé]\s+tal|saludos)$/u,
  fr: /^(?:bonjour|bonsoir|salut|coucou|merci(?:\s+(?:beaucoup|bien))?|bonne\s+(?:journ[ée]e|soir[ée]e))$/u,
  de: /^(?:hallo|servus|moin|guten\s+(?:tag|morgen|abend)|(?:vielen\s+)?dank(?:e)?(?:\s+sch[öo]n)?|gr[üu][ßs]\s+gott)$/u,
  pt: /^(?:ol[áa]|oi|bom\s+dia|boa\s+(?:tarde|noite)|(?:muito\s+)?obrigad[oa])$/u,
  it: /^(?:ciao|salve|buongiorno|buonasera|grazie(?:\s+mille)?|buona\s+(?:giornata|serata))$/u,
  nl: /^(?:hoi|hallo|goede(?:morgen|middag|navond)|dag|bedankt|dank\s+(?:je|u)(?:\s+wel)?)$/u,
};

/** Words that show a message is English whatever the detector says of its few letters (text-speak too). */
const ENGLISH_WORDS =
  /(?<![\p{L}])(?:the|you|your|what|how|when|where|is|are|do|does|can|i|my|we|our|for|and|with|have|need|want|please|thanks|hi|hello|hey|it|this|that|of|to|much|price|quote|wrap|u|ur|r|pls|plz|thx)(?![\p{L}])/giu;

/** A message this short that holds a foreign thank-you or greeting is in that language. */
const SHORT_MESSAGE_WORDS = 3;

/** At least a quarter of the words are common English ones (and there are two or more). */
function isEnglish(words: readonly string[]): boolean {
  if (words.length < 2) return false;
  const english = words.join(' ').match(ENGLISH_WORDS)?.length ?? 0;
  return english * 4 >= words.length;
}

function plainWords(message: string): string[] {
  return message
    .toLowerCase()
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== '');
}

/** The visitor's language; English when unsure (too few letters, or English words among them). */
export function detectLanguage(message: string): ReplyLanguage {
  const words = plainWords(message);
  if (words.length === 0) return 'en';
  // Greetings and thanks, alone, opening the message ("hola!", "merci beaucoup :)") or in a short
  // one ("super, merci!"). A greeting before an English question ("Bonjour, do you make
  // banners?") is a nicety: the visitor asks, and reads the answer, in English.
  for (const [language, pattern] of Object.entries(PLEASANTRIES)) {
    if (pattern.test(words.join(' '))) return language as ReplyLanguage;
    const opening = [2, 1].find((n) => pattern.test(words.slice(0, n).join(' ')));
    if (opening !== undefined && !isEnglish(words.slice(opening)))
      return detectedIn(words.slice(opening)) ?? (language as ReplyLanguage);
    if (words.length <= SHORT_MESSAGE_WORDS && words.some((word) => pattern.test(word)))
      return language as ReplyLanguage;
  }
  if (words.length < 2 || isEnglish(words)) return 'en';
  // "vcs aceitam apple pay?": the brand is English to the detector; the visitor's words decide.
  return detectedIn(words) ?? detectedIn(withoutSharedNames(words)) ?? 'en';
}

/**
 * The detector's reading of words that are not English, when it is sure. A greeting shared by
 * two languages ("hallo" in German and Dutch, "ciao" anywhere) opens a question whose own words
 * tell the language, so those words decide when there are enough of them.
 */
function detectedIn(words: readonly string[]): ReplyLanguage | null {
  if (words.length < 2) return null;
  const result = eld.detect(words.join(' '));
  const language = result.language as ReplyLanguage;
  if (!result.isReliable() || !REPLY_LANGUAGES.includes(language) || language === 'en') return null;
  // Text-speak English shares short words with Dutch and others ("wat time u open sat"): when
  // English scores nearly as well as the winner, the message is read as English, the business's
  // own language, rather than answered in a language the visitor may not read.
  const scores = result.getScores();
  return (scores.en ?? 0) >= ENGLISH_CLOSE_ENOUGH * (scores[language] ?? 0) ? null : language;
}

/** How near the winning language's score English must come for a message to stay English. */
const ENGLISH_CLOSE_ENOUGH = 0.9;

/**
 * "How are you" in each language ("qué tal", "ça va", "wie geht's", "tudo bem"): asked after a
 * greeting it is small talk, though it ends with a question mark.
 */
const HOW_ARE_YOU: Readonly<Record<Exclude<ReplyLanguage, 'en'>, string>> = {
  es: `qu[eé] tal|c[oó]mo (?:est[aá]s?|est[aá]n|va|te va)|todo bien`,
  fr: `(?:comment )?[cç]a va|comment (?:allez vous|vas tu|vous allez)|tout va bien`,
  de: `wie geht(?: s| es)?(?: dir| ihnen| euch)?|alles (?:gut|klar)`,
  pt: `tudo (?:bem|bom|certo)|como (?:vai|est[aá]s?|v[aã]o)(?: voc[eê])?`,
  it: `come (?:stai|sta|va|state)|tutto (?:bene|ok)`,
  nl: `hoe (?:gaat het|is het)(?: met (?:je|jou|u))?|alles goed`,
};
const ONLY_SMALL_TALK = Object.fromEntries(
  Object.entries(PLEASANTRIES).map(([language, greeting]) => [
    language,
    new RegExp(
      `^(?:(?:${greeting.source.slice(1, -1)}|${HOW_ARE_YOU[language as Exclude<ReplyLanguage, 'en'>]})(?: |$))+$`,
      'u',
    ),
  ]),
) as Readonly<Record<Exclude<ReplyLanguage, 'en'>, RegExp>>;

/** The message is only greetings, thanks and "how are you" in the given language ("Hola! qué tal? 😊"). */
export function onlySmallTalk(message: string, language: ReplyLanguage): boolean {
  if (language === 'en') return false;
  const words = plainWords(message);
  return words.length > 0 && ONLY_SMALL_TALK[language].test(`${words.join(' ')} `);
}

/** Thanks in the languages the agent answers in ("merci", "gracias", "danke schön"). */
const FOREIGN_THANKS =
  /(?<![\p{L}])(?:gracias|merci|danke|dankesch[öo]n|obrigad[oa]|grazie|bedankt|dank\s+(?:je|u)\s+wel)(?![\p{L}])/iu;

export function saysThanks(message: string): boolean {
  return FOREIGN_THANKS.test(message);
}
