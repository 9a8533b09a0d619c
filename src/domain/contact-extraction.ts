import { allMatches } from './regex-matches';

export interface ExtractedContact {
  email?: string;
  name?: string;
  company?: string;
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;

// Strong phrase: what follows is a name even when typed in lower case.
const STRONG_NAME_PHRASE = /\bmy name(?:'s|’s| is)\s+/gi;
// "name Bob Lee", "…, name: Ana Ruiz", "full name is jo park": the word "name" opening a clause
// labels what follows, in any case; inside a clause ("company name Acme", "what name…") it does not.
const NAME_LABEL = /(?:^|[,;.!?]\s*|\b(?:and|&)\s+)(?:full\s+|first\s+)?name(?:'s|’s|\s+is)?\s*[:=–—-]?\s+/gi;
// Weak phrases also introduce states ("I'm looking", "this is urgent"), so only a capitalised word counts.
const WEAK_NAME_PHRASE = /\b(?:i'm|i’m|im|i am|this is)\s+/gi;

const NAME_WORD = /^\p{L}[\p{L}'’-]*$/u;
const CAPITALISED = /^\p{Lu}/u;
const MAX_NAME_WORDS = 3;

/**
 * Words that follow "I'm" / "this is" without being names, plus connectors that end a name.
 * Title-cased chat ("I'm Looking For A Quote") would otherwise yield names.
 */
const NOT_NAME = new Set(
  [
    'a an the and or but so to of in on at for from with by about as if not no yes just also still very really',
    'here there this that it me my our your his her their we you they he she i',
    'looking interested wondering trying hoping planning going getting calling reaching writing asking',
    'ready happy glad sure fine good great ok okay new curious excited thinking needing wanting',
    'urgent important regarding re following checking contacting emailing messaging texting',
    'owner manager ceo founder president director',
    'hi hello hey thanks thank please',
  ]
    .join(' ')
    .split(' '),
);

const COMPANY_WORD = /^[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*$/u;
const COMPANY_SUFFIX = /^(?:LLC|L\.L\.C\.?|Inc\.?|Incorporated|Ltd\.?|Corp\.?|Co\.)$/;
const MAX_COMPANY_WORDS = 4;

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== '');
}

/** A token cut at its first sentence punctuation; `ended` tells the caller to stop after it. */
function clean(token: string): { word: string; ended: boolean } {
  const match = /^(.*?)([,.!?;:)"]+.*)?$/u.exec(token);
  const word = match?.[1] ?? token;
  return { word, ended: word !== token };
}

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function nameAfter(text: string, strong: boolean): string | undefined {
  const picked: string[] = [];
  for (const token of words(text).slice(0, MAX_NAME_WORDS)) {
    const { word, ended } = clean(token);
    if (!NAME_WORD.test(word) || NOT_NAME.has(word.toLowerCase())) break;
    if (!(strong || CAPITALISED.test(word))) break;
    picked.push(titleCase(word));
    if (ended) break;
  }
  return picked.length > 0 ? picked.join(' ') : undefined;
}

function extractName(text: string): string | undefined {
  for (const [phrase, strong] of [
    [STRONG_NAME_PHRASE, true],
    [NAME_LABEL, true],
    [WEAK_NAME_PHRASE, false],
  ] as const) {
    for (const match of allMatches(text, phrase)) {
      const name = nameAfter(text.slice(match.index + match[0].length), strong);
      if (name) return name;
    }
  }
  return undefined;
}

/** Up to four capitalised words, cut at punctuation, without leading filler words. */
function companyWords(tokens: readonly string[]): string[] {
  const picked: string[] = [];
  for (const token of tokens.slice(0, MAX_COMPANY_WORDS)) {
    const { word, ended } = clean(token);
    if (!COMPANY_WORD.test(word)) break;
    picked.push(word);
    if (ended) break;
  }
  return picked;
}

function extractCompany(text: string): string | undefined {
  const workAt = /\bwork(?:s|ing)?\s+(?:at|for)\s+(.+)/i.exec(text);
  if (workAt) {
    const found = companyWords(words(workAt[1]!));
    if (found.length > 0 && !NOT_NAME.has(found[0]!.toLowerCase())) return found.join(' ');
  }

  const fromCompany = /\bfrom\s+((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*\s+){1,4})(?:company|co\b)/iu.exec(text);
  if (fromCompany) {
    const found = companyWords(words(fromCompany[1]!));
    if (found.length > 0) return found.join(' ');
  }

  const tokens = words(text);
  for (let i = 1; i < tokens.length; i++) {
    const suffix = tokens[i]!.replace(/[,!?;:)"]+$/, '');
    if (!COMPANY_SUFFIX.test(suffix)) continue;
    const before: string[] = [];
    for (let j = i - 1; j >= 0 && before.length < MAX_COMPANY_WORDS - 1; j--) {
      const token = tokens[j]!;
      if (!COMPANY_WORD.test(token) || /[.,!?;:]$/.test(token)) break;
      before.unshift(token);
    }
    while (before.length > 0 && NOT_NAME.has(before[0]!.toLowerCase())) before.shift();
    if (before.length > 0) return [...before, suffix.replace(/\.$/, '')].join(' ');
  }
  return undefined;
}

/** Words around a name given with an address ("sure, Jo Park, jo@…", "name: Jo Park email jo@…"). */
const BESIDE_ADDRESS_FILLER = new Set(
  "sure yes yeah ok okay here it its it’s it's is my name names email e-mail mail and thanks thank you please cheers".split(
    ' ',
  ),
);

/**
 * "Jo Park, jo@harbourcafe.test", "sam.lee@gmail.com - Sam Lee": a message that is only a name and
 * the address. The name's words must be capitalised and one of them must be in the address's local
 * part ("jo" in jo@…, "lee" in sam.lee@…): a title-cased phrase beside an address ("Van Wrap
 * info@…") is not taken for a name, in keeping with misses before false hits.
 */
function nameBesideAddress(rest: string, email: string): string | undefined {
  const tokens = words(rest.replace(/[,;:()<>"[\]]+/g, ' '))
    .map((t) => t.replace(/[.!?]+$/, ''))
    .filter((t) => !/^[-–—]+$/.test(t));
  while (tokens.length > 0 && BESIDE_ADDRESS_FILLER.has(tokens[0]!.toLowerCase())) tokens.shift();
  while (tokens.length > 0 && BESIDE_ADDRESS_FILLER.has(tokens.at(-1)!.toLowerCase())) tokens.pop();
  if (tokens.length === 0 || tokens.length > MAX_NAME_WORDS) return undefined;
  const isNameWord = (t: string) =>
    NAME_WORD.test(t) && CAPITALISED.test(t) && !NOT_NAME.has(t.toLowerCase());
  if (!tokens.every(isNameWord)) return undefined;
  const local = email.slice(0, email.indexOf('@')).toLowerCase();
  if (!tokens.some((t) => t.length >= 2 && local.includes(t.toLowerCase()))) return undefined;
  return tokens.join(' ');
}

// What may stand between a name and its address: "Eve Park - eve@…", "Eve Park at eve@…".
const ADDRESS_JOINER = new Set(['-', '–', '—', 'at', 'is', 'email', 'e-mail', 'mail', 'via']);

/**
 * "Eve Park, eve@parklogistics.test, please send it asap": the capitalised words right beside the
 * address, in its own clause, in a longer message. The same proof as a name given alone beside
 * it (one word in the address's local part); a word that ends an earlier sentence or clause
 * ("Friday. Eve Park eve@…", "Hello, Eve Park, eve@…") is not part of the name.
 */
function nameNextToAddress(before: string, after: string, email: string): string | undefined {
  const local = email.slice(0, email.indexOf('@')).toLowerCase();
  const isNameWord = (t: string) =>
    NAME_WORD.test(t) &&
    CAPITALISED.test(t) &&
    !NOT_NAME.has(t.toLowerCase()) &&
    !BESIDE_ADDRESS_FILLER.has(t.toLowerCase());
  const proven = (picked: string[]) =>
    picked.length > 0 && picked.some((t) => t.length >= 2 && local.includes(t.toLowerCase()));

  const back = words(before.replace(/[()<>"[\]]+/g, ' '));
  while (back.length > 0 && ADDRESS_JOINER.has(back.at(-1)!.toLowerCase())) back.pop();
  const picked: string[] = [];
  for (let i = back.length - 1; i >= 0 && picked.length < MAX_NAME_WORDS; i -= 1) {
    const token = back[i]!;
    const adjacent = i === back.length - 1;
    const word = adjacent ? token.replace(/[,;:–—-]+$/, '') : token;
    if (!isNameWord(word)) break;
    picked.unshift(word);
  }
  if (proven(picked)) return picked.join(' ');

  const ahead = words(after.replace(/[()<>"[\]]+/g, ' '));
  while (ahead.length > 0 && /^[,;:–—-]+$/.test(ahead[0]!)) ahead.shift();
  const next: string[] = [];
  for (const token of ahead.slice(0, MAX_NAME_WORDS)) {
    const { word, ended } = clean(token);
    if (!isNameWord(word)) break;
    next.push(word);
    if (ended) break;
  }
  return proven(next) ? next.join(' ') : undefined;
}

/**
 * Best-effort contact details from free chat text: the first e-mail address, a name after
 * 'my name is' / "I'm" / 'this is' or alone beside the address, and a company after 'work at' / 'from … company' or before
 * LLC / Inc. Misses are preferred to false hits, since a wrong name ends up on the customer record.
 */
export function extractContact(text: string): ExtractedContact {
  const result: ExtractedContact = {};
  const email = EMAIL.exec(text)?.[0];
  if (email) result.email = email;
  // The address is removed first so its local part can never read as a name or company.
  const rest = email ? text.replace(email, ' ') : text;
  const at = email ? text.indexOf(email) : -1;
  const name =
    extractName(rest) ??
    (email
      ? (nameBesideAddress(rest, email) ??
        nameNextToAddress(text.slice(0, at), text.slice(at + email.length), email))
      : undefined);
  if (name) result.name = name;
  const company = extractCompany(rest);
  if (company) result.company = company;
  return result;
}
