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

// Migration 0007 also records the previews that accounts made before it had already taken over at
// sign-up (the old rule), so that verifying their address later copies nothing twice. A database
// of its own is migrated to 0006, given such accounts, then migrated on.

const BEFORE_0007 = 7; // journal entries 0000–0006

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
const name = `migration_0007_${randomBytes(4).toString('hex')}`;
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
  oldFolder = await migrationsUpTo(BEFORE_0007);
});

afterAll(async () => {
  await scratch.close();
  await admin(`drop database if exists "${name}"`);
  await rm(oldFolder, { recursive: true, force: true });
});

describe('migration 0007', () => {
  it('marks the previews an existing owner already took at sign-up, and no others', async () => {
    const { pool } = scratch;
    await migrate(scratch.db, { migrationsFolder: oldFolder });
    const q = (sql: string, values: unknown[] = []) => pool.query(sql, values);

    const workspace = (await q(`insert into workspaces (name, slug) values ('Own', 'own') returning id`))
      .rows[0].id;
    await q(
      `insert into auth_users (id, name, email, created_at) values ('u1', 'Dana', 'dana@example.com', '2026-05-01')`,
    );
    await q(`insert into workspace_members (workspace_id, user_id, role) values ($1, 'u1', 'owner')`, [
      workspace,
    ]);
    const preview = async (email: string, status: string, createdAt: string) => {
      const agent = (
        await q(`insert into workspaces (name, slug) values ('Preview', $1) returning id`, [
          `preview-${randomBytes(4).toString('hex')}`,
        ])
      ).rows[0].id;
      return (
        await q(
          `insert into agent_previews (email, website_url, status, workspace_id, created_at)
           values ($1, 'https://example.com', $2, $3, $4) returning id`,
          [email, status, agent, createdAt],
        )
      ).rows[0].id as string;
    };
    const taken = await preview('dana@example.com', 'ready', '2026-04-30');
    const later = await preview('dana@example.com', 'ready', '2026-05-02');
    const failed = await preview('dana@example.com', 'failed', '2026-04-30');
    const someoneElse = await preview('sam@example.com', 'ready', '2026-04-30');

    await migrate(scratch.db, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await q('select id, adopted_workspace_id from agent_previews');
    const adopted = Object.fromEntries(rows.map((r) => [r.id, r.adopted_workspace_id]));
    expect(adopted).toEqual({ [taken]: workspace, [later]: null, [failed]: null, [someoneElse]: null });
  });
});
