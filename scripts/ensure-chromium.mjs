// Browser tests drive Debian's Chromium (Playwright's own browser download does not work here):
// its headless shell for the test tier, the full browser for the benchmarks (Lighthouse).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Chromium's headless-only build (Debian package chromium-headless-shell, same version as
 * chromium): the browser Playwright itself runs headless tests in. It spent less than half the
 * CPU time of the full browser on the same page loads and axe runs (decision 039).
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

const PACKAGES = 'chromium chromium-headless-shell';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH) && existsSync(HEADLESS_SHELL_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM_PATH} and its headless shell at ${HEADLESS_SHELL_PATH}. Install them with: sudo apt-get update && sudo apt-get install -y ${PACKAGES}`,
    );
    process.exit(1);
  }
  console.info(`Installing Chromium from Debian (apt-get install -y ${PACKAGES})...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, {
    stdio: 'inherit',
  });
  for (const path of [CHROMIUM_PATH, HEADLESS_SHELL_PATH]) {
    if (!existsSync(path)) {
      console.error(`apt-get finished but ${path} is still missing.`);
      process.exit(1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
