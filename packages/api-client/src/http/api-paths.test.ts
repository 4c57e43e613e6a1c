import { describe, expect, it } from 'vitest';
import { allCases } from '../test/all-cases';
import { apiPaths } from './api-paths';

const patterns: string[] = Object.values(apiPaths).flatMap((group) => Object.values(group));

/** A pattern as msw reads it: each `:name` one path segment. */
function matches(pattern: string, path: string): boolean {
  return new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
}

describe('apiPaths', () => {
  it('holds each path once', () => {
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('holds the path of every call the client makes', () => {
    const unknown = allCases.filter((call) => !patterns.some((pattern) => matches(pattern, call.path)));
    expect(unknown.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });

  it('holds no path the client never calls', () => {
    const unused = patterns.filter((pattern) => !allCases.some((call) => matches(pattern, call.path)));
    expect(unused).toEqual([]);
  });
});
