import type { AppDeps } from '../../app-deps';
import { onePerApp } from '../../lib/one-per-app';
import { createBuiltinEngine } from './engine/builtin-engine';
import type { ChatEngine } from './engine/chat-engine';
import { createChatEngine } from './engine/select-engine';

const chosenEngineOf = onePerApp((deps) =>
  createChatEngine({ env: deps.env, logger: deps.logger, builtin: createBuiltinEngine() }),
);

/** The engine chosen at boot (tests pass one in AppDeps), else chosen from env once per app. */
export function chatEngineOf(deps: AppDeps): ChatEngine {
  return deps.chatEngine ?? chosenEngineOf(deps);
}
