import type { EvalConversation } from '../eval-types';
import { DEMO_STORE_CONVERSATIONS } from './demo-stores';
import { QUOTE_CONVERSATIONS } from './quote';
import { SHOP_CONVERSATIONS } from './shop';
import { SOCIAL_CONVERSATIONS } from './social';

/** Every scripted conversation, per agent type. */
export const EVAL_CONVERSATIONS: readonly EvalConversation[] = [
  ...SHOP_CONVERSATIONS,
  ...SOCIAL_CONVERSATIONS,
  ...QUOTE_CONVERSATIONS,
  ...DEMO_STORE_CONVERSATIONS,
];
