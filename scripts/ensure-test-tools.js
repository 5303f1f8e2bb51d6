// The tests need three Debian packages: Chromium, which the browser tests drive through
// playwright-core (Playwright never downloads a browser of its own here), poppler-utils,
// whose pdftotext, pdffonts and pdfinfo read the report PDFs back, and nginx, the reverse
// proxy of deploy/nginx that the several-instances test puts in front of two servers.
// Installs what is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = [
  ...(existsSync(chromium) ? [] : ['chromium']),
  ...(existsSync('/usr/bin/pdftotext') ? [] : ['poppler-utils']),
  ...(existsSync('/usr/sbin/nginx') ? [] : ['nginx-light']),
];

if (missing.length === 0) {
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  console.error(
    `Missing for the tests: ${missing.join(', ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(1);
}
console.log(`Installing Debian ${missing.join(', ')} for the tests…`);
execSync(
  `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
  { stdio: 'inherit' },
);
