import { billingCases } from './cases-billing';
import { bulkDeleteCases, cmsCases } from './cases-content';
import { publishingCases } from './cases-publishing';
import { schedulerCases } from './cases-scheduling';
import { socialCases, teamCases } from './cases-teams';
import { userCases } from './cases-users';
import type { EndpointCase } from './endpoint-case';

/**
 * Every call of the client with what the server must receive for it: the 66 method and path pairs
 * of both specs, some in more than one variant (JSON and multipart, text and media).
 */
export const allCases: EndpointCase[] = [
  ...userCases,
  ...teamCases,
  ...billingCases,
  ...socialCases,
  ...publishingCases,
  ...schedulerCases,
  ...bulkDeleteCases,
  ...cmsCases,
];
