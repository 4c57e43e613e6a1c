import { fileURLToPath } from 'node:url';
import { pressedBeforeTakeoverAttribute } from '@causeway/ui/utils/pressed-before-takeover';
import { build, type BuildOptions } from 'vite';
import { storageKeys } from '../../src/lib/storage';
import { prerenderedAttribute, unrenderedAttribute } from '../../src/prerender/prerendered-page';
import { stopMarkingPressesGlobal } from '../../src/prerender/pressed-before-takeover';
import { heldSubmitAttribute } from '../../src/prerender/typed-before-takeover';
import type { BootConfig } from './boot-config';

/** What differs from page to page in a boot script's config. */
export type PageBoot = Pick<BootConfig, 'entry' | 'preloads' | 'starts' | 'stylesheets'>;

/** The name run-boot.ts reads its config from, which each page's copy of the script replaces. */
const configName = 'pageBootConfig';

/** Hides the made page while `<html>` says so (boot.ts, hideUnlessOwnPage): beside the script, in the page. */
export const hiddenPageStyle = `html[${unrenderedAttribute}] #root{display:none}`;

/**
 * Bundles and minifies the boot script (boot.ts) as one function run at once, and returns what
 * writes each page's copy of it with that page's config. Bundled apart from the app: it runs before
 * the app's scripts are asked for, from the page itself.
 */
export async function buildBootScript(target: BuildOptions['target'] = 'es2022'): Promise<(page: PageBoot) => string> {
  const result = await build({
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      target,
      minify: true,
      copyPublicDir: false,
      modulePreload: false,
      lib: { entry: fileURLToPath(new URL('run-boot.ts', import.meta.url)), formats: ['iife'], name: 'boot' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((each) => ('output' in each ? each.output : []))[0];
  if (chunk?.type !== 'chunk') throw new Error('The boot script was not built');
  const code = chunk.code.trim();
  if (code.split(configName).length !== 2) throw new Error(`The built boot script must read ${configName} once`);
  return (page) => code.replace(configName, () => scriptJson(configOf(page)));
}

/** The page's config with the names the app shares with the boot script. */
function configOf({ entry, preloads, starts, stylesheets }: PageBoot): BootConfig {
  return {
    entry,
    preloads,
    ...(stylesheets && { stylesheets }),
    // The entry and its imports are asked for anyway.
    starts: starts.map((start) => ({
      ...start,
      modules: start.modules.filter((module) => module !== entry && !preloads.includes(module)),
    })),
    accessTokenKey: storageKeys.accessToken,
    attributes: {
      prerendered: prerenderedAttribute,
      unrendered: unrenderedAttribute,
      heldSubmit: heldSubmitAttribute,
      pressed: pressedBeforeTakeoverAttribute,
    },
    stopMarkingPressesGlobal,
  };
}

/** JSON that cannot end the `<script>` element it is written into. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
