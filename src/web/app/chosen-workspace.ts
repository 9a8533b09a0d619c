import { useSyncExternalStore } from 'react';

// The workspace a person with more than one (a platform admin, or a member of several) chose to
// look at, kept in the browser so it survives reloads and applies to every dashboard page.

const STORAGE_KEY = 'dashboard:workspace';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): the choice then lasts this page only.
    return memory;
  }
}

let memory: string | null = null;

export function chooseWorkspace(id: string): void {
  memory = id;
  try {
    window.localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Kept in memory above.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useChosenWorkspaceId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** The chosen workspace's id outside React (the dashboard home's prefetch, before it renders). */
export function chosenWorkspaceId(): string | null {
  return read();
}
