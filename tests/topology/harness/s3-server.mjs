#!/usr/bin/env node
// The S3-compatible server of the topology test (MinIO's stand-in): s3rver on 127.0.0.1 with a folder and one bucket.
//   node tests/topology/harness/s3-server.mjs --port N --dir DIR --bucket NAME
// Prints "s3 ready" once it listens; SIGTERM closes it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');

function arg(name) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? process.argv[index + 1] : undefined;
  if (!value) {
    console.error(`s3-server: --${name} is required`);
    process.exit(2);
  }
  return value;
}

const port = Number(arg('port'));
const directory = arg('dir');
const bucket = arg('bucket');

const server = new S3rver({
  address: '127.0.0.1',
  port,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});

await server.run();
console.log(`s3 ready on http://127.0.0.1:${port} (bucket ${bucket}, folder ${directory})`);

const close = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
