// nginx serving a real-mode build as its `_headers` file says: the headers are the build's
// (packages/app/build/security-headers.ts writes them, hashes included), never written here again.
// `nginxSite` is the production server block (deploy/nginx-site.mjs prints it); `startNginx` runs
// nginx over a build as any user, for the tests and for trying a build locally (deploy/serve.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const nginxBinary = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * The rules of a `_headers` file (the format Netlify and Cloudflare Pages read): a path pattern on
 * its own line, then its headers indented as `Name: value`; `#` starts a comment.
 * @param {string} text
 * @returns {{ path: string, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers line ${index + 1} is neither a path nor a header: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a rule's pattern covers every address its location serves. */
function covers(pattern, location) {
  if (pattern === '/*') return true;
  if (pattern.endsWith('/*')) return location.startsWith(pattern.slice(0, -1));
  return pattern === location;
}

/**
 * The headers of the addresses a pattern matches: every rule covering them, a later rule's header
 * in place of an earlier one of the same name (as Netlify serves them).
 * @param {{ path: string, headers: [string, string][] }[]} rules
 * @param {string} pattern
 */
export function headersFor(rules, pattern) {
  const location = pattern.endsWith('/*') ? pattern.slice(0, -1) : pattern;
  const merged = new Map();
  for (const rule of rules) {
    if (!covers(rule.path, location)) continue;
    for (const [name, value] of rule.headers) merged.set(name.toLowerCase(), [name, value]);
  }
  return [...merged.values()];
}

/**
 * `add_header` lines. Security headers go on every reply (`always`: error pages too); Cache-Control
 * only on successful ones, so a missing file's 404 is never kept for a year.
 */
function addHeaders(headers, indent) {
  return headers.map(([name, value]) => {
    if (/["\\$]/.test(value)) throw new Error(`${name}'s value cannot be written into nginx's configuration: ${value}`);
    return `${indent}add_header ${name} "${value}"${name.toLowerCase() === 'cache-control' ? '' : ' always'};`;
  });
}

/** nginx's version, as `nginx -v` prints it: [major, minor, patch]; null when there is no nginx. */
export function nginxVersion(binary = nginxBinary) {
  try {
    const printed = execFileSync(binary, ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return parseVersion(printed);
  } catch (error) {
    // nginx prints its version on stderr.
    return parseVersion(String(error?.stderr ?? ''));
  }
}

function parseVersion(text) {
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text);
  return match ? match.slice(1).map(Number) : null;
}

/** nginx 1.25.1 moved HTTP/2 from `listen … http2` to the `http2` directive. */
function hasHttp2Directive(version) {
  if (!version) return false;
  const [major, minor, patch] = version;
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

/**
 * The server block(s) serving a built app: the build's headers (its `_headers` file), each page
 * painted from HTML at its address (`/pricing` → pricing.html), every other address the app
 * (index.html), hashed assets as files only, precompressed `.gz` files where present. With TLS,
 * HTTPS with HTTP/2, and plain HTTP only sends visitors there.
 * @param {{
 *   dist: string,
 *   root?: string,
 *   serverName?: string,
 *   listen?: string[],
 *   tls?: { certificate: string, certificateKey: string, listen?: string[] },
 *   version?: number[] | null,
 * }} options `dist` is the build to read; `root` where the server finds it (default: `dist`).
 */
export function nginxSite({ dist, root = dist, serverName = '_', listen, tls, version = nginxVersion() }) {
  const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  const everyAddress = rules.find((rule) => rule.path === '/*');
  if (!everyAddress) throw new Error(`${join(dist, '_headers')} has no rule for every address (/*)`);
  const locations = rules
    .filter((rule) => rule !== everyAddress)
    .map((rule) =>
      rule.path.endsWith('/*')
        ? // A folder of built files: a name not there is a 404, never the app.
          [
            `location ^~ ${rule.path.slice(0, -1)} {`,
            ...addHeaders(headersFor(rules, rule.path), '  '),
            '  try_files $uri =404;',
            '}',
          ]
        : [
            `location = ${rule.path} {`,
            ...addHeaders(headersFor(rules, rule.path), '  '),
            '  try_files $uri $uri.html /index.html;',
            '}',
          ],
    );
  const http2 = hasHttp2Directive(version);
  const serving = tls
    ? (tls.listen ?? ['443', '[::]:443']).map((each) => `listen ${each} ssl${http2 ? '' : ' http2'};`)
    : (listen ?? ['80', '[::]:80']).map((each) => `listen ${each};`);
  const block = [
    'server {',
    ...serving.map((line) => `  ${line}`),
    ...(tls && http2 ? ['  http2 on;'] : []),
    `  server_name ${serverName};`,
    ...(tls
      ? [
          `  ssl_certificate ${tls.certificate};`,
          `  ssl_certificate_key ${tls.certificateKey};`,
          '  ssl_protocols TLSv1.2 TLSv1.3;',
        ]
      : []),
    `  root ${resolve(root)};`,
    '  server_tokens off;',
    '  # A file built as file.gz beside it is sent as it is; other text is compressed on the way.',
    '  gzip_static on;',
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_types text/css application/javascript application/json image/svg+xml text/plain application/xml;',
    '',
    '  # The headers file describes the site; it is not part of it.',
    '  location = /_headers {',
    '    return 404;',
    '  }',
    '',
    '  location / {',
    ...addHeaders(headersFor(rules, '/*'), '    '),
    '    try_files $uri $uri.html /index.html;',
    '  }',
    ...locations.flatMap((lines) => ['', ...lines.map((line) => `  ${line}`)]),
    '}',
  ];
  const redirect = tls
    ? [
        'server {',
        ...(listen ?? ['80', '[::]:80']).map((each) => `  listen ${each};`),
        `  server_name ${serverName};`,
        '  server_tokens off;',
        '  return 301 https://$host$request_uri;',
        '}',
        '',
      ]
    : [];
  return [...redirect, ...block, ''].join('\n');
}

/** The types the app's files are served as (a site under Debian's nginx has /etc/nginx/mime.types). */
const types = {
  'text/html': 'html',
  'text/css': 'css',
  'application/javascript': 'js mjs',
  'application/json': 'json webmanifest',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/x-icon': 'ico',
  'image/webp': 'webp',
  'font/woff2': 'woff2',
  'text/plain': 'txt',
  'application/xml': 'xml',
};

/**
 * A whole nginx configuration for one site that any user can run: its pid, logs and temporary
 * files under `prefix`, in the foreground.
 */
export function nginxMain({ prefix, site }) {
  const temp = (name) => join(prefix, 'temp', name);
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events {',
    '  worker_connections 256;',
    '}',
    'http {',
    '  types {',
    ...Object.entries(types).map(([type, extensions]) => `    ${type} ${extensions};`),
    '  }',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    ...site
      .trimEnd()
      .split('\n')
      .map((line) => (line ? `  ${line}` : '')),
    '}',
    '',
  ].join('\n');
}

/** A TCP port nothing listens on now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Runs nginx over a build on 127.0.0.1 as the current user. Resolves once it answers; `stop()`
 * ends it and removes its files (unless `prefix` was given).
 * @param {{ dist: string, port: number, prefix?: string, tls?: { certificate: string, certificateKey: string, port: number } }} options
 */
export async function startNginx({ dist, port, prefix, tls }) {
  if (!existsSync(nginxBinary))
    throw new Error(`No nginx at ${nginxBinary} (apt-get install nginx, or set NGINX_PATH)`);
  const home = prefix ?? mkdtempSync(join(tmpdir(), 'causeway-nginx-'));
  mkdirSync(join(home, 'temp'), { recursive: true });
  const site = nginxSite({
    dist,
    listen: [`127.0.0.1:${port}`],
    tls: tls && { certificate: tls.certificate, certificateKey: tls.certificateKey, listen: [`127.0.0.1:${tls.port}`] },
  });
  const config = join(home, 'nginx.conf');
  writeFileSync(config, nginxMain({ prefix: home, site }));
  const output = [];
  const child = spawn(nginxBinary, ['-p', home, '-c', config, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    if (!prefix) rmSync(home, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx stopped at once:\n${Buffer.concat(output).toString()}`);
    }
    try {
      await fetch(`${url}/robots.txt`, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() - started > 10_000) {
        await stop();
        throw new Error(`nginx did not answer on ${url}:\n${Buffer.concat(output).toString()}`);
      }
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }
  return { url, tlsPort: tls?.port, config, output: () => Buffer.concat(output).toString(), stop };
}
