import { DEMO_SHOP_STORE, DEMO_SOCIAL_STORE } from '../../../domain/demo-stores';
import type { Executor } from '../client';
import { agents, knowledgeBase, orders, products, workspaces } from '../schema/index';
import type { DemoKnowledgeItem } from './demo-content';
import {
  DEMO_SHOP_KNOWLEDGE,
  DEMO_SHOP_ORDERS,
  DEMO_SHOP_PRODUCTS,
  type DemoOrder,
  type DemoProduct,
} from './demo-shop-content';
import { DEMO_SOCIAL_KNOWLEDGE, DEMO_SOCIAL_ORDERS, DEMO_SOCIAL_PRODUCTS } from './demo-social-content';
import { hoursAgo } from './demo-workspace';
import { buildAgent, buildKnowledgeItem } from './factories';

/**
 * The live demos' shop and social businesses (src/domain/demo-stores.ts): reference data like the
 * wrap shop's demo workspace, created at every start-up unless they exist, then left alone so
 * edits survive. They are ordinary workspaces (the platform demo, where the public site's
 * anonymous quotes and reviews belong, stays the wrap shop); the live chat pages reach them by
 * their public keys.
 */

interface DemoStore {
  workspace: { id: string; name: string; slug: string; publicKey: string };
  agent: { id: string; agentName: string; agentType: 'shop' | 'social'; welcomeMessage: string };
  tone: 'professional' | 'casual';
  knowledge: readonly DemoKnowledgeItem[];
  products: readonly DemoProduct[];
  orders: readonly DemoOrder[];
}

const STORES: readonly DemoStore[] = [
  {
    workspace: DEMO_SHOP_STORE,
    agent: {
      id: DEMO_SHOP_STORE.agentId,
      agentName: DEMO_SHOP_STORE.agentName,
      agentType: 'shop',
      welcomeMessage: DEMO_SHOP_STORE.welcomeMessage,
    },
    tone: 'professional',
    knowledge: DEMO_SHOP_KNOWLEDGE,
    products: DEMO_SHOP_PRODUCTS,
    orders: DEMO_SHOP_ORDERS,
  },
  {
    workspace: DEMO_SOCIAL_STORE,
    agent: {
      id: DEMO_SOCIAL_STORE.agentId,
      agentName: DEMO_SOCIAL_STORE.agentName,
      agentType: 'social',
      welcomeMessage: DEMO_SOCIAL_STORE.welcomeMessage,
    },
    tone: 'casual',
    knowledge: DEMO_SOCIAL_KNOWLEDGE,
    products: DEMO_SOCIAL_PRODUCTS,
    orders: DEMO_SOCIAL_ORDERS,
  },
];

const DAY_MS = 86_400_000;
const calendarDate = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Creates each demo store that does not exist yet. Idempotent: the fixed-id insert is the gate. */
export async function ensureDemoStores(tx: Executor, now: Date): Promise<{ created: number }> {
  let created = 0;
  for (const store of STORES) if (await ensureDemoStore(tx, store, now)) created++;
  return { created };
}

async function ensureDemoStore(tx: Executor, store: DemoStore, now: Date): Promise<boolean> {
  const createdAt = hoursAgo(now, 24 * 30);
  const workspaceId = store.workspace.id;
  const inserted = await tx
    .insert(workspaces)
    .values({
      ...store.workspace,
      brandKey: 'default',
      allowedDomains: ['localhost', '127.0.0.1'],
      tone: store.tone,
      settings: {},
      createdAt,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: workspaces.id });
  if (inserted.length === 0) return false;

  await tx.insert(agents).values(
    buildAgent({
      ...store.agent,
      workspaceId,
      operationMode: 'live',
      requireApproval: false,
      createdAt,
      updatedAt: createdAt,
    }),
  );
  await tx.insert(knowledgeBase).values(
    store.knowledge.map((item, index) =>
      buildKnowledgeItem({
        workspaceId,
        ...item,
        source: 'manual',
        createdAt: hoursAgo(now, 24 * 20 - index),
        updatedAt: hoursAgo(now, 24 * 10 - index),
      }),
    ),
  );
  await tx
    .insert(products)
    .values(store.products.map((product) => ({ ...product, workspaceId, createdAt, updatedAt: createdAt })));
  if (store.orders.length > 0) {
    await tx.insert(orders).values(
      store.orders.map(({ expectedInDays, placedDaysAgo, ...order }) => ({
        ...order,
        workspaceId,
        expectedOn: expectedInDays === null ? null : calendarDate(now, expectedInDays),
        placedAt: hoursAgo(now, 24 * placedDaysAgo + 3),
      })),
    );
  }
  return true;
}
