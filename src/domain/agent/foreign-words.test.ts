import { describe, expect, it } from 'vitest';
import { englishGloss, glossAsksPrice } from './foreign-words';

describe('englishGloss', () => {
  it.each([
    ['Hola! a qué hora abren los sábados?', 'es', 'hours open saturday'],
    ['¿Hacen ENVIOS a Canadá?', 'es', 'shipping canada'],
    ['Puis-je payer avec PayPal ?', 'fr', 'payment paypal'],
    ['Kann ich die Jacke zurückschicken?', 'de', 'jacket returns'],
    ['Qual é o prazo de entrega?', 'pt', 'shipping'],
  ] as const)('reads %j as %j', (message, language, gloss) => {
    expect(englishGloss(message, language)).toBe(gloss);
  });

  it('has no rendering for a message without a known topic, and leaves English alone', () => {
    expect(englishGloss('vous faites des casquettes brodées ?', 'fr')).toBe('');
    expect(englishGloss('do you ship?', 'en')).toBe('do you ship?');
  });

  it('knows a price question', () => {
    expect(glossAsksPrice(englishGloss('was kostet eine Vollfolierung?', 'de'))).toBe(true);
    expect(glossAsksPrice(englishGloss('¿cuánto tarda el envío?', 'es'))).toBe(false);
  });
});

describe('how long and installing, in other languages (decision 061)', () => {
  it.each([
    ['Quanto tempo ci vuole per montare un’insegna?', 'it'],
    ['¿Cuánto tiempo tardan en instalar un letrero?', 'es'],
    ['Combien de temps pour poser une enseigne ?', 'fr'],
  ] as const)('%j asks how long installing a sign takes', (message, language) => {
    const gloss = englishGloss(message, language).split(' ');
    expect(gloss).toEqual(expect.arrayContaining(['how', 'long', 'install', 'signs']));
  });
});
