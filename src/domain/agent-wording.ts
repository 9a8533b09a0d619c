import type { AgentType } from './agent-types';

/**
 * Which business an owner's pages speak to, from the workspace's agent types: a sign shop's quotes
 * (quote agent), a shop's or a boutique's products and orders (shop, social), or neither when it
 * has both kinds or no agent yet. Examples and hints use its words, not always a sign shop's.
 */
export type BusinessWording = 'quotes' | 'products' | 'general';

export function businessWording(agentTypes: readonly AgentType[]): BusinessWording {
  const quotes = agentTypes.includes('quote');
  const products = agentTypes.some((type) => type === 'shop' || type === 'social');
  if (quotes && !products) return 'quotes';
  if (products && !quotes) return 'products';
  return 'general';
}

/** The knowledge forms' examples (placeholders) per business. */
export const KNOWLEDGE_EXAMPLES: Record<BusinessWording, { title: string; tags: string; question: string }> =
  {
    quotes: {
      title: 'e.g. Warranty on vehicle wraps',
      tags: 'wraps, warranty, vans',
      question: 'Do you wrap boats?',
    },
    products: {
      title: 'e.g. Shipping and returns',
      tags: 'shipping, returns, sizes',
      question: 'Do you ship abroad?',
    },
    general: {
      title: 'e.g. Opening hours',
      tags: 'hours, delivery, payment',
      question: 'Are you open on Sundays?',
    },
  };

/** The Reviews page's empty state: where that business's reviews come from (a quote, a payment). */
export const REVIEWS_EMPTY: Record<BusinessWording, string> = {
  quotes: 'No reviews yet. Customers can leave one after a quote.',
  products: 'No reviews yet. Customers can leave one once they have paid.',
  general: 'No reviews yet. Customers can leave one after a quote or once they have paid.',
};
