import { describe, expect, it } from 'vitest';
import { foreignNumbersAsDigits } from '../number-words';
import { jobRendering } from './foreign-words';
import { detectIntents } from './intents';
import { normalizeMessage } from './normalize-message';
import { extractQuoteRequest } from './quote-request';

describe('a price word that asks no price (decision 066)', () => {
  it.each([
    'can I push it to next week without being charged?',
    'will i be charged for moving it to friday?',
    'we had it ceramic coated last weekend (expensive!!) and its booked for wednesday. is that a problem',
    'the respray was pricey, can you wrap it next week?',
  ])('%j is no price question', (message) => {
    expect(detectIntents(message)).not.toContain('price_quote');
  });

  it('still reads a price asked beside it', () => {
    expect(detectIntents('had it coated (expensive!!), how much for a full wrap?')).toContain('price_quote');
  });
});

describe('how a thing is done is not an order look-up', () => {
  it('asks how tracking works', () => {
    expect(detectIntents('how do I track my parcel once it ships?')).not.toContain('order_status');
  });
  it('still looks up an order named', () => {
    expect(detectIntents('how do i track my order 48213')).toContain('order_status');
    expect(detectIntents('where is my parcel')).toContain('order_status');
  });
});

describe('letters held down', () => {
  it.each([
    ['thank youuu', 'thank you'],
    ['heyyy', 'hey'],
    ['pleaseee help', 'please help'],
    ['goood morning', 'good morning'],
    ['cooool', 'cool'],
  ])('%j reads as %j', (message, plain) => {
    expect(normalizeMessage(message)).toBe(plain);
  });
  it('recognises the thanks', () => {
    expect(detectIntents('thank youuu')).toContain('thanks');
  });
});

describe('numbers in words in other languages', () => {
  it.each([
    ['unos doscientos pies cuadrados', 'es', 'unos 200 pies cuadrados'],
    ['treinta y cinco pies', 'es', '35 pies'],
    ['ciento veinte pies', 'es', '120 pies'],
    ['deux cents pieds', 'fr', '200 pieds'],
    ['cento venti piedi', 'it', '120 piedi'],
    ['duzentos pés', 'pt', '200 pés'],
    ['zweihundert Fuß', 'de', '200 Fuß'],
    ['tweehonderd voet', 'nl', '200 voet'],
    ['una furgoneta', 'es', 'una furgoneta'],
    ['dos mil trescientos', 'es', '2300'],
    ['soixante dix pieds', 'fr', '70 pieds'],
    // Two numbers side by side are two numbers, never their sum.
    ['entre dos y tres metros', 'es', 'entre dos y tres metros'],
    ['veinte y treinta pies', 'es', '20 y 30 pies'],
    ['cinco seis piezas', 'es', 'cinco seis piezas'],
    ['zwei drei Meter', 'de', 'zwei drei Meter'],
  ])('%j (%s) reads as %j', (text, language, digits) => {
    expect(foreignNumbersAsDigits(text, language)).toBe(digits);
  });

  it('prices the size a Spanish visitor wrote in words', () => {
    const message =
      '¿Cuánto cuesta envolver una furgoneta completa? Son unos doscientos pies cuadrados, vinilo premium.';
    expect(extractQuoteRequest([jobRendering(message, 'es')])).toMatchObject({ squareFootage: 200 });
  });
});
