import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../create-api-client';
import { createTestClient, json, rejection, useApiServer } from '../test/api-server';
import { isApiWarning } from './api-error';

const { routeAll } = useApiServer();

type Read = (api: ApiClient) => Promise<unknown>;

/** Statuses that mean "nothing here" for a call, and what the call gives for them (accounts §8). */
const emptyRules: Array<[string, Read, number[], unknown]> = [
  ['billing.subscriptionDetails', (api) => api.billing.subscriptionDetails(7), [404, 400], null],
  ['billing.details', (api) => api.billing.details(7), [404, 400], null],
  ['billing.history', (api) => api.billing.history(7), [404, 400], []],
  ['billing.paymentMethods', (api) => api.billing.paymentMethods(7), [404, 400], []],
  ['social.accountPages', (api) => api.social.accountPages(5), [404], []],
  ['social.accounts', (api) => api.social.accounts(), [403, 404], []],
];

const cases = emptyRules.flatMap(([name, read, statuses, value]) =>
  statuses.map((status) => [name, status, read, value] as const),
);

describe('treated as empty, not as errors', () => {
  it.each(cases)('%s answering %i gives %j', async (_name, status, read, value) => {
    routeAll(() => json({ detail: 'Not found.' }, status));
    const { api } = createTestClient();
    await expect(read(api)).resolves.toEqual(value);
  });

  it.each([
    ['billing.subscriptionDetails', 403, (api: ApiClient) => api.billing.subscriptionDetails(7)],
    ['social.accountPages', 400, (api: ApiClient) => api.social.accountPages(5)],
    ['social.accounts', 400, (api: ApiClient) => api.social.accounts()],
    ['teams.list', 404, (api: ApiClient) => api.teams.list()],
  ] as const)('%s answering %i is still an error', async (_name, status, read) => {
    routeAll(() => json({ detail: 'Nope' }, status));
    const { api } = createTestClient();
    await expect(read(api)).rejects.toMatchObject({ kind: 'http', status, message: 'Nope' });
  });
});

describe('a 409 while fetching pages', () => {
  it.each([
    ['teams.pages', (api: ApiClient) => api.teams.pages(7)],
    ['social.accountPages', (api: ApiClient) => api.social.accountPages(5)],
    ['social.refreshFacebookPages', (api: ApiClient) => api.social.refreshFacebookPages()],
  ] as const)('%s rejects as a warning with the server text', async (_name, read) => {
    routeAll(() => json({ detail: 'Pages are being synced' }, 409));
    const { api } = createTestClient();

    const error = await rejection(read(api));

    expect(isApiWarning(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'warning', status: 409, message: 'Pages are being synced' });
  });

  it('is an ordinary error on other calls', async () => {
    routeAll(() => json({}, 409));
    const { api } = createTestClient();
    const error = await rejection(api.teams.create('Growth'));
    expect(isApiWarning(error)).toBe(false);
    expect(error).toMatchObject({ kind: 'http', message: 'Failed to create team' });
  });
});
