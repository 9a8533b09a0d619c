import { createAuthClient } from 'better-auth/react';

// One client for the whole SPA. The server mounts better-auth under /api/auth on both hosts,
// so the current origin is always the right base.
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
});
