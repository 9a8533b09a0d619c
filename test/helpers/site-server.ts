import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/** A route answers one path; a plain string is served as a 200 HTML page. */
export type SiteRoute = string | ((req: IncomingMessage, res: ServerResponse, origin: string) => void);

/** A small business website on 127.0.0.1 that records every path it is asked for. */
export interface SiteServer {
  port: number;
  /** 'http://127.0.0.1:PORT' */
  origin: string;
  /** Every request's path and query, in arrival order. */
  requests: string[];
  /** How often one path was requested. */
  hits(path: string): number;
  /** Requests for anything but robots.txt and sitemaps (*.xml): the pages the analysis read or tried. */
  pageRequests(): string[];
  close(): Promise<void>;
}

/** A saved page from test/fixtures/websites. */
export function websiteFixture(name: string): string {
  return readFileSync(new URL(`../fixtures/websites/${name}`, import.meta.url), 'utf8');
}

/** A minimal HTML page with a title and some body markup. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
}

export function sendHtml(res: ServerResponse, html: string | Buffer, status = 200): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

/** Serves the routes; any other path is a 404 (so a missing robots.txt allows everything). */
export async function startSiteServer(routes: Record<string, SiteRoute>): Promise<SiteServer> {
  const requests: string[] = [];
  let origin = '';
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const route = routes[path];
    if (route === undefined) sendHtml(res, '<h1>Not found</h1>', 404);
    else if (typeof route === 'string') sendHtml(res, route);
    else route(req, res, origin);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    requests,
    hits: (path) => requests.filter((p) => p === path).length,
    pageRequests: () => requests.filter((p) => p !== '/robots.txt' && !p.endsWith('.xml')),
    close: () =>
      new Promise<void>((resolve) => {
        // Routes that never answer keep their sockets open; end them so close() returns.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `serve(routes)` for a test file: each server it starts is closed after the test. */
export function siteServersPerTest(): (routes: Record<string, SiteRoute>) => Promise<SiteServer> {
  const servers: SiteServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return async (routes) => {
    const server = await startSiteServer(routes);
    servers.push(server);
    return server;
  };
}
