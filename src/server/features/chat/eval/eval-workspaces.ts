import { DEMO_SHOP_STORE, DEMO_SOCIAL_STORE } from '../../../../domain/demo-stores';
import { DEMO_WORKSPACE } from '../../../db/seed/demo-content';
import type { EvalWorkspace } from './eval-types';

/**
 * Where each EvalWorkspace lives: its id (tone, knowledge) and the widget key the chat is called
 * with (none for the wrap shop, the platform demo that anonymous chats belong to).
 */
export const EVAL_WORKSPACES: Record<EvalWorkspace, { id: string; workspaceKey: string | null }> = {
  wraps: { id: DEMO_WORKSPACE.id, workspaceKey: null },
  shop: { id: DEMO_SHOP_STORE.id, workspaceKey: DEMO_SHOP_STORE.publicKey },
  social: { id: DEMO_SOCIAL_STORE.id, workspaceKey: DEMO_SOCIAL_STORE.publicKey },
};
