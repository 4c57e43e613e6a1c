// jsdom ships no types; the build reads built pages with it (security-headers.ts) and needs only this.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
