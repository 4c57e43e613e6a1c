import { boot } from './boot';
import type { BootConfig } from './boot-config';

/** Written in per page: boot-script.ts puts the page's config, as JSON, in this name's place. */
declare const pageBootConfig: BootConfig;

boot(pageBootConfig);
