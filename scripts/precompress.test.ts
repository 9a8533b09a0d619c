import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from './precompress.mjs';

const text = (bytes: number) => 'const answer = "forty-two";\n'.repeat(Math.ceil(bytes / 28)).slice(0, bytes);

function webDir() {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'prerendered', 'default'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'app-abc.js'), text(20_000));
  writeFileSync(join(dir, 'assets', 'app-abc.css'), `body{color:red}${text(4000)}`);
  writeFileSync(join(dir, 'assets', 'small-abc.js'), text(MIN_BYTES - 1));
  writeFileSync(join(dir, 'widget.js'), text(5000));
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${text(5000)}`);
  writeFileSync(join(dir, 'prerendered', 'default', 'index.html'), text(5000));
  writeFileSync(join(dir, 'prerendered', 'manifest.json'), `{"pages":[${'"/a",'.repeat(400)}"/"]}`);
  writeFileSync(join(dir, 'photo.png'), Buffer.alloc(5000, 1));
  return dir;
}

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each file sent as it is, each decoding to the file', async () => {
    const dir = webDir();
    expect(await precompress(dir)).toBe(3);
    for (const file of ['assets/app-abc.js', 'assets/app-abc.css', 'widget.js']) {
      const original = readFileSync(join(dir, file));
      const br = readFileSync(join(dir, `${file}.br`));
      expect(brotliDecompressSync(br)).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(original);
      expect(br.length).toBeLessThan(original.length);
    }
  });

  it('leaves alone pages (the server finishes them per request), small files and images', async () => {
    const dir = webDir();
    await precompress(dir);
    for (const file of [
      'assets/small-abc.js',
      'index.html',
      'prerendered/default/index.html',
      'prerendered/manifest.json',
      'photo.png',
    ]) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('removes the copies of a file that is gone or became too small, and rewrites changed ones', async () => {
    const dir = webDir();
    writeFileSync(join(dir, 'assets', 'old-abc.js.br'), 'stale');
    writeFileSync(join(dir, 'assets', 'small-abc.js.gz'), 'stale');
    writeFileSync(join(dir, 'widget.js.br'), 'stale');
    await precompress(dir);
    expect(existsSync(join(dir, 'assets', 'old-abc.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'small-abc.js.gz'))).toBe(false);
    expect(brotliDecompressSync(readFileSync(join(dir, 'widget.js.br')))).toEqual(
      readFileSync(join(dir, 'widget.js')),
    );
  });

  it('takes the copies of a file it compressed before from its cache, and keeps only the last run in it', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
    const first = webDir();
    await precompress(first, { cacheDir });
    expect(readdirSync(cacheDir)).toHaveLength(6);
    // Same bytes, same key: a marked cache entry shows the copy came from the cache.
    const key = createHash('sha256')
      .update(readFileSync(join(first, 'widget.js')))
      .digest('hex');
    writeFileSync(join(cacheDir, `${key}.br`), 'from the cache');
    writeFileSync(join(cacheDir, 'gone.br'), 'a file no build has any more');
    const second = webDir();
    await precompress(second, { cacheDir });
    expect(readFileSync(join(second, 'widget.js.br'), 'utf8')).toBe('from the cache');
    expect(readdirSync(cacheDir)).toHaveLength(6);
    expect(existsSync(join(cacheDir, 'gone.br'))).toBe(false);
  });
});
