import type { ViewerVariables } from '../features/accounts';

/** The Hono environment every router shares: the request's viewer is set by loadViewer. */
export type AppEnv = { Variables: ViewerVariables };
