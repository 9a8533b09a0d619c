import type { BusinessContact } from '../business-identity';
import type { KnowledgeHit } from './knowledge-answer';

/**
 * The business's own contact details (Settings), offered to the answerer beside the retrieved
 * knowledge, so "what is your phone number?" is answered when the owner saved a phone number but
 * never typed it as knowledge. They are items of the turn only, never rows of the knowledge base
 * the owner manages. Each is a sentence quoting the detail verbatim, worded so the matcher finds
 * it (a phone number is "contact", the hours "hours", an address "located"); a detail not set
 * gives no item, so nothing is said that the owner did not write.
 */

/** Ids of these items start with this; no knowledge row's id (a uuid) does. */
export const BUSINESS_FACT_ID = 'business:';

/** Lowest rank: on a tie, the owner's own knowledge item on the same thing answers. */
const RANK = 0;

const fact = (key: string, title: string, content: string): KnowledgeHit => ({
  id: `${BUSINESS_FACT_ID}${key}`,
  title,
  content,
  category: 'general',
  rank: RANK,
});

/** The facts for the details that are set (pass realContact's result: placeholders left out). */
export function businessFacts(contact: BusinessContact): KnowledgeHit[] {
  const facts: KnowledgeHit[] = [];
  if (contact.phone)
    facts.push(
      fact('phone', 'Phone number to call or ring us', `You can call us on this number: ${contact.phone}.`),
    );
  if (contact.email)
    facts.push(fact('email', 'Email to contact us', `You can e-mail us at ${contact.email}.`));
  if (contact.address)
    facts.push(
      fact(
        'address',
        'Where to find us: where we are based, our address and location, our shop, studio or office',
        `We are located at ${contact.address}.`,
      ),
    );
  if (contact.hours) facts.push(fact('hours', 'Opening hours', `Our opening hours are ${contact.hours}.`));
  if (contact.website)
    facts.push(fact('website', 'Our website and web address', `Our website is ${contact.website}.`));
  return facts;
}

/** Adds the business's facts to retrieved items (once each), after them. */
export function withBusinessFacts(
  hits: readonly KnowledgeHit[],
  facts: readonly KnowledgeHit[],
): KnowledgeHit[] {
  if (facts.length === 0) return [...hits];
  return [...hits, ...facts.filter((f) => !hits.some((h) => h.id === f.id))];
}
