import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HostPage = { url: string; close: () => Promise<void> };

/**
 * A business's shop page on 127.0.0.1 (another origin than the app) carrying the widget snippet
 * its owner copied from the install page: the "allowed domain" of the browser tests.
 */
export async function serveHostPage(snippet: string, title = 'Corner Sign Shop'): Promise<HostPage> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1></main>${snippet}</body></html>`;
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.url === '/' ? html : 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    // A browser keeps its connections open; close() alone waits for each to time out.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
