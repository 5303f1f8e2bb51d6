// `npm run dev`: the server recompiles and restarts on change, Vite serves the web app with
// hot reload on :5173 and proxies /api to the server on :3000.
import { spawn, spawnSync } from 'node:child_process';

const run = (command, args) =>
  spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });

const first = spawnSync('npx', ['tsc', '-b', 'packages/server'], { stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  run('npx', ['tsc', '-b', 'packages/server', '--watch', '--preserveWatchOutput']),
  run('node', ['--watch', 'packages/server/dist/server.js']),
  run('npm', ['run', 'dev', '-w', '@jyotish/web']),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
