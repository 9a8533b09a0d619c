/**
 * The demo sign-ins. Shown publicly on /auth in demo mode and in the README on purpose (they
 * replace the specs' "authentication is bypassed on localhost"); never use them in production.
 */
export interface DemoAccount {
  role: 'admin' | 'client';
  label: string;
  email: string;
  password: string;
}

export const DEMO_ACCOUNTS = [
  { role: 'admin', label: 'Demo admin', email: 'demo-admin@example.com', password: 'DemoAdmin-2025!' },
  { role: 'client', label: 'Demo client', email: 'demo-client@example.com', password: 'DemoClient-2025!' },
] as const satisfies readonly DemoAccount[];

/** Fixed auth_users ids, so the seed is idempotent and tests can refer to the demo users. */
export const DEMO_USER_IDS = {
  admin: 'demo-admin-user',
  client: 'demo-client-user',
} as const satisfies Record<DemoAccount['role'], string>;
