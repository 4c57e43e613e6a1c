import { apiPaths, type ApiPath } from '@causeway/api-client/paths';
import { handlers } from '../handlers';
import { resetMockData } from '../node';
import { demo } from '../seed/demo';
import { rebuildRequest, type SentRequest } from './exchange';
import { recordCall, type CallSpec, type RecordedCall } from './record-call';
import { callName, sampleCalls, type SampleCall } from './sample-calls';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One method and path of the API, with what the client's calls to it declared, sent and got. */
export interface Operation {
  method: Method;
  path: ApiPath;
  /** The client calls that use it ('cms.blogPosts', 'cms.blogPost'). */
  calls: string[];
  /** The declaration of its first call; undefined for the token refresh (the transport's own call). */
  spec: CallSpec | undefined;
  /** Each sample call: what it declared and sent, and the base handlers' answer. */
  samples: RecordedCall[];
}

/** How a call is sent: 'public' without a token, 'bearer' with it (the default), 'refresh' for the token refresh. */
export function authOf(operation: Operation): 'public' | 'bearer' | 'refresh' {
  // The token refresh is the transport's own call, made without an endpoint function's declaration.
  return operation.spec ? (operation.spec.auth ?? 'bearer') : 'refresh';
}

const knownPaths = new Set<string>(Object.values(apiPaths).flatMap((group) => Object.values(group)));

/** The method and path pattern of the base handler that answers a request (the handlers answer `route(apiPaths.…)`). */
async function routeOf(sent: SentRequest): Promise<{ method: Method; path: ApiPath }> {
  const request = rebuildRequest(sent, 'http://mock.causeway.test');
  for (const handler of handlers) {
    if (!(await handler.test({ request }))) continue;
    const { method, path } = handler.info;
    const pattern = typeof path === 'string' ? path.replace(/^\*/, '') : '';
    if (typeof method !== 'string' || !knownPaths.has(pattern)) break;
    return { method: method.toLowerCase() as Method, path: pattern as ApiPath };
  }
  throw new Error(`No base handler of the path table answers ${sent.method} ${sent.url}.`);
}

/**
 * Makes every sample call on freshly seeded data (each as the demo user), and groups them by the
 * method and path they reach. Leaves the data reseeded.
 */
export async function collectOperations(samples: readonly SampleCall[] = sampleCalls): Promise<Operation[]> {
  const recorded: RecordedCall[] = [];
  let changed = true;
  for (const sample of samples) {
    // Reading leaves the data as it was, so only a change is undone before the next call.
    if (changed) await resetMockData();
    const call = await recordCall(sample, demo);
    recorded.push(call);
    changed = call.request.method !== 'GET';
  }
  await resetMockData();

  const operations = new Map<string, Operation>();
  for (const call of recorded) {
    const { method, path } = await routeOf(call.request);
    const key = `${method} ${path}`;
    const operation = operations.get(key) ?? { method, path, calls: [], spec: call.specs[0], samples: [] };
    operations.set(key, operation);
    const name = callName(call.sample);
    if (!operation.calls.includes(name)) operation.calls.push(name);
    operation.samples.push(call);
  }
  return [...operations.values()];
}
