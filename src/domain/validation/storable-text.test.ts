import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

describe('storable text', () => {
  it.each(['', 'plain', 'Zoë 😀 emoji pairs', '\t\n\r', 'U+FFFD \ufffd'])('accepts %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'x\ud800'],
    ['a lone low surrogate', '\udc00x'],
    ['a reversed pair', '\ude00\ud83d'],
  ])('refuses %s', (_, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it('names the path of the first bad string, in values and in keys', () => {
    expect(findUnstorableText({ a: 1, messages: [{ content: 'ok' }, { content: 'no\u0000' }] })).toBe(
      'messages.1.content',
    );
    expect(findUnstorableText({ outer: { 'bad\ud800key': 'fine' } })).toBe('outer.bad\ud800key');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ n: 1e308, b: true, z: null, list: ['ok'] })).toBeNull();
  });

  it('walks a value nested far deeper than the call stack would allow', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(findUnstorableText(deep)).toBe(Array(depth).fill('0').join('.'));
  });
});
