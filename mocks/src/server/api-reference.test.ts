import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { OpenApiDocument } from '../openapi/api-document';
import { createMockHttpServer } from './http-server';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Causeway API (mock server)', version: '1.0.0' },
  paths: { '/teams/list/': { get: { responses: { '200': { description: 'Success.' } } } } },
};
const withDocument = createMockHttpServer({ apiDocument: Promise.resolve(document) });
const without = createMockHttpServer();
const bases: string[] = [];

beforeAll(async () => {
  for (const server of [withDocument, without]) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
});
afterAll(() =>
  Promise.all([withDocument, without].map((server) => new Promise<void>((resolve) => server.close(() => resolve())))),
);

test('serves the API document with itself as the server that "try it" sends to', async () => {
  const [base = ''] = bases;
  const response = await fetch(`${base}/__mock/openapi.json`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ...document, servers: [{ url: base, description: 'This mock server' }] });
  const asLocalhost = base.replace('127.0.0.1', 'localhost');
  const served = (await (await fetch(`${asLocalhost}/__mock/openapi.json`)).json()) as { servers: { url: string }[] };
  expect(served.servers[0]?.url).toBe(asLocalhost);
});

test('serves the API reference page and its renderer from the mock server itself', async () => {
  const [base = ''] = bases;
  const page = await (await fetch(`${base}/__mock/docs`)).text();
  expect(page).toContain('<script src="/__mock/docs/api-reference.js"></script>');
  expect(page).toContain('"url":"/__mock/openapi.json"');
  expect(page).toContain('"withDefaultFonts":false');
  expect(page).not.toMatch(/https?:\/\//);
  const renderer = await fetch(`${base}/__mock/docs/api-reference.js`);
  expect(renderer.status).toBe(200);
  expect(renderer.headers.get('content-type')).toContain('javascript');
  expect(await renderer.text()).toContain('createApiReference');
});

test('a server made without a document says so', async () => {
  const [, base = ''] = bases;
  expect((await fetch(`${base}/__mock/openapi.json`)).status).toBe(404);
  expect((await fetch(`${base}/__mock/docs`)).status).toBe(404);
});
