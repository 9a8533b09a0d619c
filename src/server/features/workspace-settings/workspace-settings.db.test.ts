import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { FEATURE_DEFAULTS } from '../../../domain/contracts/workspace-settings.contract';
import { workspaceMembers, workspaces } from '../../db/schema/index';

const { db, close } = getTestDb();
afterAll(close);
const t = buildTestApp({ db });

let owner: TestAccount;
let other: TestAccount;
beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@wraps.test' });
  other = await signUpAccount(t, db, { email: 'other@signs.test' });
});

const url = (account: TestAccount, section = '') =>
  `/api/workspaces/${account.workspaceId}/settings${section}`;
const put = (account: TestAccount, section: string, json: unknown, jar = account.jar) =>
  t.request(url(account, section), { method: 'PUT', json, jar });

const PRICING = {
  taxRate: 0.07,
  setupFee: 150,
  minimumOrder: 300,
  materials: { 'standard-vinyl': 10, 'premium-vinyl': 16 },
  upsells: [{ id: 'design', label: 'Custom design', price: 200 }],
};

describe('workspace settings', () => {
  it("gives a new workspace the spec's defaults and no pricing yet", async () => {
    const res = await t.request(url(owner), { jar: owner.jar });
    expect(res.status).toBe(200);
    const settings = await res.json();
    expect(settings).toMatchObject({
      workspaceId: owner.workspaceId,
      features: FEATURE_DEFAULTS,
      branding: { primaryColor: '#6366f1' },
      pricing: null,
      tone: 'professional',
      allowedDomains: [],
      widget: { position: 'bottom-right' },
    });
    expect(settings.publicKey).toMatch(/^pk_/);
  });

  it("moves the widget's launcher to the bottom left, which the loader's launcher answer then says", async () => {
    const res = await put(owner, '/widget', { position: 'bottom-left' });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved.widget).toEqual({ position: 'bottom-left' });
    const launcher = await t.request(`/api/widget/launcher?workspace=${saved.publicKey}`);
    expect(await launcher.json()).toMatchObject({ position: 'bottom-left' });
    // Anything but the two sides is refused and changes nothing; only owners change it.
    const bad = await put(owner, '/widget', { position: 'top-left' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Choose bottom right or bottom left.');
    expect((await put(owner, '/widget', { position: 'bottom-right', extra: 1 })).status).toBe(400);
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: other.userId, role: 'member' });
    expect((await put(owner, '/widget', { position: 'bottom-right' }, other.jar)).status).toBe(403);
    const after = await (await t.request(url(owner), { jar: owner.jar })).json();
    expect(after.widget).toEqual({ position: 'bottom-left' });
  });

  it('saves contact details, renames the workspace, and removes a cleared field', async () => {
    const first = await put(owner, '/contact', {
      businessName: 'Ace Wraps',
      phone: '+1 (555) 010-2030',
      email: 'hello@acewraps.test',
      hours: 'Mon–Fri 8–5',
    });
    expect(first.status).toBe(200);
    expect((await first.json()).contact).toEqual({
      businessName: 'Ace Wraps',
      phone: '+1 (555) 010-2030',
      email: 'hello@acewraps.test',
      hours: 'Mon–Fri 8–5',
    });
    const second = await put(owner, '/contact', {
      businessName: 'Ace Wraps',
      phone: '',
      email: 'hello@acewraps.test',
    });
    expect((await second.json()).contact).toEqual({
      businessName: 'Ace Wraps',
      email: 'hello@acewraps.test',
    });
    const [row] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
    expect(row!.name).toBe('Ace Wraps');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await (await t.request(url(owner), { jar: owner.jar })).json();
    const cases: Array<[string, unknown, string]> = [
      ['/contact', { businessName: '  ' }, 'Business name is required.'],
      ['/contact', { businessName: 'A', email: 'not-an-address' }, 'Please enter a valid email address.'],
      ['/branding', { primaryColor: 'red' }, 'Please choose a colour as a hex value such as #6366f1.'],
      ['/branding', { logoUrl: 'javascript:alert(1)' }, 'The logo must be an https:// address of an image.'],
      ['/pricing', { ...PRICING, taxRate: 0.5 }, 'The tax rate must be between 0 % and 30 %.'],
      ['/pricing', { ...PRICING, materials: {} }, 'Set a price per square foot for at least one material.'],
      [
        '/allowed-domains',
        { allowedDomains: ['not a host'] },
        'Please enter a host name such as shop.example.com (no path).',
      ],
      ['/contact', { businessName: 'x'.repeat(121) }, 'At most 120 characters.'],
    ];
    for (const [section, body, message] of cases) {
      const res = await put(owner, section, body);
      expect(res.status, section).toBe(400);
      expect((await res.json()).error.message, section).toBe(message);
    }
    expect(await (await t.request(url(owner), { jar: owner.jar })).json()).toEqual(before);
  });

  it('stores pricing the quote engine can use, and features and tone', async () => {
    expect((await put(owner, '/pricing', PRICING)).status).toBe(200);
    expect((await put(owner, '/features', { ...FEATURE_DEFAULTS, emailSequences: false })).status).toBe(200);
    expect((await put(owner, '/tone', { tone: 'casual' })).status).toBe(200);
    const settings = await (await t.request(url(owner), { jar: owner.jar })).json();
    expect(settings.pricing).toEqual({ ...PRICING, currency: 'USD', materialRoundingUsd: 0 });
    expect(settings.features.emailSequences).toBe(false);
    expect(settings.tone).toBe('casual');
    // Sections are stored side by side; saving one leaves the others.
    expect(settings.branding.primaryColor).toBe('#6366f1');
  });

  it('reduces pasted addresses to host names and drops duplicates', async () => {
    const res = await put(owner, '/allowed-domains', {
      allowedDomains: ['https://Shop.AceWraps.test/contact', 'shop.acewraps.test', '*.acewraps.test'],
    });
    expect((await res.json()).allowedDomains).toEqual(['shop.acewraps.test', '*.acewraps.test']);
  });

  it('rotates the public key so the old one no longer opens the chat', async () => {
    const before = (await (await t.request(url(owner), { jar: owner.jar })).json()).publicKey;
    const res = await t.request(url(owner, '/public-key'), { method: 'POST', jar: owner.jar });
    const after = (await res.json()).publicKey;
    expect(after).not.toBe(before);
    expect((await t.request(`/api/widget/config?workspace=${before}`)).status).toBe(404);
  });

  it('lets only members read and only owners (or platform admins) change', async () => {
    expect((await t.request(url(owner))).status).toBe(401);
    expect((await t.request(url(owner), { jar: other.jar })).status).toBe(403);
    expect((await put(owner, '/tone', { tone: 'casual' }, other.jar)).status).toBe(403);
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: other.userId, role: 'member' });
    expect((await t.request(url(owner), { jar: other.jar })).status).toBe(200);
    expect((await put(owner, '/tone', { tone: 'casual' }, other.jar)).status).toBe(403);
    const admin = await signUpAccount(t, db, { email: 'admin@platform.test', admin: true });
    expect((await put(owner, '/tone', { tone: 'casual' }, admin.jar)).status).toBe(200);
  });
});
