import type { ChatTools } from './chat-engine';

/** One call's promise, shared by later calls; forgotten when it fails so the next call retries. */
function once<T>(): (run: () => Promise<T>) => Promise<T> {
  let pending: Promise<T> | null = null;
  return (run) => {
    pending ??= run().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

function oncePerKey<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const byKey = new Map<string, (run: () => Promise<T>) => Promise<T>>();
  return (key, run) => {
    let call = byKey.get(key);
    if (!call) {
      call = once<T>();
      byKey.set(key, call);
    }
    return call(run);
  };
}

/**
 * The tools of one turn with its actions done at most once: one quote per turn, one e-mail and
 * one payment link per quote, one handoff. When the language model has already created or
 * e-mailed a quote and then fails, the built-in engine answering instead is handed that same
 * quote, and the visitor gets no second quote, e-mail or handoff notice.
 */
export function onceEachTurn(tools: ChatTools): ChatTools {
  const quote = once<Awaited<ReturnType<ChatTools['createQuote']>>>();
  const email = oncePerKey<void>();
  const link = oncePerKey<{ url: string }>();
  const handoff = once<void>();
  return {
    searchKnowledge: (query, limit) => tools.searchKnowledge(query, limit),
    calculateQuote: (request) => tools.calculateQuote(request),
    createQuote: (request) => quote(() => tools.createQuote(request)),
    sendQuoteEmail: (quoteId) => email(quoteId, () => tools.sendQuoteEmail(quoteId)),
    createPaymentLink: (quoteId) => link(quoteId, () => tools.createPaymentLink(quoteId)),
    captureContact: (details) => tools.captureContact(details),
    handOff: (reason) => handoff(() => tools.handOff(reason)),
  };
}
