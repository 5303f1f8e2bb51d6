// Browser tests drive Debian's Chromium through playwright-core; Playwright never downloads
// a browser of its own here. Installs the Debian package when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(executable)) {
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing at ${executable}. Install it with: sudo apt-get install -y chromium`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
