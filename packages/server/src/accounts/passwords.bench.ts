import { beforeAll, bench, describe } from 'vitest';
import { weakPasswordMessage } from './passwords.js';

// The strength check runs synchronously on the event loop at every sign-up and password
// reset, so its cost is what every other request waits for meanwhile. The first check also
// loads the dictionaries; that is timed once and printed.
const user = { name: 'Ramesh Iyer', email: 'ramesh.iyer@example.in' };

beforeAll(async () => {
  const started = performance.now();
  await weakPasswordMessage('first check loads the dictionaries', user);
  console.log(`  first check, dictionaries loaded: ${(performance.now() - started).toFixed(0)} ms`);
});

describe('weakPasswordMessage', () => {
  bench('a typical passphrase: saffron-monsoon-42', async () => {
    await weakPasswordMessage('saffron-monsoon-42', user);
  });
  bench('a weak password: Ramesh1985', async () => {
    await weakPasswordMessage('Ramesh1985', user);
  });
  bench('a long sentence (128 characters)', async () => {
    await weakPasswordMessage(
      'a quiet heron waits by the tamarind tree while monsoon clouds gather over old stone temple steps near the river ghat at dusk!!!!',
      user,
    );
  });
  bench('the worst case we know: 128 l33t characters (p@$$w0rd × 16)', async () => {
    await weakPasswordMessage('p@$$w0rd'.repeat(16), user);
  });
});
