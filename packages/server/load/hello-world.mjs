// The anchor of `npm run load`: a bare Fastify "hello world" in a process of its own, as our
// server runs in its own, so each figure of the run has the framework's floor beside it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('listening\n');
