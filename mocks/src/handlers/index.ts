import { billingHandlers } from './billing';
import { bulkDeleteHandlers } from './bulk-delete';
import { cmsHandlers } from './cms';
import { publishingHandlers } from './publishing';
import { schedulerHandlers } from './scheduler';
import { socialHandlers } from './social';
import { route } from './support/api-request';
import { teamsHandlers } from './teams';
import { usersHandlers } from './users';

export {
  billingHandlers,
  bulkDeleteHandlers,
  cmsHandlers,
  publishingHandlers,
  route,
  schedulerHandlers,
  socialHandlers,
  teamsHandlers,
  usersHandlers,
};

/**
 * Every endpoint of both specs over the mock db. Each answers `route(apiPaths.…)`: the client's own
 * path, under any API base ('/api' in the app's mock mode, the Node server's root, a test's base URL).
 */
export const handlers = [
  ...usersHandlers,
  ...teamsHandlers,
  ...billingHandlers,
  ...socialHandlers,
  ...publishingHandlers,
  ...schedulerHandlers,
  ...bulkDeleteHandlers,
  ...cmsHandlers,
];
