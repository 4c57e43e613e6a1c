// jsdom ships no types; the build parses, edits and reads pages with it (page-html.ts,
// security-headers.ts) and runs the boot script in it in tests: this is what they use.
declare module 'jsdom' {
  import type { Context } from 'node:vm';

  export interface ConstructorOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
    serialize(): string;
    getInternalVMContext(): Context;
  }
}
