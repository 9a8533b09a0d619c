/**
 * Every match of a global pattern in a text, exactly as `[...text.matchAll(pattern)]` lists them,
 * for a fraction of the cost. `matchAll` first copies the pattern through the RegExp constructor,
 * on every call; on a chat message that copy costs several times the search itself, and the intent
 * rules run some sixty patterns over each message (docs/decisions/071-chat-text-matching.md). This
 * runs the pattern itself, from its lastIndex as `matchAll`'s copy would, and puts lastIndex back.
 * All matches are collected before the caller sees one, so a caller may use the same pattern
 * again while it reads them.
 */
export function allMatches(text: string, pattern: RegExp): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError('allMatches needs a global pattern (flag g)');
  const from = pattern.lastIndex;
  const found: RegExpExecArray[] = [];
  try {
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      found.push(match);
      // An empty match would be found again at the same place: step over one character, a whole
      // code point in a unicode pattern, as matchAll does.
      if (match[0] === '') pattern.lastIndex = nextIndex(text, pattern.lastIndex, /[uv]/.test(pattern.flags));
    }
  } finally {
    pattern.lastIndex = from;
  }
  return found;
}

function nextIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const first = text.charCodeAt(index);
  const second = text.charCodeAt(index + 1);
  const pair = first >= 0xd800 && first <= 0xdbff && second >= 0xdc00 && second <= 0xdfff;
  return index + (pair ? 2 : 1);
}
