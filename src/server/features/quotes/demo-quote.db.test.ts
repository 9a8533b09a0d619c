import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { QUOTE_EVENTS } from '../../../domain/quotes';
import { analytics, customers, quotes } from '../../db/schema/index';
import { DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { seedReferenceData } from '../../db/seed/seed';
import { DEMO_QUOTE_CUSTOMER_NAME } from './demo-quote.service';

const { db, close } = getTestDb();
afterAll(close);
const t = buildTestApp({ db });
beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now: new Date() });
});

const generate = (jar?: Map<string, string>) => t.request('/api/admin/demo-quote', { method: 'POST', jar });

describe('POST /api/admin/demo-quote (Generate Demo Quote)', () => {
  it("creates the spec's sample quote in the demo workspace, for the admin who asked", async () => {
    const admin = await signUpAccount(t, db, { email: 'admin@platform.test', admin: true });
    const res = await generate(admin.jar);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.quote_number).toMatch(/^Q-\d{4}-\d{4,}$/);

    const [quote] = await db.select().from(quotes).where(eq(quotes.id, body.quote_id));
    expect(quote).toMatchObject({
      workspaceId: DEMO_WORKSPACE.id,
      status: 'pending',
      subtotal: '2056.00',
      taxAmount: '164.48',
      totalAmount: '2220.48',
      customerId: body.customer_id,
    });
    const [customer] = await db.select().from(customers).where(eq(customers.id, body.customer_id));
    expect(customer).toMatchObject({ email: 'admin@platform.test', name: DEMO_QUOTE_CUSTOMER_NAME });
    const events = await db.select().from(analytics).where(eq(analytics.entityId, body.quote_id));
    expect(events.map((e) => e.eventType)).toEqual([QUOTE_EVENTS.created]);

    // Each click is a new quote for the same customer.
    const again = await (await generate(admin.jar)).json();
    expect(again.quote_id).not.toBe(body.quote_id);
    expect(again.customer_id).toBe(body.customer_id);
  });

  it('is for platform admins only', async () => {
    expect((await generate()).status).toBe(401);
    const client = await signUpAccount(t, db, { email: 'client@signs.test' });
    expect((await generate(client.jar)).status).toBe(403);
    expect(await db.select().from(quotes)).toEqual([]);
  });
});
