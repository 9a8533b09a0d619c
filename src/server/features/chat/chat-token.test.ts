import { describe, expect, it } from 'vitest';
import { hashConversationToken, newConversationToken } from './chat-token';

describe('conversation tokens', () => {
  it('are 128 random bits, URL-safe, different every time', () => {
    const token = newConversationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newConversationToken()).not.toBe(token);
  });

  it("hash as SHA-256 in hex, so the hashes stored by earlier versions still find their visitor's chat", () => {
    expect(hashConversationToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashConversationToken('vZ3p_0aQk2H9sW1xY7bLcA')).toHaveLength(64);
  });
});
