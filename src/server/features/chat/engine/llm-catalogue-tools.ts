import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { findEmail, findOrderNumber } from '../../../../domain/catalogue/catalogue-question';
import { totalStock, UNCOUNTED_STOCK } from '../../../../domain/catalogue/catalogue-types';
import { orderStatusText } from '../../../../domain/catalogue/order-status';
import { matchProducts } from '../../../../domain/catalogue/product-match';
import type { CatalogueTools } from './chat-engine';

/** Products given to the model per search: enough to choose from, bounded for tokens. */
export const PRODUCT_HITS = 6;

/**
 * The catalogue as model tools: products (the only source of a product's price, sizes and stock)
 * and order status (only with the e-mail the order was placed with). `record` lets the reply
 * guard accept the prices the tools returned, as it does the quote tools' amounts.
 */
export function createCatalogueLlmTools(
  catalogue: CatalogueTools,
  record: (amounts: number[]) => void,
  guarded: <I>(name: string, run: (input: I) => Promise<unknown>) => (input: I) => Promise<unknown>,
): ToolSet {
  return {
    find_products: tool({
      description:
        "Look up the shop's products by name or kind (e.g. 'rain jacket', 'dresses'), or an empty query for the whole range. Returns price, sizes, colours, material, care and stock per size. The only source of product facts and prices.",
      inputSchema: z.object({ query: z.string().max(200).describe('Product name or kind; empty for all') }),
      execute: guarded('find_products', async ({ query }: { query: string }) => {
        const products = await catalogue.products();
        const found = query.trim() ? matchProducts(query, products).map((m) => m.product) : products;
        const shown = found.slice(0, PRODUCT_HITS);
        record(shown.map((p) => p.priceCents / 100));
        return {
          products: shown.map((p) => ({
            name: p.name,
            category: p.category,
            description: p.description,
            material: p.material,
            care: p.care,
            sizes: p.sizes,
            colours: p.colours,
            price: p.priceCents / 100,
            // An uncounted stock is told as such: the model must never quote its placeholder figure.
            stockBySize: Object.fromEntries(
              Object.entries(p.stockBySize).map(([size, count]) => [
                size,
                count >= UNCOUNTED_STOCK ? 'in stock (not counted)' : count,
              ]),
            ),
            inStock: totalStock(p) > 0,
          })),
          more: Math.max(0, found.length - shown.length),
        };
      }),
    }),
    look_up_order: tool({
      description:
        'The status of an order. Needs the order number AND the e-mail address it was placed with, both given by the visitor; ask for whichever is missing. Never reveal anything about an order that was not found.',
      inputSchema: z.object({
        orderNumber: z.string().min(1).max(40),
        email: z.string().min(3).max(254),
      }),
      execute: guarded('look_up_order', async (input: { orderNumber: string; email: string }) => {
        const orderNumber = findOrderNumber(input.orderNumber) ?? input.orderNumber.trim().toUpperCase();
        const email = findEmail(input.email);
        if (!email) return { found: false, message: 'That is not an e-mail address.' };
        const lookup = await catalogue.lookUpOrder(orderNumber, email);
        return lookup.found
          ? { found: true, status: lookup.order.status, summary: orderStatusText(lookup.order) }
          : { found: false, message: 'No order with that number and e-mail address.' };
      }),
    }),
  };
}
