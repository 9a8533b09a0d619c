import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesEtag, widgetScriptReader } from './widget-script';

describe('widgetScriptReader', () => {
  it('is null until the loader is built, then reads it with a stable entity tag', () => {
    const dir = mkdtempSync(join(tmpdir(), 'widget-script-'));
    const read = widgetScriptReader(dir);
    expect(read()).toBeNull();
    writeFileSync(join(dir, 'widget.js'), 'console.log(1)');
    const script = read();
    expect(script?.code).toBe('console.log(1)');
    expect(script?.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(widgetScriptReader(dir)()?.etag).toBe(script?.etag);
    expect(script?.encoded).toEqual({});
  });

  it("reads the build's compressed copies with it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'widget-script-'));
    writeFileSync(join(dir, 'widget.js'), 'console.log(1)');
    writeFileSync(join(dir, 'widget.js.br'), 'brotli bytes');
    writeFileSync(join(dir, 'widget.js.gz'), 'gzip bytes');
    const encoded = widgetScriptReader(dir)()?.encoded;
    expect(Buffer.from(encoded?.br ?? []).toString()).toBe('brotli bytes');
    expect(Buffer.from(encoded?.gzip ?? []).toString()).toBe('gzip bytes');
  });
});

describe('matchesEtag', () => {
  const etag = '"abc"';
  it('matches the tag alone, weak, in a list, or any', () => {
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", "abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(matchesEtag('"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
  });
});
