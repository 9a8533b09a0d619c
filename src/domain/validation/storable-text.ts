/**
 * PostgreSQL refuses a NUL character in text, and a \u0000 escape or an unpaired UTF-16 surrogate
 * in jsonb; in text, the driver quietly turns an unpaired surrogate into U+FFFD. Nobody types
 * either, so input carrying one is refused where it arrives, instead of failing (500) or being
 * altered where it is stored.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

// With the u flag a well-formed surrogate pair is one code point (an emoji, say) and only an
// unpaired half is of the Surrogate category.
const UNSTORABLE = /[\0\p{Cs}]/u;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The path ('messages.0.content', '' for the value itself) of the first string in a JSON value,
 * key or value, that cannot be stored; null when every string can. It walks with its own stack,
 * not recursion: a body of a megabyte can nest half a million arrays deep.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(visit);
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      // Pushed last to first, so the first bad string in document order is found first.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const childVisit = { value: child, key, parent: visit };
        if (!isStorableText(key)) return pathOf(childVisit);
        stack.push(childVisit);
      }
    }
  }
  return null;
}
