import { mockConfig } from './config';
import { resetMockData } from './node';
import { documentSummary } from './openapi/api-document';
import { apiDocumentInWorker } from './openapi/document-in-worker';
import { createMockHttpServer } from './server/http-server';

/*
 * `pnpm mock-server`: the mock API on http://127.0.0.1:4010 (PORT to change). Build the app with
 * VITE_API_BASE_URL=http://127.0.0.1:4010 to use it; send `X-Mock-Scenario: id[,id]` to turn
 * scenarios on for a request; GET /__mock/scenarios lists them; POST /__mock/reset reseeds.
 * The API reference is at /__mock/docs, its OpenAPI document at /__mock/openapi.json.
 */

const port = Number(process.env.PORT ?? 4010);
const host = '127.0.0.1';
const time = () => new Date().toISOString().slice(11, 19);

await resetMockData();
const apiDocument = apiDocumentInWorker();
apiDocument.then(
  (document) => {
    const { operations, scenarioExamples } = documentSummary(document);
    console.log(`${time()} API document ready: ${operations} endpoints, ${scenarioExamples} scenario examples.`);
  },
  (error: unknown) =>
    console.error(
      `${time()} The API document could not be made: ${error instanceof Error ? error.message : String(error)}`,
    ),
);
const server = createMockHttpServer({ log: (line) => console.log(`${time()} ${line}`), apiDocument });
server.listen(port, host, () => {
  const origin = `http://${host}:${port}`;
  console.log(`Causeway mock API on ${origin} — sign in as demo@causeway.test / Demo1234`);
  console.log(
    `Access tokens live ${Math.round(mockConfig().accessTokenTtlMs / 60_000)} min. Scenarios: GET /__mock/scenarios · reseed: POST /__mock/reset`,
  );
  console.log(`API reference: ${origin}/__mock/docs · OpenAPI document: ${origin}/__mock/openapi.json`);
});

function stop(): void {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
