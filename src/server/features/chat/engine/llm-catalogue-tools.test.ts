import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../../../domain/catalogue/catalogue-types';
import type { CatalogueTools } from './chat-engine';
import { createLlmTools, type TurnRecord } from './llm-tools';

const jacket: CatalogueProduct = {
  id: 'p1',
  sku: 'HP-JKT-01',
  name: 'Harbor Rain Jacket',
  category: 'Jackets & outerwear',
  description: 'A waterproof shell.',
  material: 'recycled nylon',
  care: null,
  sizes: ['S', 'M'],
  colours: ['navy'],
  priceCents: 12_900,
  stockBySize: { S: 0, M: 8 },
};

const lookUps: [string, string][] = [];
const catalogue: CatalogueTools = {
  products: async () => [jacket],
  lookUpOrder: async (orderNumber, email) => {
    lookUps.push([orderNumber, email]);
    return { found: false };
  },
};

const noQuotes = {
  searchKnowledge: async () => [],
  calculateQuote: () => ({ ok: false as const, missing: [], message: 'none' }),
  createQuote: async () => {
    throw new Error('not used');
  },
  sendQuoteEmail: async () => {},
  createPaymentLink: async () => ({ url: '' }),
  captureContact: async () => {},
  handOff: async () => {},
};

const call = { toolCallId: 't1', messages: [] };

describe('the catalogue tools of the LLM engine', () => {
  it('are offered only with a catalogue, and their prices become allowed amounts', async () => {
    expect(
      createLlmTools(noQuotes, { quotedAmounts: [], sources: [], handoff: false }, () => {}),
    ).not.toHaveProperty('find_products');
    const turn: TurnRecord = { quotedAmounts: [], sources: [], handoff: false };
    const tools = createLlmTools({ ...noQuotes, catalogue }, turn, () => {});
    const result = (await tools.find_products!.execute!({ query: 'rain jackets' }, call)) as {
      products: { name: string; price: number; stockBySize: Record<string, number> }[];
    };
    expect(result.products).toMatchObject([
      { name: 'Harbor Rain Jacket', price: 129, stockBySize: { S: 0, M: 8 } },
    ]);
    expect(turn.quotedAmounts).toEqual([129]);
  });

  it('look up an order by number and e-mail, normalised, and say nothing of one not found', async () => {
    const tools = createLlmTools(
      { ...noQuotes, catalogue },
      { quotedAmounts: [], sources: [], handoff: false },
      () => {},
    );
    const result = await tools.look_up_order!.execute!(
      { orderNumber: '#hp-10421', email: ' Jo@Mail-Demo.shop ' },
      call,
    );
    expect(lookUps).toEqual([['HP-10421', 'jo@mail-demo.shop']]);
    expect(result).toEqual({ found: false, message: 'No order with that number and e-mail address.' });
  });
});
