// `npm run docker:build-check`: builds the production image from the Dockerfile and starts the
// server inside it against a throw-away PostgreSQL, on a machine with no Docker engine. Not part
// of `npm test`: it installs Debian packages (buildah, podman, debootstrap) and takes minutes.
//
// buildah runs each RUN step with chroot isolation (no cgroups or namespaces needed, which a
// container sandbox often lacks). With no registry to pull `node:*-slim` from, the base image is
// made locally: a minimal Debian 12 (debootstrap, from Debian's mirror) with this machine's Node
// and npm and a `node` user (uid 1000), as the official image has; kept for the next run.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { freePort } from '../src/server/lib/free-port';

const root = join(import.meta.dirname, '..');
const IMAGE = 'localhost/sales-agent-suite:check';
const NODE_VERSION = process.versions.node;
const BASE = `localhost/sales-agent-suite-node-base:${NODE_VERSION}-bookworm`;
const DEBIAN_MIRROR = 'http://deb.debian.org/debian';
const args = process.argv.slice(2);
const rootfsArg = args.includes('--rootfs') ? args[args.indexOf('--rootfs') + 1] : undefined;

function sh(command: string, commandArgs: string[], options: { quiet?: boolean } = {}): string {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    encoding: 'utf8',
    stdio: options.quiet ? 'pipe' : ['ignore', 'inherit', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(
      `${command} ${commandArgs.join(' ')} exited with ${result.status}: ${result.stderr ?? ''}`,
    );
  return result.stdout ?? '';
}

function ensureTools() {
  const missing = ['buildah', 'podman', 'debootstrap'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
  if (missing.length === 0) return;
  const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`Needs ${missing.join(', ')}: sudo apt-get update && sudo ${install}`);
    process.exit(1);
  }
  console.info(`Installing ${missing.join(', ')} from Debian...`);
  execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${install} -qq`], {
    stdio: 'inherit',
  });
}

function imageExists(name: string): boolean {
  return spawnSync('podman', ['image', 'exists', name]).status === 0;
}

function makeBaseImage() {
  if (imageExists(BASE)) return console.info(`base image ${BASE}: present`);
  const work = mkdtempSync(join(tmpdir(), 'node-base-'));
  try {
    let rootfs = rootfsArg;
    if (!rootfs) {
      rootfs = join(work, 'rootfs');
      console.info(`debootstrap: minimal Debian 12 from ${DEBIAN_MIRROR} (a few minutes)...`);
      sh('debootstrap', ['--variant=minbase', 'bookworm', rootfs, DEBIAN_MIRROR], { quiet: true });
    }
    // This machine's Node and npm, where the official image keeps them.
    cpSync(process.execPath, join(rootfs, 'usr/local/bin/node'));
    const npmDir = join(dirname(dirname(process.execPath)), 'lib/node_modules/npm');
    cpSync(npmDir, join(rootfs, 'usr/local/lib/node_modules/npm'), {
      recursive: true,
      verbatimSymlinks: true,
    });
    for (const [bin, target] of [
      ['npm', 'npm-cli.js'],
      ['npx', 'npx-cli.js'],
    ] as const) {
      rmSync(join(rootfs, 'usr/local/bin', bin), { force: true });
      symlinkSync(`../lib/node_modules/npm/bin/${target}`, join(rootfs, 'usr/local/bin', bin));
    }
    sh('chroot', [rootfs, 'sh', '-c', 'id node >/dev/null 2>&1 || useradd --uid 1000 --create-home node']);
    const tar = join(work, 'rootfs.tar');
    sh('tar', ['-C', rootfs, '-cf', tar, '.']);
    sh('podman', ['import', '--change', 'CMD ["node"]', tar, BASE], { quiet: true });
    console.info(`base image ${BASE}: made`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// npm inside the build trusts what this machine trusts (a proxy that re-signs TLS included).
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const CA_IN_BUILD = '/etc/ssl/certs/build-host-ca.crt';

function buildImage() {
  console.info(`buildah bud: ${IMAGE} from the Dockerfile...`);
  const started = Date.now();
  const trust = existsSync(CA_BUNDLE)
    ? [`--volume=${CA_BUNDLE}:${CA_IN_BUILD}:ro`, `--build-arg=NODE_EXTRA_CA_CERTS=${CA_IN_BUILD}`]
    : [];
  sh('buildah', [
    'bud',
    ...trust,
    '--isolation=chroot',
    '--network=host',
    // Docker's format keeps HEALTHCHECK (the OCI format has no such field).
    '--format=docker',
    `--build-arg=NODE_IMAGE=${BASE}`,
    '-t',
    IMAGE,
    '.',
  ]);
  console.info(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

type ImageConfig = { User?: string; Cmd?: string[]; Healthcheck?: { Test?: string[] }; Env?: string[] };

function inspectImage(): ImageConfig {
  const info = JSON.parse(sh('buildah', ['inspect', '--type=image', IMAGE], { quiet: true })) as {
    Docker: { config: ImageConfig };
  };
  return info.Docker.config;
}

function check(condition: boolean, what: string) {
  console.info(`${condition ? 'ok  ' : 'FAIL'} ${what}`);
  if (!condition) process.exitCode = 1;
}

async function smokeTest() {
  const config = inspectImage();
  check(config.User === 'node', `runs as user node (User=${config.User})`);
  check(JSON.stringify(config.Cmd) === '["node","dist/server/index.js"]', 'starts node dist/server/index.js');
  check(
    JSON.stringify(config.Healthcheck?.Test ?? []).includes('/api/health'),
    'HEALTHCHECK asks /api/health',
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'image-check-pg-'));
  const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const container = sh('buildah', ['from', IMAGE], { quiet: true }).trim();
  const port = await freePort();
  const env = [
    `DATABASE_URL=${postgres.url}`,
    `AUTH_SECRET=${'c'.repeat(48)}`,
    `PUBLIC_URL=http://127.0.0.1:${port}`,
    'DASHBOARD_URL=http://app.localhost',
    `PORT=${port}`,
    `DASHBOARD_PORT=${await freePort()}`,
  ];
  const run = (command: string[]) => [
    'run',
    '--isolation=chroot',
    '--network=host',
    container,
    '--',
    'env',
    ...env,
    ...command,
  ];
  try {
    const uid = sh('buildah', run(['node', '-e', 'console.log(process.getuid())']), { quiet: true }).trim();
    check(uid === '1000', `the process runs as uid 1000 (got ${uid})`);

    const server = spawn('buildah', run(['node', 'dist/server/index.js']), {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (c) => {
      output += c;
    });
    server.stderr.on('data', (c) => {
      output += c;
    });
    try {
      const deadline = Date.now() + 60_000;
      let health: Response | undefined;
      while (Date.now() < deadline && server.exitCode === null) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (health?.ok) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      check(
        health?.status === 200,
        `the server in the image answers /api/health (${health?.status ?? output.trim()})`,
      );
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
      check(ready?.status === 200, 'and /api/ready');
      const page = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
      check(
        page?.status === 200 && /text\/html/.test(page.headers.get('content-type') ?? ''),
        'and serves the built web app',
      );
      // The HEALTHCHECK's own command, run in the image as the engine would.
      const healthcheck = config.Healthcheck?.Test?.slice(1) ?? [];
      const probe = spawnSync('buildah', run(healthcheck), { encoding: 'utf8' });
      check(probe.status === 0, 'the HEALTHCHECK command exits 0 against the running server');
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 2000));
      if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    }
  } finally {
    sh('buildah', ['rm', container], { quiet: true });
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureTools();
makeBaseImage();
buildImage();
await smokeTest();
console.info(
  process.exitCode ? 'docker:build-check: FAILED' : 'docker:build-check: the image builds and serves',
);
