// nginx with the production server block (deploy/nginx.mjs) over the real-mode build the end-to-end
// step made (built here when there is none), as any user: its own prefix, pid and temporary files
// under a temporary folder, free ports. `pnpm test nginx` runs it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { ensureRealModeBuild } from '../scripts/real-mode-app.mjs';
import { freePort, startNginx } from './nginx.mjs';

const work = mkdtempSync(join(tmpdir(), 'causeway-nginx-test-'));
// Readable by nginx's workers, which run as another user when the tests run as root.
chmodSync(work, 0o755);
// A copy, so a precompressed file can be put beside one asset without touching the build.
const dist = join(work, 'dist');
cpSync(ensureRealModeBuild(), dist, { recursive: true });
const read = (file) => readFileSync(join(dist, file));

// The prerendered pages, and a file per signed-in address in folders ('team/queues.html').
const pages = readdirSync(dist, { recursive: true }).filter((name) => name.endsWith('.html'));
const asset = readdirSync(join(dist, 'assets')).find((name) => name.endsWith('.js'));
writeFileSync(join(dist, 'assets', `${asset}.gz`), gzipSync(read(`assets/${asset}`)));
// The policy as the build wrote it: the line under '/*' (read here without deploy/nginx.mjs's parser).
const policy = /^\/\*\n(?: {2}.*\n)*? {2}Content-Security-Policy: (.*)$/m.exec(read('_headers').toString())?.[1];

const certificate = join(work, 'site.pem');
const certificateKey = join(work, 'site.key');
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-keyout',
    certificateKey,
    '-out',
    certificate,
  ],
  { stdio: 'ignore' },
);

let plain;
let secure;
before(async () => {
  plain = await startNginx({ dist, port: await freePort(), prefix: join(work, 'plain') });
  secure = await startNginx({
    dist,
    port: await freePort(),
    prefix: join(work, 'secure'),
    tls: { certificate, certificateKey, port: await freePort() },
  });
});
after(async () => {
  await plain?.stop();
  await secure?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** GET over HTTP/1.1 as it comes (no decompression): status, headers, body. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (reply) => {
      const chunks = [];
      reply.on('data', (chunk) => chunks.push(chunk));
      reply.on('end', () => resolve({ status: reply.statusCode, headers: reply.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

function assertSecurityHeaders(reply, path) {
  assert.equal(reply.headers['content-security-policy'], policy, `${path}: the build's policy`);
  for (const [name, value] of Object.entries(securityHeaders))
    assert.equal(reply.headers[name], value, `${path}: ${name}`);
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('nginx serving the real-mode build', () => {
  it('the build wrote a policy that enforces Trusted Types and allows no inline script by keyword', () => {
    assert.match(policy, /require-trusted-types-for 'script'/);
    assert.doesNotMatch(policy, /'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  });

  it('serves each page file at its address, with the headers and no caching without asking', async () => {
    assert.ok(pages.length >= 8, `pages: ${pages.join(', ')}`);
    assert.ok(pages.includes(join('team', 'queues.html')), `pages: ${pages.join(', ')}`);
    for (const page of pages) {
      const path = page === 'index.html' ? '/' : `/${page.slice(0, -'.html'.length)}`;
      const reply = await get(plain.url + path);
      assert.equal(reply.status, 200, path);
      assert.ok(reply.body.equals(read(page)), `${path} is ${page}`);
      assert.match(reply.headers['content-type'], /^text\/html/);
      assert.equal(reply.headers['cache-control'], 'no-cache', path);
      assertSecurityHeaders(reply, path);
      // Each inline script of the page as served is one the policy allows.
      const { document } = new JSDOM(reply.body.toString()).window;
      for (const script of document.querySelectorAll('script:not([src])'))
        assert.ok(policy.includes(sha256(script.textContent)), `${path}: an inline script without its hash`);
    }
  });

  it('answers every other address with the app (index.html), the same way', async () => {
    for (const path of [
      '/team',
      '/team/no-such-page',
      '/control-tower/no-such-page',
      '/blog/a-post',
      '/no/such/page',
    ]) {
      const reply = await get(plain.url + path);
      assert.equal(reply.status, 200, path);
      assert.ok(reply.body.equals(read('index.html')), `${path} is index.html`);
      assert.equal(reply.headers['cache-control'], 'no-cache', path);
      assertSecurityHeaders(reply, path);
    }
  });

  it('keeps hashed assets for a year, never answers a missing one with the app, and hides _headers', async () => {
    const found = await get(`${plain.url}/assets/${asset}`, { 'accept-encoding': 'identity' });
    assert.equal(found.status, 200);
    assert.ok(found.body.equals(read(`assets/${asset}`)));
    assert.match(found.headers['content-type'], /^application\/javascript/);
    assert.equal(found.headers['cache-control'], 'public, max-age=31536000, immutable');
    assertSecurityHeaders(found, asset);

    const missing = await get(`${plain.url}/assets/no-such-file.js`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['cache-control'], undefined, 'a 404 is not kept');
    assertSecurityHeaders(missing, 'a missing asset');

    assert.equal((await get(`${plain.url}/_headers`)).status, 404);
  });

  it('sends a precompressed file as it is to a browser that takes gzip', async () => {
    const reply = await get(`${plain.url}/assets/${asset}`, { 'accept-encoding': 'gzip' });
    assert.equal(reply.headers['content-encoding'], 'gzip');
    assert.ok(reply.body.equals(read(`assets/${asset}.gz`)), 'the .gz file, byte for byte');
    assert.equal(reply.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('with TLS: HTTP/2 with the same headers, and plain HTTP sends visitors to HTTPS', async () => {
    const session = connect(secure.url.replace('http:', 'https:').replace(/:\d+$/, `:${secure.tlsPort}`), {
      rejectUnauthorized: false,
    });
    try {
      const reply = await new Promise((resolve, reject) => {
        const stream = session.request({ ':path': '/pricing' });
        const chunks = [];
        let headers;
        stream.on('response', (received) => (headers = received));
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
        stream.end();
      });
      assert.equal(session.alpnProtocol, 'h2');
      assert.equal(reply.headers[':status'], 200);
      assert.ok(reply.body.equals(read('pricing.html')));
      assertSecurityHeaders({ headers: reply.headers }, 'over HTTP/2');
    } finally {
      session.close();
    }
    const redirect = await get(`${secure.url}/pricing?plan=pro`);
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.location, 'https://127.0.0.1/pricing?plan=pro');
  });
});
