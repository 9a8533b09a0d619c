import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Secrets we must send on later (a CRM's OAuth tokens) are stored sealed with AES-256-GCM: a
 * database dump or a replica alone does not give them away, and a changed byte is refused rather
 * than decrypted into garbage (the GCM tag). Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export class TokenCipherError extends Error {
  override name = 'TokenCipherError';
}

export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== KEY_BYTES) throw new TokenCipherError(`the key must be ${KEY_BYTES} bytes`);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new TokenCipherError('not a sealed token');
      const [iv, tag, body] = parts.slice(1).map((p) => Buffer.from(p, 'base64url')) as [
        Buffer,
        Buffer,
        Buffer,
      ];
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch (cause) {
        throw new TokenCipherError('the sealed token was altered or sealed with another key', { cause });
      }
    },
  };
}

/** Parses TOKEN_ENCRYPTION_KEY: 32 bytes, base64. Null when the text is not that. */
export function parseEncryptionKey(text: string): Buffer | null {
  const key = Buffer.from(text.trim(), 'base64');
  return key.length === KEY_BYTES ? key : null;
}

/**
 * The key from the environment, or one made once into DATA_DIR (mode 0600) so a single-machine
 * install works without configuration and keeps reading its tokens after a restart. Losing that
 * file means reconnecting the CRM, nothing worse: the tokens can be granted again.
 */
export function resolveEncryptionKey(options: { envKey?: Buffer; dataDir: string }): Buffer {
  if (options.envKey) return options.envKey;
  const dir = resolve(options.dataDir);
  const file = join(dir, 'token-encryption.key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    try {
      // `wx`: when two processes race, the second keeps the first one's key.
      writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = parseEncryptionKey(readFileSync(file, 'utf8'));
  if (!key) throw new TokenCipherError(`${file} does not hold a 32-byte base64 key`);
  return key;
}
