import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/helpers/db';
import { createDb, type Db } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

// Migration 0010 allows one counted payment per quote (a partial unique index). A quote paid twice
// before it keeps its first payment counted; the later ones become duplicates a person must look
// at (refund_status 'manual'), so the index can be built. A database of its own is migrated to
// 0009, given such payments, then migrated on.

const BEFORE_0010 = 10; // journal entries 0000–0009

/** A migrations folder holding only the first `count` migrations. */
async function migrationsUpTo(count: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await mkdir(join(folder, 'meta'));
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[])
    await copyFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

const adminUrl = testDatabaseUrl();
const name = `migration_0010_${randomBytes(4).toString('hex')}`;
let scratch: Db;
let oldFolder: string;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  scratch = createDb(url.href, { max: 1 });
  oldFolder = await migrationsUpTo(BEFORE_0010);
});

afterAll(async () => {
  await scratch.close();
  await admin(`drop database if exists "${name}"`);
  await rm(oldFolder, { recursive: true, force: true });
});

describe('migration 0010', () => {
  it('keeps the first payment of a quote paid twice counted and marks the later ones as duplicates', async () => {
    const { pool } = scratch;
    await migrate(scratch.db, { migrationsFolder: oldFolder });
    const q = async (sql: string, values: unknown[] = []) => (await pool.query(sql, values)).rows;

    const [workspace] = await q(`insert into workspaces (name, slug) values ('Shop', 'shop') returning id`);
    const [customer] = await q(
      `insert into customers (workspace_id, email) values ($1, 'c@example.com') returning id`,
      [workspace.id],
    );
    const quote = async (number: string) =>
      (
        await q(
          `insert into quotes (workspace_id, customer_id, quote_number, project_type, total_amount)
           values ($1, $2, $3, 'banner', 100) returning id`,
          [workspace.id, customer.id, number],
        )
      )[0].id as string;
    const payment = async (quoteId: string, createdAt: string) => {
      const [checkout] = await q(
        `insert into checkout_sessions (provider, provider_session_id, kind, quote_id, email, amount, success_url, cancel_url)
         values ('stripe', $1, 'quote', $2, 'c@example.com', 100, 'http://s', 'http://c') returning id`,
        [`cs_${randomBytes(6).toString('hex')}`, quoteId],
      );
      return (
        await q(
          `insert into payments (checkout_session_id, quote_id, amount, provider, created_at)
           values ($1, $2, 100, 'stripe', $3) returning id`,
          [checkout.id, quoteId, createdAt],
        )
      )[0].id as string;
    };
    const twice = await quote('Q-1');
    const first = await payment(twice, '2026-05-01T10:00:00Z');
    const second = await payment(twice, '2026-05-01T10:05:00Z');
    const third = await payment(twice, '2026-05-02T09:00:00Z');
    const once = await quote('Q-2');
    const single = await payment(once, '2026-05-01T11:00:00Z');

    await migrate(scratch.db, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = await q('select id, duplicate_of_payment_id, refund_status from payments');
    const byId = Object.fromEntries(rows.map((r) => [r.id, [r.duplicate_of_payment_id, r.refund_status]]));
    expect(byId).toEqual({
      [first]: [null, null],
      [second]: [first, 'manual'],
      [third]: [first, 'manual'],
      [single]: [null, null],
    });
  });
});
