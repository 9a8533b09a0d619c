import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

describe('logger', () => {
  it('never writes passwords, tokens, cookies or keys', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        password: 'hunter22',
        body: { password: 'hunter23', newPassword: 'hunter24', token: 'tok-1' },
        headers: { authorization: 'Bearer abc', cookie: 'session=xyz' },
        integration: { accessToken: 'at-1', refreshToken: 'rt-1', apiKey: 'key-1', secret: 's-1' },
      },
      'request',
    );
    const output = lines.join('');
    for (const secret of [
      'hunter22',
      'hunter23',
      'hunter24',
      'tok-1',
      'Bearer abc',
      'session=xyz',
      'at-1',
      'rt-1',
      'key-1',
      's-1',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[redacted]');
  });

  it('hides the password of a connection URL', () => {
    expect(redactUrl('postgres://app:hunter22@db:5432/agents')).toBe('postgres://app:***@db:5432/agents');
    expect(redactUrl('nope')).toBe('[unparseable url]');
  });
});
