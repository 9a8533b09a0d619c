// A business's site with the widget on two pages, and a visitor's browser that keeps the chat
// frame's storage: shared by the widget's persistence tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserType, LaunchOptions } from '@playwright/test';

export type HostSite = { url: string; close: () => Promise<void> };

/** A business's site on 127.0.0.1 with two pages, both carrying `tag`. */
export async function serveSite(tag: string): Promise<HostSite> {
  const page = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title}</title></head>
<body><main><h1>${title}</h1><p><a href="/about">About us</a></p></main>${tag}</body></html>`;
  const server = createServer((req, res) => {
    const title = req.url === '/' ? 'Harbour Signs' : req.url === '/about' ? 'About Harbour Signs' : null;
    res.writeHead(title ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(title ? page(title) : 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // The visitor's Chromium keeps its connections open; without closing them, close() waits
    // for each to time out (about a minute a test).
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A visitor's browser that lets a framed page keep its (partitioned) storage, as Chrome, Firefox and
 * Safari do by default. Playwright's contexts are private windows, which here block third-party
 * cookies and with them the frame's storage (the case the last test covers).
 */
export async function everydayBrowser(browserType: BrowserType, launchOptions: LaunchOptions) {
  const profile = mkdtempSync(join(tmpdir(), 'widget-visitor-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  );
  const context = await browserType.launchPersistentContext(profile, {
    ...launchOptions,
    viewport: { width: 390, height: 844 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
