import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createElement, type ReactNode } from 'react';
import type { SetupServer } from 'msw/node';
import { signInAsDemo } from './app-state';
import { recordRequests } from './mock-api';
import { teamPageInSight } from './page-in-sight';
import { TestApp } from './TestApp';

/**
 * Signed in as the demo user, on `path` among the signed-in `routes`, once the page is in sight
 * with the team's data; the calls from the first render on are recorded.
 */
export async function openSignedIn(server: SetupServer, path: string, routes: ReactNode) {
  await signInAsDemo();
  const received = recordRequests(server);
  const user = userEvent.setup();
  render(createElement(TestApp, { path, signedIn: routes }));
  await teamPageInSight();
  return { user, received };
}
