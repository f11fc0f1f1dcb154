/**
 * Prints the Chromium the end-to-end tests will drive: Playwright's own build when installed,
 * else Debian's /usr/bin/chromium. Exits 1 with install instructions when there is none.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, safePlaywrightPath(), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => typeof path === 'string' && path !== '' && existsSync(path));
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

if (import.meta.main) {
  const found = findChromium();
  if (!found) {
    console.error(
      'No Chromium found for the end-to-end tests.\n' +
        'On Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium   (gives /usr/bin/chromium)\n' +
        'Or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
    );
    process.exit(1);
  }
  console.log(found);
}
