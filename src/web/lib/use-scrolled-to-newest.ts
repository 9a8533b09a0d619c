import { type DependencyList, useEffect, useRef } from 'react';

/**
 * A ref for a scrolling chat log that keeps it on its newest line whenever `growth` changes
 * (instantly: smooth scrolling would ignore reduced motion).
 */
export function useScrolledToNewest<T extends HTMLElement>(growth: DependencyList) {
  const ref = useRef<T>(null);
  useEffect(
    () => {
      const el = ref.current;
      if (el) el.scrollTop = el.scrollHeight;
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what makes the log grow.
    growth,
  );
  return ref;
}
