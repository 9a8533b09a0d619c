import { describe, expect, it } from 'vitest';
import { anyWordQuery } from '../search-terms';
import { type KnowledgeHit, lookUpAnswers, lookUpKnowledge, questionParts } from './knowledge-answer';

const hit = (id: string, title: string, content: string): KnowledgeHit => ({
  id,
  title,
  content,
  category: 'general',
  rank: 0.5,
});

const HOURS = hit('k-hours', 'Opening hours', 'The shop is open Monday to Friday 8am to 6pm.');
const PAYMENT = hit(
  'k-pay',
  'Deposits and payment',
  'A 50% deposit confirms your date. Quotes are valid for 30 days.',
);
const CARE = hit('k-care', 'Looking after a wrap', 'Hand wash with mild soap and avoid brush car washes.');
const REMOVAL = hit(
  'k-removal',
  'Can a wrap be removed?',
  'Cast vinyl removes cleanly and protects the paint.',
);
const ALL = [HOURS, PAYMENT, CARE, REMOVAL];

const answerOf = (question: string) => {
  const found = lookUpKnowledge(question, ALL);
  return found.kind === 'answer' ? found.answer.sourceId : found.kind;
};

describe('the concept lexicon (decision 027)', () => {
  it('meets the knowledge in other words', () => {
    expect(answerOf('does my quote expire?')).toBe('k-pay');
    expect(answerOf('WHAT TIME DO YOU CLOSE TODAY')).toBe('k-hours');
    expect(answerOf('do i have to pay everything upfront?')).toBe('k-pay');
    expect(answerOf('how do I clean it?')).toBe('k-care');
    expect(answerOf('can the wrap be taken off later?')).toBe('k-removal');
  });

  it('corrects a typo against the words as written', () => {
    expect(answerOf('whats ur openign hours')).toBe('k-hours');
  });

  it('still answers nothing about what the knowledge does not hold', () => {
    expect(answerOf('do you sell gift cards?')).toBe('none');
  });

  it('searches every word of a concept', () => {
    expect(anyWordQuery('does it expire')?.split(' | ')).toEqual(expect.arrayContaining(['expire', 'valid']));
  });
});

describe('several questions in one message', () => {
  it('splits a message into its questions', () => {
    expect(questionParts('Two things: what warranty comes with it, and can it come off later?')).toEqual([
      'Two things:',
      'what warranty comes with it',
      'can it come off later?',
    ]);
  });

  it('answers each question from its own item', () => {
    const answers = lookUpAnswers('when are you open, and how do I clean the wrap?', ALL);
    expect(answers.map((a) => a.sourceId)).toEqual(['k-hours', 'k-care']);
  });

  it('leaves out the parts a caller must not answer', () => {
    const answers = lookUpAnswers('when are you open, and how do I clean the wrap?', ALL, (part) =>
      part.includes('open'),
    );
    expect(answers.map((a) => a.sourceId)).toEqual(['k-care']);
  });
});
