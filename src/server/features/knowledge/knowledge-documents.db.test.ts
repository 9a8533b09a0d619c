import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { countRows, getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { makeDocx, makePdf, makeScannedPdf, PNG_BYTES } from '../../../../test/helpers/documents';
import {
  type KnowledgeApp,
  knowledgePath,
  settledDocument,
  startKnowledgeApp,
  uploadFile,
} from '../../../../test/helpers/knowledge-app';
import type { KnowledgeDocument } from '../../../domain/contracts/knowledge.contract';
import { DOCUMENT_MESSAGES } from '../../../domain/knowledge/document-files';
import { agents } from '../../db/schema/agents';
import { knowledgeBase } from '../../db/schema/knowledge-base';
import { knowledgeDocuments } from '../../db/schema/knowledge-documents';
import { buildAgent } from '../../db/seed/factories';

const { db, close } = getTestDb();
let t: KnowledgeApp;
let owner: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  await resetDatabase(db);
  t = await startKnowledgeApp(db);
  owner = await signUpAccount(t, db, { email: 'owner@docs.test' });
  stranger = await signUpAccount(t, db, { email: 'stranger@docs.test' });
  admin = await signUpAccount(t, db, { email: 'admin@docs.test', admin: true });
});
afterAll(async () => {
  await t?.stop();
  await close();
});

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

async function importFile(name: string, bytes: Uint8Array, account = owner): Promise<KnowledgeDocument> {
  const res = await uploadFile(t, account, name, bytes);
  expect(res.status).toBe(202);
  const queued = (await res.json()) as KnowledgeDocument;
  expect(queued).toMatchObject({ name, status: 'queued', sizeBytes: bytes.byteLength, itemCount: 0 });
  return settledDocument(t, account, queued.id);
}

const itemsOf = (documentId: string) =>
  db
    .select()
    .from(knowledgeBase)
    .where(eq(knowledgeBase.documentId, documentId))
    .orderBy(knowledgeBase.title);

const WARRANTY = 'Every vehicle wrap carries a seven-year warranty against peeling and fading.';

describe('importing documents', () => {
  it('reads a PDF into items titled by the document and its headings, and drops the stored bytes', async () => {
    const pdf = await makePdf([
      [
        { heading: 'Services', paragraphs: ['We wrap vans, trucks and boats at our Portland workshop.'] },
        { heading: 'Warranty', paragraphs: [WARRANTY] },
      ],
      [{ heading: 'Opening hours', paragraphs: ['Monday to Friday, 8am to 6pm.'] }],
    ]);
    const document = await importFile('Acme guide.pdf', pdf);
    expect(document).toMatchObject({
      status: 'ready',
      error: null,
      progress: 100,
      itemCount: 3,
      type: 'pdf',
    });
    const items = await itemsOf(document.id);
    expect(items.map((i) => i.title)).toEqual([
      'Acme guide: Opening hours',
      'Acme guide: Services',
      'Acme guide: Warranty',
    ]);
    expect(items.find((i) => i.title.endsWith('Warranty'))?.content).toBe(`Warranty\n${WARRANTY}`);
    expect(items.every((i) => i.source === 'upload' && i.workspaceId === owner.workspaceId)).toBe(true);
    const [row] = await db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, document.id));
    expect(row?.fileData).toBeNull();
  });

  it('reads a Word document by its heading styles', async () => {
    const docx = await makeDocx([
      { paragraphs: ['Acme Wraps, Portland.'] },
      {
        heading: 'Payment',
        paragraphs: ['We take cards and bank transfers.', 'A deposit of a third is due on booking.'],
      },
    ]);
    const document = await importFile('Policies.docx', docx);
    expect(document).toMatchObject({ status: 'ready', itemCount: 2, type: 'docx' });
    expect((await itemsOf(document.id)).map((i) => [i.title, i.content])).toEqual([
      ['Policies', 'Acme Wraps, Portland.'],
      [
        'Policies: Payment',
        'Payment\nWe take cards and bank transfers.\n\nA deposit of a third is due on booking.',
      ],
    ]);
  });

  it('reads text and Markdown files, several in a row', async () => {
    const text = new TextEncoder().encode('Delivery\n\nWe deliver within 50 miles for free.\n');
    const markdown = new TextEncoder().encode(
      '# FAQ\n\n## Do you print banners?\n\nYes, **any size** up to 5 m. See [prices](https://acme.example/prices).\n\n- Vinyl\n- Mesh\n',
    );
    const [txt, md] = await Promise.all([importFile('delivery.txt', text), importFile('faq.md', markdown)]);
    expect((await itemsOf(txt.id)).map((i) => [i.title, i.content])).toEqual([
      ['delivery: Delivery', 'Delivery\nWe deliver within 50 miles for free.'],
    ]);
    expect((await itemsOf(md.id)).map((i) => [i.title, i.content])).toEqual([
      [
        'faq: FAQ › Do you print banners?',
        'Do you print banners?\nYes, any size up to 5 m. See prices (https://acme.example/prices).\n\n- Vinyl\n- Mesh',
      ],
    ]);
  });

  it('lets a workspace’s agent answer from a PDF it was given', async () => {
    await db
      .insert(agents)
      .values(buildAgent({ workspaceId: owner.workspaceId, agentName: 'Ava', agentType: 'shop' }));
    const res = await t.request(knowledgePath(owner, '/test-agent'), {
      method: 'POST',
      jar: owner.jar,
      json: { question: 'How long is the warranty on a wrap?' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.answer).toContain('seven-year warranty');
    expect(body.sources.map((s: { title: string }) => s.title)).toContain('Acme guide: Warranty');
  });
});

