// Finds Debian's Chromium for the browser tests, installing it with apt-get when that is possible.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function findChromium({ install = true } = {}) {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (install && canApt) {
    console.log('Chromium is missing: installing Debian’s chromium package with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'The browser tests need Chromium. Install it with `sudo apt-get install chromium` (Debian/Ubuntu) ' +
      'or point CHROME_PATH at a Chromium or Chrome binary, then run the tests again.',
  );
}
