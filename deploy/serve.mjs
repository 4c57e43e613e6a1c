#!/usr/bin/env node
// Serves a real-mode build with nginx on 127.0.0.1 as any user, with the production server block
// (deploy/nginx.mjs) and the build's headers, until stopped:
//   node deploy/serve.mjs packages/app/dist 8080
// The end-to-end project 'policy enforced' runs the app this way (playwright.config.ts).
import { resolve } from 'node:path';
import { startNginx } from './nginx.mjs';

const [dist, port] = process.argv.slice(2);
if (!dist || !Number(port)) {
  console.error('Usage: node deploy/serve.mjs <build folder> <port>');
  process.exit(2);
}
const server = await startNginx({ dist: resolve(dist), port: Number(port) });
console.log(`Serving ${dist} with nginx on ${server.url} (${server.config})`);
const stop = () => void server.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
