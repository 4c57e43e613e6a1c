import { apiClientOver, createHttp, createMemoryTokenStore, type Http, type TokenStore } from '@causeway/api-client';
import { mockAnswer } from '../server/mock-answer';
import { keepAnswer, keepRequest, type Outcome, type SentRequest } from './exchange';
import type { SampleCall } from './sample-calls';

/** One call as an endpoint function declares it: method, path, body, reply schema, catalogue text. */
export type CallSpec = Parameters<Http['request']>[0];

/** What one sample call declared, sent and was answered. */
export interface RecordedCall {
  sample: SampleCall;
  /** The declarations the call went through (none for the token refresh, which the transport makes itself). */
  specs: CallSpec[];
  request: SentRequest;
  outcome: Outcome;
}

const origin = 'http://mock.causeway.test';

/** A fetch answered in this process by the mock backend (base handlers, no scenario), each exchange noted. */
function inProcessFetch(noted: { request: Request; response: Response | null }[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const answer = await mockAnswer(request.clone(), []);
    const response = answer?.response ?? Response.json({ detail: 'No mock answers this request.' }, { status: 404 });
    if (response.type === 'error') {
      noted.push({ request, response: null });
      throw new TypeError('Failed to fetch');
    }
    noted.push({ request, response: response.clone() });
    return response;
  };
}

/** The client over `http`, with every declaration it makes noted in `specs`. */
function spiedClient(http: Http, specs: CallSpec[]) {
  return apiClientOver({
    tokens: http.tokens,
    auth: http.auth,
    request: (spec) => {
      specs.push(spec);
      return http.request(spec);
    },
  });
}

async function signIn(tokens: TokenStore, email: string, password: string): Promise<void> {
  const http = createHttp({ baseUrl: origin, tokens, fetch: inProcessFetch([]) });
  await apiClientOver(http).users.login({ email, password });
}

/**
 * Makes one sample call as the signed-in user against the base handlers, and notes what the
 * endpoint declared, the one request it sent and what came back. The call's own result does not
 * matter here (the contract test checks it).
 */
export async function recordCall(
  sample: SampleCall,
  login: { email: string; password: string },
): Promise<RecordedCall> {
  const tokens = createMemoryTokenStore();
  await signIn(tokens, login.email, login.password);
  const noted: { request: Request; response: Response | null }[] = [];
  const specs: CallSpec[] = [];
  const http = createHttp({ baseUrl: origin, tokens, fetch: inProcessFetch(noted) });
  await sample.call(spiedClient(http, specs)).catch(() => undefined);
  const [only, ...more] = noted;
  if (!only || more.length > 0) {
    throw new Error(`${sample.name} sent ${noted.length} requests; a sample call sends exactly one.`);
  }
  return {
    sample,
    specs,
    request: await keepRequest(only.request),
    outcome: only.response ? await keepAnswer(only.response) : 'dropped',
  };
}
