import { createServer } from 'node:net';

/**
 * Asks the OS for a free TCP port: bind port 0 on loopback, read the port, release it. Test tiers
 * and the eval start their own servers on such ports, never on one somebody else may be using.
 */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}
