// Browser tests drive Debian's Chromium (Playwright's own browser download does not work here).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.info('Installing Chromium from Debian (apt-get install -y chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
