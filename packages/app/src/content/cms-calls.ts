import { bind, cmsEndpoints } from '@causeway/api-client';
import { http } from '../http';

/**
 * The content calls alone, over the app's one transport: the public pages with text from the server
 * load the content schemas, not every domain's (api.ts).
 */
export const cms = bind(http, cmsEndpoints);
