import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, parseEnv } from '../../src/server/env';

/**
 * The deployment files checked without a container engine: the Dockerfile's shape, and compose.yaml
 * read as docker compose reads it (merge keys, `${VAR:-default}` / `${VAR:?message}` interpolation)
 * and its app environment parsed by the server's own env module, as a production start would.
 */
const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  volumes?: string[];
  ports?: string[];
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

const compose = parse(read('compose.yaml'), { merge: true }) as Compose;

/** What `.env` would supply for the variables compose.yaml requires (`${NAME:?…}`). */
const SECRETS: Record<string, string> = {
  POSTGRES_PASSWORD: 'd2f1c0ffee'.repeat(4),
  AUTH_SECRET: 'a'.repeat(64),
  TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
};

/** docker compose's interpolation, for the forms compose.yaml uses. */
function interpolate(value: string, supplied: Record<string, string>): string {
  return value
    .replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
      if (supplied[name] !== undefined && supplied[name] !== '') return supplied[name];
      if (kind === '?') throw new Error(`compose would stop: ${name} ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    })
    .replace(/\$\$/g, '$');
}

function environmentOf(service: Service, supplied = SECRETS): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), supplied)]),
  );
}

const appServices = Object.entries(compose.services).filter(
  ([, s]) => s.image === 'sales-agent-suite:latest',
);

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages = instructions.filter((line) => /^FROM /i.test(line));
  const runtime = instructions.slice(instructions.lastIndexOf(stages.at(-1)!));

  it('builds in stages and runs from a slim stage with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(instructions).toContain('RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force');
    expect(runtime.some((l) => /^COPY --from=prod-deps \/app\/node_modules/.test(l))).toBe(true);
    expect(runtime.some((l) => /^COPY --from=build \/app\/dist/.test(l))).toBe(true);
    // Migrations are applied at start from drizzle/ (src/server/db/migrate.ts).
    expect(runtime).toContain('COPY drizzle ./drizzle');
    expect(dockerfile).toMatch(/ARG NODE_IMAGE=node:[\d.]+-\w+-slim/);
  });

  it('runs as a user other than root, from the built bundle, with a health check on /api/health', () => {
    const users = runtime.filter((l) => /^USER /i.test(l));
    expect(users.at(-1)).toBe('USER node');
    expect(runtime.at(-1)).toBe('CMD ["node", "dist/server/index.js"]');
    const healthcheck = runtime.find((l) => /^HEALTHCHECK /.test(l));
    expect(healthcheck).toContain('/api/health');
    expect(runtime).toContain(
      'ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DASHBOARD_PORT=3001 DATA_DIR=/data',
    );
  });

  it('keeps dependencies, builds, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', '.data', '.env', '.git']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  it('runs two app processes on one PostgreSQL, each with its own data volume', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    const urls = appServices.map(([, s]) => environmentOf(s).DATABASE_URL);
    expect(urls[0]).toBe(`postgres://app:${SECRETS.POSTGRES_PASSWORD}@postgres:5432/app`);
    expect(urls[1]).toBe(urls[0]);
    const dataVolumes = appServices.map(([, s]) => s.volumes?.find((v) => v.endsWith(':/data')));
    expect(new Set(dataVolumes).size).toBe(2);
    for (const volume of dataVolumes) expect(compose.volumes).toHaveProperty(volume!.split(':')[0]!);
  });

  it('gives PostgreSQL a volume and a health check, and starts the app only once it is healthy', () => {
    const postgres = compose.services.postgres!;
    expect(postgres.image).toMatch(/^postgres:\d+/);
    expect(postgres.volumes).toContain('pgdata:/var/lib/postgresql');
    expect(JSON.stringify(postgres.healthcheck?.test)).toContain('pg_isready');
    for (const [, app] of appServices) expect(app.depends_on?.postgres?.condition).toBe('service_healthy');
    // Migrations run at start: the second process waits for the first to be healthy.
    expect(compose.services.app2!.depends_on?.app1?.condition).toBe('service_healthy');
  });

  it('sets what a production start requires, and the server accepts it', () => {
    for (const [, app] of appServices) {
      const env = environmentOf(app);
      expect(Object.keys(env).filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
      const parsed = parseEnv(env);
      expect(parsed.NODE_ENV).toBe('production');
      expect(parsed.DATABASE_URL).toBeDefined();
      expect(parsed.AUTH_SECRET).toBe(SECRETS.AUTH_SECRET);
      expect(parsed.publicUrl).toBe('https://localhost');
      expect(parsed.dashboardUrl).toBe('https://app.localhost');
      expect(parsed.TRUST_PROXY).toBe(true);
      expect(parsed.SEED_DEMO).toBe(false);
      // Replicas keep separate /data volumes: a key generated there would differ per process.
      expect(parsed.TOKEN_ENCRYPTION_KEY).toBe(SECRETS.TOKEN_ENCRYPTION_KEY);
      // A stopping process stays up, not ready, for longer than Caddy takes to notice.
      const interval = Number(/health_interval (\d+)s/.exec(read('deploy/Caddyfile'))![1]);
      expect(parsed.SHUTDOWN_GRACE_SECONDS).toBeGreaterThan(interval);
    }
  });

  it('refuses to start without the secrets, and the example .env names each of them', () => {
    const example = read('deploy/example.env');
    for (const name of Object.keys(SECRETS)) {
      const { [name]: _, ...rest } = SECRETS;
      expect(() => environmentOf(compose.services.app1!, rest)).toThrow(`compose would stop: ${name}`);
      expect(example).toMatch(new RegExp(`^${name}=$`, 'm'));
    }
  });

  it('puts Caddy with TLS in front, balancing both processes on their readiness', () => {
    const caddy = compose.services.caddy!;
    expect(caddy.image).toMatch(/^caddy:\d/);
    expect(caddy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(caddy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    // No app port is published: every request comes through the proxy.
    for (const [, app] of appServices) expect(app.ports).toBeUndefined();

    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toContain('reverse_proxy app1:3000 app2:3000');
    expect(caddyfile).toContain('reverse_proxy app1:3001 app2:3001');
    expect(caddyfile).toContain('health_uri /api/ready');
    expect(caddyfile.match(/tls \{\$TLS_ISSUER:internal\}/g)).toHaveLength(2);
  });
});
