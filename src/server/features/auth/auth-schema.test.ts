import { getAuthTables } from 'better-auth/db';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { authAccounts, authSessions, authUsers, authVerifications } from '../../db/schema/auth';
import { parseEnv } from '../../env';
import { createLogger } from '../../lib/logger';
import { FEATURE_HOOKS } from '../feature-hooks';
import { createAuth } from './auth';

/**
 * Better Auth's CLI cannot generate its tables on Node 20, so they are declared by hand in our
 * Drizzle schema. This pins them to what Better Auth (with our options and plugins) expects: an
 * upgrade that adds a field fails here instead of at a user's first sign-in.
 */
describe('auth tables', () => {
  const auth = createAuth({
    env: parseEnv({}),
    db: {} as Database,
    logger: createLogger('silent'),
    secret: 'x'.repeat(32),
    outbox: () => ({ defaultFrom: 'a@example.com' }),
    awaitsInvitation: FEATURE_HOOKS.awaitsInvitation,
    adoptPreview: FEATURE_HOOKS.previews.adopt,
  });
  const ours = {
    user: authUsers,
    session: authSessions,
    account: authAccounts,
    verification: authVerifications,
  };

  it.each(
    Object.entries(getAuthTables(auth.options)),
  )('has every field Better Auth needs in %s', (model, table) => {
    const drizzleTable = ours[model as keyof typeof ours];
    expect(drizzleTable, `no table for Better Auth model ${model}`).toBeDefined();
    const columnsByField: Record<string, { notNull: boolean }> = getTableColumns(drizzleTable);
    const columns = Object.keys(columnsByField);
    for (const [field, attribute] of Object.entries(table.fields)) {
      expect(columns, `${model}.${field}`).toContain(field);
      if (attribute.required) {
        expect(columnsByField[field]?.notNull, `${model}.${field} not null`).toBe(true);
      }
    }
  });
});
