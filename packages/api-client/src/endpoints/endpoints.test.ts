import { describe, expect, it } from 'vitest';
import { baseUrl, createTestClient, empty, json, useApiServer } from '../test/api-server';
import { allCases } from '../test/all-cases';

const cases = allCases;

const { received, routeAll } = useApiServer();

describe('every endpoint', () => {
  it('covers the 66 method and path pairs of both specs', () => {
    const pairs = new Set(cases.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    expect(pairs.size).toBe(66);
  });

  it.each(cases.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s sends what the server expects and hands on the parsed reply',
    async (_name, endpoint) => {
      routeAll(() => (endpoint.reply === undefined ? empty() : json(endpoint.reply)));
      const { api } = createTestClient();

      const result = await endpoint.call(api);

      expect(received).toHaveLength(1);
      const [request] = received;
      expect(request).toMatchObject({ method: endpoint.method, path: endpoint.path });
      expect(request?.query).toEqual(endpoint.query ?? {});
      expect(request?.authorization).toBe(endpoint.public ? null : 'Bearer access-1');
      expect(request?.json).toEqual(endpoint.json);
      expect(request?.form).toEqual(endpoint.form);
      if (endpoint.form) expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
      if (endpoint.json !== undefined) expect(request?.contentType).toMatch(/^application\/json/);
      if (endpoint.result !== undefined) expect(result).toEqual(endpoint.result);
    },
  );

  it('sends every call under the API base, also when the base has a path', async () => {
    routeAll(() => json([]));
    const { api } = createTestClient({ baseUrl: `${baseUrl}/api/v1/` });
    await api.teams.list();
    expect(received[0]?.path).toBe('/api/v1/teams/list/');
  });
});
