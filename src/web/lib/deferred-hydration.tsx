import { type ReactNode, Suspense, use, useEffect } from 'react';

// A long prerendered page hydrated in one go is one long task: on a phone it blocks input for a
// while after the page appears. Sections wrapped here wait for their turn, each in its own task,
// while their server HTML stays on screen (a suspended section's HTML is kept as it is).
// <html data-ready="true"> is set once the whole page is live: every deferred part hydrated, or
// (HydrateOnView) known to be off screen and waiting for its view or its first use.

const turns = new Map<number, Promise<void>>();
/** Parts the page's readiness still waits for: turns by number, on-view sections by id. */
const waiting = new Set<number | string>();
let appHydrated = false;

/** A task of its own, after what is queued now; a message, not a timer (which a paused test clock stops). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Each turn is one task after the one before it, so the sections hydrate in separate tasks. */
function turnOf(order: number): Promise<void> {
  let turn = turns.get(order);
  if (!turn) {
    turn = order <= 1 ? nextTask() : turnOf(order - 1).then(nextTask);
    turns.set(order, turn);
  }
  return turn;
}

function markReadyWhenDone(): void {
  if (appHydrated && waiting.size === 0) document.documentElement.dataset.ready = 'true';
}

/** Keeps <html data-ready> unset until `releaseReady(key)`. */
export function holdReady(key: string): void {
  waiting.add(key);
}

export function releaseReady(key: string): void {
  if (waiting.delete(key)) markReadyWhenDone();
}

/** Parts (HydrateOnView) hydrating their server HTML now, after the app's first commit. */
const partsHydrating = new Set<object>();

/**
 * A part that waited is hydrating its server HTML: what it renders may wait in turn (a gate within
 * it, its deferred children) as during the app's first hydration, until `endPartHydration`.
 */
export function beginPartHydration(part: object): void {
  partsHydrating.add(part);
}

export function endPartHydration(part: object): void {
  partsHydrating.delete(part);
}

/**
 * Whether the first page's hydration is over (later renders are ordinary client renders): the
 * app's first commit is done and no part that waited is hydrating its server HTML.
 */
export function isAppHydrated(): boolean {
  return appHydrated && partsHydrating.size === 0;
}

/** Called by the app once its first render is committed. */
export function markAppHydrated(): void {
  appHydrated = true;
  markReadyWhenDone();
}

/**
 * The section itself waits (not an empty sibling before it): Preact, which runs the public site
 * (decision record 033), keeps the server DOM of the component that suspends, so that component
 * must be the one that renders the section; React keeps the whole boundary's HTML either way.
 */
function WaitForTurn({ order, children }: { order: number; children: ReactNode }) {
  // Only during the first page's hydration: never on the server, and never on a later client
  // render, where waiting would only flash an empty section.
  if (typeof document !== 'undefined' && !isAppHydrated()) {
    waiting.add(order);
    use(turnOf(order));
  }
  return children;
}

function Hydrated({ order }: { order: number }) {
  useEffect(() => {
    if (waiting.delete(order)) markReadyWhenDone();
  }, [order]);
  return null;
}

/** Hydrates `children` after the rest of the page, `order` turns later. */
export function DeferredHydration({ order, children }: { order: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn order={order}>{children}</WaitForTurn>
      <Hydrated order={order} />
    </Suspense>
  );
}
