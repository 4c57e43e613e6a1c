import { apiPaths } from '@causeway/api-client/paths';
import { route } from '@causeway/mocks/handlers';
import { demo } from '@causeway/mocks/node';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { store } from '../store';
import { storedSession } from '../test/app-state';
import { submitLogin } from '../test/login-form';
import { calls, recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { activeTeamAtom } from '../session/active-team-atoms';
import { paths } from '../routes/paths';

const server = await setUpMockApi();

it('makes a default team for a person without one, fetches the list again and makes it active', async () => {
  const defaultTeam = { id: '77', name: "Demo User's Team" };
  let teams: (typeof defaultTeam)[] = [];
  server.use(
    http.get(route(apiPaths.teams.list), () => HttpResponse.json(teams)),
    http.post(route(apiPaths.teams.createDefault), () => {
      teams = [defaultTeam];
      return HttpResponse.json({ message: 'Default team created.', team: defaultTeam }, { status: 201 });
    }),
  );
  const received = recordRequests(server);

  render(<TestApp path={paths.login} />);
  await submitLogin(demo.email, demo.password);
  await screen.findByRole('button', { name: 'Account menu for Demo User' });

  expect(calls(received).filter((call) => call.includes(' /teams/'))).toEqual([
    'GET /teams/list/',
    'POST /teams/create-default/',
    'GET /teams/list/',
  ]);
  expect(store.get(activeTeamAtom)).toEqual(defaultTeam);
  expect(JSON.parse(storedSession().activeTeam ?? 'null')).toEqual(defaultTeam);
});
