import { type SpawnOptions, spawn } from 'node:child_process';

/**
 * Runs a program to its end with stdout and stderr captured together (the PostgreSQL tools print
 * their reasons on either). Rejects only when it cannot be started; the exit code is the caller's.
 */
export function runCaptured(
  command: string,
  args: string[],
  options: Pick<SpawnOptions, 'env' | 'uid' | 'gid'> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (c) => {
      output += c;
    });
    child.stderr?.on('data', (c) => {
      output += c;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
