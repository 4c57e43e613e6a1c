import { apiClientOver } from '@causeway/api-client';
import { http } from './http';

/** The one API client: every call group over the app's one transport. */
export const api = apiClientOver(http);

export type Api = typeof api;
