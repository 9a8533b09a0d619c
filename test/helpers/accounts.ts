import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { authUsers, userRoles, workspaceMembers } from '../../src/server/db/schema/index';
import type { TestApp } from './app';

export interface TestAccount {
  jar: Map<string, string>;
  userId: string;
  email: string;
  /** The workspace made for the account at sign-up, which it owns. */
  workspaceId: string;
}

/**
 * Signs a user up through the real auth route (so the account gets its workspace as in the
 * product), optionally marked verified or made a platform admin, and keeps its cookies.
 */
export async function signUpAccount(
  t: TestApp,
  db: Database,
  options: { email: string; admin?: boolean; verified?: boolean; password?: string },
): Promise<TestAccount> {
  const jar = new Map<string, string>();
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    jar,
    json: {
      email: options.email,
      password: options.password ?? 'long-enough-1',
      name: options.email.split('@')[0],
    },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, options.email));
  if (options.admin) await db.insert(userRoles).values({ userId: user!.id, role: 'admin' });
  if (options.verified)
    await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, user!.id));
  const [member] = await db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, user!.id));
  return { jar, userId: user!.id, email: options.email, workspaceId: member!.workspaceId };
}
