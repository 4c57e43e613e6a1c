/** Pure rules of the product, shared by the client and the app: no HTTP, no state. */
export * from './plans';
export * from './subscription';
export * from './social-account';
export * from './publish-result';
export * from './reel-errors';
export * from './status-poller';
export * from './retry-fetch';
export * from './scheduled-time';
export * from './media';
export * from './team-roles';
export * from './content';
export { sleep } from './sleep';
