import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createTokenCipher,
  parseEncryptionKey,
  resolveEncryptionKey,
  TokenCipherError,
} from './token-cipher';

const cipher = createTokenCipher(randomBytes(32));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('token cipher', () => {
  it('round-trips, and never shows the plain text in the sealed form', () => {
    const sealed = cipher.encrypt('access-token-123');
    expect(sealed).not.toContain('access-token-123');
    expect(cipher.decrypt(sealed)).toBe('access-token-123');
  });

  it('seals the same text differently each time (a fresh IV)', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a tampered ciphertext', () => {
    const [v, iv, tag, body] = cipher.encrypt('refresh-token').split('.') as [string, string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => cipher.decrypt([v, iv, tag, bytes.toString('base64url')].join('.'))).toThrow(
      TokenCipherError,
    );
  });

  it('refuses a token sealed with another key', () => {
    const other = createTokenCipher(randomBytes(32));
    expect(() => cipher.decrypt(other.encrypt('x'))).toThrow(TokenCipherError);
  });

  it('refuses text that is not a sealed token', () => {
    expect(() => cipher.decrypt('plain-token')).toThrow(TokenCipherError);
  });

  it('wants a 32-byte key', () => {
    expect(() => createTokenCipher(randomBytes(16))).toThrow(TokenCipherError);
    expect(parseEncryptionKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseEncryptionKey(randomBytes(32).toString('base64'))?.length).toBe(32);
  });
});

describe('resolveEncryptionKey', () => {
  it('makes a key once into the data folder, readable by its owner only, and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'token-key-'));
    dirs.push(dataDir);
    const first = resolveEncryptionKey({ dataDir });
    const file = join(dataDir, 'token-encryption.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveEncryptionKey({ dataDir }).equals(first)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('base64'));
  });

  it('prefers the key from the environment', () => {
    const envKey = randomBytes(32);
    expect(resolveEncryptionKey({ envKey, dataDir: '/nonexistent' }).equals(envKey)).toBe(true);
  });
});
