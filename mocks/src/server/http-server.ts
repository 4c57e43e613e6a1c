import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { completeCheckout, describeCheckout } from '../domain/checkout';
import { servedDocument, type OpenApiDocument } from '../openapi/api-document';
import { docsPage, rendererPath, rendererScript } from '../openapi/docs-page';
import { resetMockData } from '../node';
import { findScenario, listScenarios } from '../scenarios';
import { checkoutPage, returnPage } from './checkout-page';
import { corsHeaders, isLocalOrigin } from './cors';
import { mockAnswer } from './mock-answer';
import { sendFetchResponse, toFetchRequest } from './node-fetch-bridge';

export interface MockHttpServerOptions {
  /** Called with one line per request. */
  log?: (line: string) => void;
  /** The API document, served at /__mock/openapi.json and rendered at /__mock/docs (404 without one). */
  apiDocument?: Promise<OpenApiDocument>;
}

function sendJson(outgoing: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  outgoing.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  outgoing.end(JSON.stringify(body));
}

function sendHtml(outgoing: ServerResponse, status: number, html: string): void {
  outgoing.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  outgoing.end(html);
}

function scenarioIds(incoming: IncomingMessage): string[] {
  const header = incoming.headers['x-mock-scenario'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '' && id !== 'none');
}

async function handleCheckout(request: Request, outgoing: ServerResponse): Promise<number> {
  if (request.method === 'GET') {
    const url = new URL(request.url);
    const returnTo = url.searchParams.get('return_to');
    sendHtml(
      outgoing,
      200,
      checkoutPage(
        describeCheckout(url.searchParams.get('session_id') ?? ''),
        isLocalOrigin(returnTo) ? returnTo : null,
      ),
    );
    return 200;
  }
  const form = new URLSearchParams(await request.text());
  const result = await completeCheckout(form.get('session_id') ?? '', form.get('choice') === 'pay' ? 'pay' : 'cancel');
  if (!result) {
    sendHtml(outgoing, 404, checkoutPage(null, null));
    return 404;
  }
  const returnTo = form.get('return_to');
  // Back to the app only on this machine: the page never redirects to an origin it was handed from elsewhere.
  if (isLocalOrigin(returnTo)) {
    outgoing.writeHead(303, { Location: `${returnTo}${result.returnPath}` });
    outgoing.end();
    return 303;
  }
  sendHtml(outgoing, 200, returnPage(result.returnPath));
  return 200;
}

/** This server as the page that asked reached it (localhost or 127.0.0.1), so 'try it' stays on one origin. */
function ownOrigin(incoming: IncomingMessage, fallback: string): string {
  const asked = incoming.headers.host ? `http://${incoming.headers.host}` : null;
  return isLocalOrigin(asked) ? asked : fallback;
}

async function handleDocs(
  pathname: string,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  options: MockHttpServerOptions & { origin: string; cors: Record<string, string> },
): Promise<number> {
  if (!options.apiDocument) {
    sendJson(outgoing, 404, { detail: 'This server has no API document.' }, options.cors);
    return 404;
  }
  if (pathname === '/__mock/openapi.json') {
    sendJson(
      outgoing,
      200,
      servedDocument(await options.apiDocument, ownOrigin(incoming, options.origin)),
      options.cors,
    );
    return 200;
  }
  if (pathname === rendererPath) {
    outgoing.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'max-age=3600' });
    outgoing.end(await rendererScript());
    return 200;
  }
  sendHtml(outgoing, 200, docsPage());
  return 200;
}

const docsPaths = new Set(['/__mock/openapi.json', '/__mock/docs', '/__mock/docs/', rendererPath]);

async function handle(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  origin: string,
  options: MockHttpServerOptions,
): Promise<{ status: number; scenarios: string[] }> {
  const cors = corsHeaders(incoming.headers.origin);
  const ids = scenarioIds(incoming);
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, cors);
    outgoing.end();
    return { status: 204, scenarios: [] };
  }
  const request = await toFetchRequest(incoming, origin);
  const { pathname } = new URL(request.url);

  if (pathname === '/__mock/scenarios' && request.method === 'GET') {
    sendJson(outgoing, 200, listScenarios(), cors);
    return { status: 200, scenarios: [] };
  }
  if (pathname === '/__mock/reset' && request.method === 'POST') {
    await resetMockData();
    sendJson(outgoing, 200, { message: 'Demo data reset.' }, cors);
    return { status: 200, scenarios: [] };
  }
  if (pathname === '/__mock/checkout') return { status: await handleCheckout(request, outgoing), scenarios: [] };
  if (docsPaths.has(pathname) && request.method === 'GET') {
    return { status: await handleDocs(pathname, incoming, outgoing, { ...options, origin, cors }), scenarios: [] };
  }

  const unknown = ids.filter((id) => !findScenario(id));
  if (unknown.length > 0) {
    sendJson(
      outgoing,
      400,
      { detail: `Unknown mock scenario: ${unknown.join(', ')}. See GET /__mock/scenarios.` },
      cors,
    );
    return { status: 400, scenarios: ids };
  }
  const answer = await mockAnswer(request, ids);
  if (!answer) {
    sendJson(outgoing, 404, { detail: `No mock answers ${request.method} ${pathname}.` }, cors);
    return { status: 404, scenarios: ids };
  }
  const { response } = answer;
  if (response.type === 'error') {
    // network.down: the connection drops without an answer.
    outgoing.destroy();
    return { status: 0, scenarios: ids };
  }
  const scenarioHeader: Record<string, string> = ids.length > 0 ? { 'X-Mock-Scenario': ids.join(',') } : {};
  await sendFetchResponse(response, outgoing, { ...cors, ...scenarioHeader });
  return { status: response.status, scenarios: ids };
}

/**
 * The mock API over real HTTP: the same handlers and scenarios as in the browser and in tests,
 * plus `GET /__mock/scenarios`, `POST /__mock/reset`, the mock checkout page, and the API document
 * with its reference page (`/__mock/openapi.json`, `/__mock/docs`).
 */
export function createMockHttpServer(options: MockHttpServerOptions = {}): Server {
  const server = createServer((incoming, outgoing) => {
    const started = performance.now();
    const address = server.address();
    const origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : 'http://127.0.0.1';
    handle(incoming, outgoing, origin, options)
      .then(({ status, scenarios }) => {
        const took = Math.round(performance.now() - started);
        const tag = scenarios.length > 0 ? ` [${scenarios.join(',')}]` : '';
        options.log?.(
          `${incoming.method ?? 'GET'} ${incoming.url ?? '/'} → ${status === 0 ? 'dropped' : status} ${took}ms${tag}`,
        );
      })
      .catch((error: unknown) => {
        options.log?.(
          `${incoming.method ?? 'GET'} ${incoming.url ?? '/'} → 500 (${error instanceof Error ? error.message : String(error)})`,
        );
        if (!outgoing.headersSent) sendJson(outgoing, 500, { detail: 'The mock server failed on this request.' }, {});
        else outgoing.destroy();
      });
  });
  return server;
}
