import { describe, expect, it } from 'vitest';
import { apiPaths } from './api-paths';
import { pathTo } from './path-to';

function thrown(make: () => unknown): unknown {
  try {
    make();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('pathTo', () => {
  it('gives a pattern without placeholders as it is', () => {
    expect(pathTo(apiPaths.teams.list)).toBe('/teams/list/');
  });

  it('fills each placeholder with its value, encoded as one segment', () => {
    expect(pathTo(apiPaths.billing.deletePaymentMethod, { teamId: 7, methodId: 'pm 1/x?' })).toBe(
      '/billing/delete-method/7/pm%201%2Fx%3F/',
    );
    expect(pathTo(apiPaths.teams.page, { id: '11', pageId: 204 })).toBe('/control-tower/teams/11/pages/204');
  });

  it.each([undefined, null, '', '  '])('refuses a missing value (%j) before anything is sent', (id) => {
    expect(thrown(() => pathTo(apiPaths.teams.members, { id }))).toMatchObject({
      name: 'ApiError',
      kind: 'invalid-request',
      message: 'At least one id is required',
    });
  });

  it("says what is missing in the call's own words", () => {
    expect(
      thrown(() => pathTo(apiPaths.users.deleteAccount, { id: undefined }, 'User ID is required for deletion')),
    ).toMatchObject({ kind: 'invalid-request', message: 'User ID is required for deletion' });
  });
});
