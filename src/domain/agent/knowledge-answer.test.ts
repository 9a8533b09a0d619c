import { describe, expect, it } from 'vitest';
import {
  type KnowledgeHit,
  lookUpKnowledge,
  MAX_FACTS_LENGTH,
  queryTerms,
  splitSentences,
} from './knowledge-answer';

const WARRANTY: KnowledgeHit = {
  id: 'k-warranty',
  title: 'Warranty on materials and installation',
  category: 'policies',
  rank: 0.8,
  content:
    'Premium and reflective vinyl carry a 5-year manufacturer warranty against fading, cracking and peeling; standard ' +
    'and perforated vinyl carry 3 years. Our installation is guaranteed for 1 year: lifting edges or bubbles caused ' +
    'by the install are fixed free of charge. Damage from accidents, pressure washing or solvents is not covered.',
};
const ADD_ONS: KnowledgeHit = {
  id: 'k-addons',
  title: 'Add-ons',
  category: 'pricing',
  rank: 0.9,
  content:
    'Window tinting costs $350.00 and paint protection film $500.00. Both are installed during the same appointment.',
};
const HOURS: KnowledgeHit = {
  id: 'k-hours',
  title: 'Opening hours',
  category: 'general',
  rank: 0.2,
  content: 'The shop is open Monday to Friday 8am to 6pm. Vehicle drop-off is by appointment.',
};

describe('splitSentences', () => {
  it('splits at sentence ends but keeps amounts and decimals whole', () => {
    expect(splitSentences('Material is $2,800.00 here. Setup is extra! Really? yes.')).toEqual([
      'Material is $2,800.00 here.',
      'Setup is extra!',
      'Really? yes.',
    ]);
  });
});

describe('queryTerms', () => {
  it('drops stop words and meets word forms', () => {
    expect([...queryTerms('What is your warranty on wraps?')]).toEqual(['warranty', 'wrap']);
    expect(queryTerms('Hello, can you help?').has('help')).toBe(true);
    expect(queryTerms('what is it').size).toBe(0);
  });
});

describe('lookUpKnowledge', () => {
  it('quotes the matching sentences of the best item verbatim', () => {
    expect(lookUpKnowledge('What warranty do I get on premium vinyl?', [HOURS, WARRANTY])).toEqual({
      kind: 'answer',
      answer: {
        sourceId: 'k-warranty',
        facts:
          'Premium and reflective vinyl carry a 5-year manufacturer warranty against fading, cracking and peeling; ' +
          'standard and perforated vinyl carry 3 years.',
      },
    });
  });

  it('takes at most two sentences, in the item’s order', () => {
    const found = lookUpKnowledge('Is the installation covered, and pressure washing?', [WARRANTY]);
    expect(found).toEqual({
      kind: 'answer',
      answer: {
        sourceId: 'k-warranty',
        facts:
          'Our installation is guaranteed for 1 year: lifting edges or bubbles caused by the install are fixed free of charge. ' +
          'Damage from accidents, pressure washing or solvents is not covered.',
      },
    });
  });

  it('skips items that share no words and falls to the next by rank', () => {
    expect(lookUpKnowledge('When are you open on Monday?', [WARRANTY, HOURS])).toMatchObject({
      kind: 'answer',
      answer: { sourceId: 'k-hours', facts: 'The shop is open Monday to Friday 8am to 6pm.' },
    });
  });

  it('never quotes a sentence with a price', () => {
    expect(lookUpKnowledge('window tinting and paint protection film?', [ADD_ONS])).toEqual({
      kind: 'prices_only',
      sourceId: 'k-addons',
    });
    expect(lookUpKnowledge('Are both installed in the same appointment?', [ADD_ONS])).toEqual({
      kind: 'answer',
      answer: { sourceId: 'k-addons', facts: 'Both are installed during the same appointment.' },
    });
  });

  it('says plainly when nothing matches', () => {
    expect(lookUpKnowledge('Do you sell pizza?', [WARRANTY, HOURS])).toEqual({ kind: 'none' });
    expect(lookUpKnowledge('warranty', [])).toEqual({ kind: 'none' });
    expect(lookUpKnowledge('?', [WARRANTY])).toEqual({ kind: 'none' });
  });

  it('caps a very long sentence', () => {
    const long: KnowledgeHit = { ...HOURS, content: `Warranty ${'word '.repeat(300)}end.` };
    const found = lookUpKnowledge('warranty', [long]);
    expect(found.kind === 'answer' && found.answer.facts.length).toBeLessThanOrEqual(MAX_FACTS_LENGTH);
    expect(found.kind === 'answer' && found.answer.facts.endsWith('…')).toBe(true);
  });
});
