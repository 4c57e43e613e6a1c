import { describe, expect, it } from 'vitest';
import { apiOrigin } from './api-preconnect';

describe('apiOrigin', () => {
  it('is the origin of an API on another host, without its path', () => {
    expect(apiOrigin('https://api.causeway.example/v1/')).toBe('https://api.causeway.example');
    expect(apiOrigin('http://127.0.0.1:4013')).toBe('http://127.0.0.1:4013');
  });

  it('is null without an API base (mock mode) or with a path on the page’s own origin', () => {
    expect(apiOrigin(undefined)).toBeNull();
    expect(apiOrigin('')).toBeNull();
    expect(apiOrigin('/api')).toBeNull();
  });
});
