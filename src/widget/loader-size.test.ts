import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleLoader, LOADER_MAX_GZIP_BYTES } from './loader-bundle.mjs';

describe('the /widget.js bundle', () => {
  it(`is at most ${LOADER_MAX_GZIP_BYTES} bytes gzip`, { timeout: 30_000 }, async () => {
    const code = await bundleLoader();
    const gzip = gzipSync(code, { level: 9 }).length;
    expect(gzip).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(LOADER_MAX_GZIP_BYTES);
  });

  it(
    'makes one request of its own, without cookies, and carries no library',
    { timeout: 30_000 },
    async () => {
      const code = await bundleLoader();
      // The launcher's colour (after the host page's load) is its one request; beside it, only the
      // hidden reply counter's page (decision 095). The chat frame is loaded only on a click.
      expect(code.split('fetch(').length - 1).toBe(1);
      expect(code).toContain('/api/widget/launcher?');
      expect(code).toContain('/embed/unread?');
      expect(code).not.toContain('/api/chat/');
      expect(code).toMatch(/credentials:\s*"omit"/);
      for (const call of ['XMLHttpRequest', 'sendBeacon', 'import(', 'new Image', 'EventSource']) {
        expect(code, call).not.toContain(call);
      }
      expect(code).not.toMatch(/\bzod\b|react/i);
      expect(code.startsWith('"use strict";(()=>{')).toBe(true);
    },
  );
});
