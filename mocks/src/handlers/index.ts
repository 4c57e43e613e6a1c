import { billingHandlers } from './billing';
import { bulkDeleteHandlers } from './bulk-delete';
import { cmsHandlers } from './cms';
import { publishingHandlers } from './publishing';
import { schedulerHandlers } from './scheduler';
import { socialHandlers } from './social';
import { teamsHandlers } from './teams';
import { usersHandlers } from './users';

export {
  billingHandlers,
  bulkDeleteHandlers,
  cmsHandlers,
  publishingHandlers,
  schedulerHandlers,
  socialHandlers,
  teamsHandlers,
  usersHandlers,
};

/**
 * Every endpoint of both specs over the mock db. Paths start with '*' so they answer under any
 * API base ('/api' in the app's mock mode, the Node server's root, a test's base URL).
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
