import { mockConfig, setMockConfig } from '../config';
import { openSession } from '../domain/sessions';
import { resetMockData } from '../node';
import { demo } from '../seed/demo';
import { buildDocument, type OpenApiDocument } from './document';
import { collectOperations, type Operation } from './operations';
import { collectScenarioAnswers } from './scenario-answers';

export type { OpenApiDocument } from './document';

/**
 * Makes the API document: every sample call of the client against the base handlers, then each
 * operation's request against every scenario. This changes the mock data and ends sessions (the
 * server makes it in a worker, with data of its own), and leaves the data reseeded. The operations
 * come with it: their sample requests and answers are what the contract test sends and checks.
 */
export async function makeApiDocument(): Promise<{ document: OpenApiDocument; operations: Operation[] }> {
  const config = mockConfig();
  // network.slow waits before letting a request through; the document only needs to see that it does.
  setMockConfig({ slowMs: 0 });
  try {
    const operations = await collectOperations();
    const session = await openSession(demo.userId);
    const answers = await collectScenarioAnswers(operations, session.access_token);
    return { document: await buildDocument(operations, answers), operations };
  } finally {
    setMockConfig({ slowMs: config.slowMs });
    await resetMockData();
  }
}

export async function createApiDocument(): Promise<OpenApiDocument> {
  return (await makeApiDocument()).document;
}

/** The document as served: with this server as the one 'try it' sends requests to. */
export function servedDocument(document: OpenApiDocument, origin: string): OpenApiDocument {
  return { ...document, servers: [{ url: origin, description: 'This mock server' }] };
}

/** How many operations the document describes, and how many scenario answers it shows as examples. */
export function documentSummary(document: OpenApiDocument): { operations: number; scenarioExamples: number } {
  let operations = 0;
  let scenarioExamples = 0;
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as { responses: Record<string, { content?: object }> }[]) {
      operations += 1;
      for (const response of Object.values(operation.responses)) {
        for (const media of Object.values(response.content ?? {}) as { examples?: object }[]) {
          scenarioExamples += Object.keys(media.examples ?? {}).filter((name) => name !== 'demo').length;
        }
      }
    }
  }
  return { operations, scenarioExamples };
}
