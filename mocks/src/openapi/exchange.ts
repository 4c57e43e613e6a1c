/*
 * Requests and answers kept as plain data, so that one request can be sent again (with another
 * scenario, token or server) and one answer replayed to the client.
 */

/** A request as the client sent it, without its token. */
export interface SentRequest {
  method: string;
  /** Path and query, e.g. '/teams/list/' or '/teams/invite-details/?invite_token=…'. */
  url: string;
  contentType: string | null;
  body: Uint8Array | null;
}

/** An answer: its status, its type and its body (JSON, text, or undefined when there is none). */
export interface ReceivedAnswer {
  status: number;
  contentType: string | null;
  body: unknown;
}

/** What a call came to: an answer, or none at all (the connection dropped). */
export type Outcome = ReceivedAnswer | 'dropped';

export async function keepRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  return {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    contentType: request.headers.get('content-type'),
    body: bytes.byteLength === 0 ? null : bytes,
  };
}

/** The request again, at `origin`, with a token and scenario header when given. */
export function rebuildRequest(
  sent: SentRequest,
  origin: string,
  extra: { token?: string | null; scenario?: string } = {},
): Request {
  const headers = new Headers({ Accept: 'application/json' });
  if (sent.contentType) headers.set('Content-Type', sent.contentType);
  if (extra.token) headers.set('Authorization', `Bearer ${extra.token}`);
  if (extra.scenario) headers.set('X-Mock-Scenario', extra.scenario);
  return new Request(new URL(sent.url, origin), {
    method: sent.method,
    headers,
    body: sent.body ? sent.body.slice() : undefined,
  });
}

export async function keepAnswer(response: Response): Promise<ReceivedAnswer> {
  const contentType = response.headers.get('content-type');
  const text = await response.clone().text();
  let body: unknown = text === '' ? undefined : text;
  if (text !== '' && contentType?.includes('json')) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // A body that says JSON but is not stays text: the client reads it the same way.
    }
  }
  return { status: response.status, contentType, body };
}

/** A fresh Response carrying a kept answer. */
export function replayAnswer(answer: ReceivedAnswer): Response {
  const body =
    answer.body === undefined ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  const headers: Record<string, string> = answer.contentType ? { 'Content-Type': answer.contentType } : {};
  return new Response(answer.status === 204 ? null : body, { status: answer.status, headers });
}
