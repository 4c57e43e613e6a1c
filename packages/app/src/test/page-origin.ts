/**
 * In a browser a relative URL ('/api/users/login/') is resolved against the page's address. In
 * jsdom the page has an address, but `Request` is Node's, which resolves nothing: this gives it the
 * page's address to resolve against, as a browser would, so the app keeps its real '/api' base.
 */
export function resolveRequestsAgainstPage(): () => void {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  globalThis.Request = PageRequest;
  return () => {
    globalThis.Request = NodeRequest;
  };
}
