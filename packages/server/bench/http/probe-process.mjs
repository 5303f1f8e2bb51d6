// A monitor in its own process: GETs one path over one keep-alive connection, again
// INTERVAL_MS after each answer, until its standard input closes; then prints every answer's
// {status, bytes, ms} as JSON and exits. Its own event loop is idle between probes, so the
// latencies are the server's, not a busy load generator's (see http-load.ts, probeUntil).
// Plain JavaScript: node runs it without the bench's TypeScript transform.
import { Agent, get } from 'node:http';

const [baseUrl, path, intervalMs] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const answers = [];
let done = false;
process.stdin.on('end', () => {
  done = true;
});
process.stdin.resume();

function probe() {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    get(new URL(path, baseUrl), { agent }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - start }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

while (!done) {
  answers.push(await probe());
  await new Promise((resolve) => setTimeout(resolve, Number(intervalMs)));
}
agent.destroy();
process.stdout.write(JSON.stringify(answers));
