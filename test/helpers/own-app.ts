import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts the app in a child process for a test tier and resolves once it is *ours*: the app
 * prints "Ready in" only after binding both its ports itself (a busy port stops it with "Port …
 * is already in use"). Tiers wait for that line, never for a URL to answer, so they never run
 * against a server that merely answers on the port, such as a developer's own `npm start`.
 */
export function startOwnApp(options: {
  command: string[];
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Where the child's output goes too (a log file). */
  pipeTo?: NodeJS.WritableStream;
}): Promise<ChildProcess> {
  const [bin, ...args] = options.command;
  const child = spawn(bin!, args, { env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (options.pipeTo) {
    child.stdout!.pipe(options.pipeTo, { end: false });
    child.stderr!.pipe(options.pipeTo, { end: false });
  }
  return new Promise((resolve, reject) => {
    let output = '';
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(message));
    };
    const timer = setTimeout(
      () => fail(`the app did not start within ${options.timeoutMs / 1000} s`),
      options.timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!settled && output.includes('Ready in')) {
        settled = true;
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      const lastLines = output.trim().split('\n').slice(-3).join('\n');
      fail(`the app exited with ${code} before it was ready:\n${lastLines}`);
    });
  });
}

/** Stops a child started by startOwnApp: SIGTERM (graceful), SIGKILL after 12 s. */
export function stopOwnApp(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
  });
}
