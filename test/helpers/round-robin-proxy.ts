import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  port: number;
  /** Which upstream (its index) each request went to, in arrival order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A loopback reverse proxy that hands each request to the next upstream in turn, as Caddy's
 * round_robin does in compose.yaml. `upstreamPorts` is read per request, so processes may be
 * added after the proxy's address is known (their PUBLIC_URL). A request header `x-upstream: N`
 * pins a request to upstream N; every answer says in `x-upstream` which one served it. Bodies stream both ways (Server-Sent Events pass through as
 * they are written); headers go through untouched, so a test's X-Forwarded-For is the address
 * the app sees (the app runs with TRUST_PROXY). Only for tests: no retries, no health checks.
 */
export async function startRoundRobinProxy(upstreamPorts: number[]): Promise<RoundRobinProxy> {
  const served: number[] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    const pinned = req.headers['x-upstream'];
    const index = pinned === undefined ? next++ % upstreamPorts.length : Number(pinned);
    served.push(index);
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: upstreamPorts[index],
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    // The client went away (a test cancelled its stream): let the upstream see it too.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
