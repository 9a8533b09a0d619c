import type { AppDeps } from '../../app-deps';
import { createBuiltinEngine } from './engine/builtin-engine';
import type { ChatEngine } from './engine/chat-engine';
import { createChatEngine } from './engine/select-engine';

const engines = new WeakMap<AppDeps, ChatEngine>();

/** The engine chosen at boot (tests pass one in AppDeps), else chosen from env once per app. */
export function chatEngineOf(deps: AppDeps): ChatEngine {
  if (deps.chatEngine) return deps.chatEngine;
  let engine = engines.get(deps);
  if (!engine) {
    engine = createChatEngine({ env: deps.env, logger: deps.logger, builtin: createBuiltinEngine() });
    engines.set(deps, engine);
  }
  return engine;
}