describe('files that cannot become knowledge', () => {
  it.each([
    ['an empty file', 'empty.pdf', new Uint8Array(0), DOCUMENT_MESSAGES.empty('empty.pdf')],
    [
      'a blank text file',
      'blank.txt',
      new TextEncoder().encode(' \n\n '),
      DOCUMENT_MESSAGES.empty('blank.txt'),
    ],
    [
      'an image renamed to .pdf',
      'brochure.pdf',
      PNG_BYTES,
      'brochure.pdf is not really a PDF: its contents are a PNG image. Upload the original file.',
    ],
    [
      'an unsupported type',
      'setup.exe',
      new Uint8Array([1, 2, 3]),
      DOCUMENT_MESSAGES.unsupported('setup.exe'),
    ],
  ])('refuses %s at once with its reason, storing nothing', async (_, name, bytes, message) => {
    const before = await countRows(db);
    const res = await uploadFile(t, owner, name, bytes);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
    expect(await countRows(db)).toEqual(before);
  });

  it('refuses a PDF renamed to .txt and a Word file renamed to .pdf', async () => {
    const pdf = await makePdf([[{ paragraphs: ['text'] }]]);
    const docx = await makeDocx([{ paragraphs: ['text'] }]);
    expect(await errorOf(await uploadFile(t, owner, 'notes.txt', pdf))).toBe(
      'notes.txt is not really a text file: its contents are a PDF. Upload the original file.',
    );
    expect(await errorOf(await uploadFile(t, owner, 'report.pdf', docx))).toBe(
      'report.pdf is not really a PDF: its contents are a Word document. Upload the original file.',
    );
  });

  it('refuses a file over 10 MB with 413, storing nothing', async () => {
    const before = await countRows(db);
    const res = await uploadFile(t, owner, 'huge.txt', new Uint8Array(10 * 1024 * 1024 + 1).fill(65));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect(await countRows(db)).toEqual(before);
  });

  it.each([
    [
      'a password-protected PDF',
      'secret.pdf',
      () => makePdf([[{ paragraphs: ['Hidden'] }]], { userPassword: 'pw' }),
      DOCUMENT_MESSAGES.encrypted('secret.pdf'),
    ],
    ['a scanned PDF with no text', 'scan.pdf', () => makeScannedPdf(), DOCUMENT_MESSAGES.noText('scan.pdf')],
    [
      'a damaged PDF',
      'broken.pdf',
      async () => Buffer.from('%PDF-1.7\nthis is not a real pdf body'),
      DOCUMENT_MESSAGES.unreadable('broken.pdf', 'pdf'),
    ],
  ])('marks %s failed with its reason after reading it, with no item written', async (_, name, make, message) => {
    const document = await importFile(name, await make());
    expect(document).toMatchObject({ status: 'failed', error: message, itemCount: 0 });
    expect(await itemsOf(document.id)).toEqual([]);
    const [row] = await db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, document.id));
    expect(row?.fileData).toBeNull();
  });
});

describe('documents and access', () => {
  it('deletes a document with every item made from it', async () => {
    const document = await importFile(
      'delete-me.txt',
      new TextEncoder().encode('Alpha\n\nFirst.\n\nBeta\n\nSecond.'),
    );
    expect(document.itemCount).toBe(2);
    const path = knowledgePath(owner, `/documents/${document.id}`);
    const res = await t.request(path, { method: 'DELETE', jar: owner.jar });
    expect(await res.json()).toEqual({ deleted: true, itemsRemoved: 2 });
    expect(await itemsOf(document.id)).toEqual([]);
    expect((await t.request(path, { method: 'DELETE', jar: owner.jar })).status).toBe(404);
  });

  it('keeps uploads to members of the workspace and platform admins', async () => {
    const bytes = new TextEncoder().encode('Hello.');
    const anonymous = await t.request(`${knowledgePath(owner, '/documents')}?name=a.txt`, {
      method: 'POST',
      body: bytes,
    });
    expect(anonymous.status).toBe(401);
    expect(
      (await uploadFile(t, { ...stranger, workspaceId: owner.workspaceId }, 'a.txt', bytes)).status,
    ).toBe(403);
    expect((await t.request(knowledgePath(owner, '/documents'), { jar: stranger.jar })).status).toBe(403);
    const byAdmin = await importFile('admin.txt', bytes, { ...admin, workspaceId: owner.workspaceId });
    expect(byAdmin.status).toBe('ready');
  });

  it('counts documents in the training status', async () => {
    const status = await (await t.request(knowledgePath(owner, '/status'), { jar: owner.jar })).json();
    const count = await db.$count(knowledgeDocuments, eq(knowledgeDocuments.workspaceId, owner.workspaceId));
    expect(status.documents).toBe(count);
    expect(status.documents).toBeGreaterThanOrEqual(8);
  });
});
