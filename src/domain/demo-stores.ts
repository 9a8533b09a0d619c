/**
 * The live demos' businesses, other than the wrap shop of the quote demo: an apparel shop for
 * ShopAgent and a boutique selling through social DMs for SocialAgent. The public site's live chat
 * pages talk to them by their public keys (fixed, like the wrap shop's, and not secret: a widget
 * key is pasted into web pages); the seed creates them with the same values.
 */
export const DEMO_SHOP_STORE = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Harbor & Pine Outfitters',
  slug: 'demo-harbor-pine',
  publicKey: 'pk_demo_harbor_pine_outfitters',
  agentId: '00000000-0000-4000-8000-000000000201',
  agentName: 'ShopAgent',
  welcomeMessage:
    "Hi! I'm ShopAgent for Harbor & Pine Outfitters. Ask me about our clothing and bags, sizes and stock, delivery, returns, or where your order is.",
  /** A seeded order the live demo page offers to look up (the chat needs both values). */
  sampleOrder: { orderNumber: 'HP-10421', email: 'jamie.rivera@harborpine-demo.shop' },
} as const;

export const DEMO_SOCIAL_STORE = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Luna Boutique',
  slug: 'demo-luna-boutique',
  publicKey: 'pk_demo_luna_boutique',
  agentId: '00000000-0000-4000-8000-000000000301',
  agentName: 'SocialAgent',
  welcomeMessage:
    "Hey! Thanks for messaging Luna Boutique. I'm the shop's AI assistant: ask me about our dresses, prices, sizes, shipping, returns or a styling appointment.",
} as const;
