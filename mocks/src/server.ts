import { mockConfig } from './config';
import { resetMockData } from './node';
import { createMockHttpServer } from './server/http-server';

/*
 * `pnpm mock-server`: the mock API on http://127.0.0.1:4010 (PORT to change). Build the app with
 * VITE_API_BASE_URL=http://127.0.0.1:4010 to use it; send `X-Mock-Scenario: id[,id]` to turn
 * scenarios on for a request; GET /__mock/scenarios lists them; POST /__mock/reset reseeds.
 */

const port = Number(process.env.PORT ?? 4010);
const host = '127.0.0.1';

await resetMockData();
const server = createMockHttpServer({
  log: (line) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`),
});
server.listen(port, host, () => {
  console.log(`Causeway mock API on http://${host}:${port} — sign in as demo@causeway.test / Demo1234`);
  console.log(
    `Access tokens live ${Math.round(mockConfig().accessTokenTtlMs / 60_000)} min. Scenarios: GET /__mock/scenarios · reseed: POST /__mock/reset`,
  );
});

function stop(): void {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
