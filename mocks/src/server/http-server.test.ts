import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { resetMockData } from '../node';
import { scenarios } from '../scenarios';
import { demo } from '../seed/demo';
import { createMockHttpServer } from './http-server';

const lines: string[] = [];
const server = createMockHttpServer({ log: (line) => lines.push(line) });
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  lines.length = 0;
  await resetMockData();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function login(headers: Record<string, string> = {}) {
  return fetch(`${base}/users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: demo.email, password: demo.password }),
  });
}

async function token(): Promise<string> {
  return ((await (await login()).json()) as { access_token: string }).access_token;
}

test('signs in the demo account over HTTP and answers with its data', async () => {
  const response = await login();
  expect(response.status).toBe(200);
  const reply = (await response.json()) as { access_token: string; email: string };
  expect(reply.email).toBe(demo.email);
  const teams = await fetch(`${base}/teams/list/`, { headers: { Authorization: `Bearer ${reply.access_token}` } });
  expect(await teams.json()).toEqual([
    { id: demo.teamId, name: 'Causeway Studio' },
    { id: demo.noPlanTeamId, name: 'Northwind Outreach' },
  ]);
  expect(lines).toEqual([
    expect.stringMatching(/^POST \/users\/login\/ → 200 \d+ms$/),
    expect.stringMatching(/^GET \/teams\/list\/ → 200/),
  ]);
});

test('X-Mock-Scenario turns scenarios on for one request', async () => {
  const response = await login({ 'X-Mock-Scenario': 'login.user-inactive' });
  expect(response.status).toBe(403);
  expect(response.headers.get('x-mock-scenario')).toBe('login.user-inactive');
  expect(await response.json()).toEqual({ code: 'user_inactive' });
  expect(lines.at(-1)).toMatch(/→ 403 \d+ms \[login.user-inactive\]$/);
  expect((await login()).status).toBe(200);
  const unknown = await login({ 'X-Mock-Scenario': 'login.nope' });
  expect(unknown.status).toBe(400);
});

test('network.down drops the connection', async () => {
  await expect(fetch(`${base}/cms/blog-posts/`, { headers: { 'X-Mock-Scenario': 'network.down' } })).rejects.toThrow();
});

test('GET /__mock/scenarios lists every scenario with its area and description', async () => {
  const list = (await (await fetch(`${base}/__mock/scenarios`)).json()) as {
    id: string;
    area: string;
    description: string;
  }[];
  expect(list).toHaveLength(scenarios.length);
  expect(list).toContainEqual({
    id: 'login.user-inactive',
    area: 'login',
    description:
      "Code user_inactive shows the detail, or 'Your account is currently inactive. Please contact support for assistance.'",
  });
});

test('POST /__mock/reset reseeds the data', async () => {
  const auth = { Authorization: `Bearer ${await token()}` };
  const members = () =>
    fetch(`${base}/teams/${demo.teamId}/members/list/`, { headers: auth }).then((r) => r.json() as Promise<unknown[]>);
  expect(await members()).toHaveLength(5);
  expect(
    (await fetch(`${base}/teams/members/${demo.memberId}/delete/`, { method: 'DELETE', headers: auth })).status,
  ).toBe(204);
  expect(await members()).toHaveLength(4);
  expect((await fetch(`${base}/__mock/reset`, { method: 'POST' })).status).toBe(200);
  const again = { Authorization: `Bearer ${await token()}` };
  expect(
    await fetch(`${base}/teams/${demo.teamId}/members/list/`, { headers: again }).then(
      (r) => r.json() as Promise<unknown[]>,
    ),
  ).toHaveLength(5);
});

test('CORS for localhost origins only, preflight included', async () => {
  const preflight = await fetch(`${base}/teams/list/`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:4173',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
  expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  const elsewhere = await login({ Origin: 'https://evil.example' });
  expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
});

test('a path no handler answers fails with 404', async () => {
  expect((await fetch(`${base}/nothing/here/`)).status).toBe(404);
});

test('the mock checkout page pays and returns to the app', async () => {
  const response = await fetch(`${base}/billing/create-checkout-session/`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await token()}`,
      'Content-Type': 'application/json',
      Origin: 'http://localhost:4173',
    },
    body: JSON.stringify({ team_id: demo.noPlanTeamId, plan_id: demo.plans.pro, email: demo.email, is_annual: false }),
  });
  const { checkout_url: url } = (await response.json()) as { checkout_url: string };
  expect(url.startsWith(`${base}/__mock/checkout?session_id=`)).toBe(true);
  const page = await (await fetch(url)).text();
  expect(page).toContain('<strong>Pro</strong> for <strong>Northwind Outreach</strong>: $29.00 / month.');
  const sessionId = new URL(url).searchParams.get('session_id') ?? '';
  const paid = await fetch(`${base}/__mock/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session_id: sessionId, return_to: 'http://localhost:4173', choice: 'pay' }),
  });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(`http://localhost:4173/billing/success?session_id=${sessionId}`);
});
