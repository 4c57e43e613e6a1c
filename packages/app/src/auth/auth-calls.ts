import { deferred } from '@causeway/ui/utils/deferred';

/** The auth calls, loaded when a form sends (and ahead of that once a sign-in page has painted). */
export const authCalls = deferred(() => import('./calls'), 'first-paint');
