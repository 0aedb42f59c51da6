// The baseline of the API's throughput figures: a bare Fastify hello-world, the same Fastify the API runs,
// without logging, plugins or a database, in its own process as the API is.
//   PORT=4510 node tests/bench/support/hello-world.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
