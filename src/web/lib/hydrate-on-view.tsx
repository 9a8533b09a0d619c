import { type ReactNode, Suspense, use, useLayoutEffect } from 'react';
import { beginPartHydration, endPartHydration, isAppHydrated } from './deferred-hydration';
import { openViewGate, type ViewGate } from './view-gate';

// Issue 17: a section below the fold keeps its server HTML (readable, and its links work as plain
// links) and hydrates only when it comes near the viewport or the visitor reaches into it
// (decision record 044): a section nobody scrolls to costs the page nothing.

const gates = new Map<string, ViewGate>();

/** The section's gate while the first page hydrates; none for a later client render. */
function gateOf(id: string): ViewGate | undefined {
  const existing = gates.get(id);
  if (existing || isAppHydrated() || typeof document === 'undefined') return existing;
  const element = document.getElementById(id);
  if (!element) return undefined;
  const gate = openViewGate(element, `view:${id}`);
  gates.set(id, gate);
  return gate;
}

/**
 * Makes the listed parts that still wait live now, with the props they were prerendered with.
 * Resolves once they are; null (nothing to wait for) when none waits. A page whose state feeds
 * waiting parts wakes them before its first state change: a part that hydrated later with the
 * changed props would keep the server HTML's attributes (hydration leaves them as they are).
 */
export function wakeParts(ids: readonly string[]): Promise<void> | null {
  const waking = ids.flatMap((id) => {
    const gate = gates.get(id);
    if (!gate || gate.isLive() || !gate.element.isConnected) return [];
    gate.open();
    return [gate.live];
  });
  return waking.length > 0 ? Promise.all(waking).then(() => {}) : null;
}

function Live({ gate }: { gate: ViewGate }) {
  // A layout effect: it runs in the commit that attached the section's handlers.
  useLayoutEffect(() => {
    endPartHydration(gate);
    gate.markLive();
  }, [gate]);
  return null;
}

/**
 * The section itself waits (not an empty sibling before it): Preact, which runs the public site
 * (decision record 033), keeps the server DOM of the component that suspends.
 */
function WaitUntilWanted({ id, children }: { id: string; children: ReactNode }) {
  const gate = gateOf(id);
  // Also on a re-render from above while still waiting: the kept server HTML stays as it is.
  // A section whose server HTML has left the document (a later page) renders at once.
  if (gate && !gate.isLive() && gate.element.isConnected) {
    use(gate.opened);
    // Its children hydrate the server HTML now: a part within it waits for its own view or use.
    beginPartHydration(gate);
  }
  return (
    <>
      {children}
      {gate ? <Live gate={gate} /> : null}
    </>
  );
}

/**
 * Hydrates `children` once they are near the viewport or used. `id` is the id of the element
 * they render at the top (a landing section's), watched in the server HTML.
 */
export function HydrateOnView({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitUntilWanted id={id}>{children}</WaitUntilWanted>
    </Suspense>
  );
}
