import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headerRules, headersFile, inlineHashes, runtimeStyles } from './security-headers';

const hashes = { scripts: ["'sha256-script'"], styles: ["'sha256-style'"] };
const api = { apiBaseUrl: 'https://api.causeway.example/v1/' };

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  it('allows scripts from the site and the pages’ own inline scripts only, and calls to the API', () => {
    const policy = directives(contentSecurityPolicy(api, hashes));
    expect(policy['script-src']).toEqual(["'self'", "'sha256-script'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.causeway.example']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.causeway.example']);
    expect(policy['media-src']).toEqual(["'self'", 'blob:', 'https://api.causeway.example']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['require-trusted-types-for']).toEqual(["'script'"]);
    expect(policy['trusted-types']).toEqual(['dompurify']);
  });

  it('never allows script by keyword, wildcard or scheme, whatever is configured', () => {
    const policy = contentSecurityPolicy(
      {
        ...api,
        googleClientId: 'client',
        facebookAppId: 'app',
        chatbotScriptUrl: 'https://chat.example/widget.js',
        mediaOrigins: 'https://media.example',
      },
      hashes,
    );
    const scripts = directives(policy)['script-src'] ?? [];
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toContain('*');
    // Only the style attributes, which cannot run script, are allowed inline.
    expect(policy.match(/[\w-]+ [^;]*'unsafe-inline'/g)).toEqual(["style-src-attr 'unsafe-inline'"]);
    for (const source of scripts) expect(source).toMatch(/^('self'|'sha256-[^']+'|https:\/\/[a-z.]+(\/[\w/.]*)?)$/);
  });

  it('names each provider’s hosts only when the build is configured for it', () => {
    const without = directives(contentSecurityPolicy(api, hashes));
    const google = directives(contentSecurityPolicy({ ...api, googleClientId: 'client' }, hashes));
    const facebook = directives(contentSecurityPolicy({ ...api, facebookAppId: 'app' }, hashes));
    const chat = directives(contentSecurityPolicy({ ...api, chatbotScriptUrl: 'https://chat.example/w.js' }, hashes));

    expect(JSON.stringify(without)).not.toMatch(/google|facebook|chat\.example/);
    expect(google['script-src']).toContain('https://accounts.google.com/gsi/client');
    expect(google['connect-src']).toContain('https://accounts.google.com/gsi/');
    expect(JSON.stringify(google)).not.toMatch(/facebook/);
    expect(facebook['script-src']).toContain('https://connect.facebook.net');
    expect(facebook['frame-src']).toContain('https://www.facebook.com');
    expect(chat['script-src']).toContain('https://chat.example');
    // The app's script policy is named once it has scripts to sign.
    for (const policy of [google, facebook, chat])
      expect(policy['trusted-types']).toEqual(['dompurify', 'causeway-script-url']);
  });

  it('shows media from the origins named besides the API’s, and refuses anything that is not one', () => {
    const policy = directives(
      contentSecurityPolicy({ ...api, mediaOrigins: 'https://cdn.example/x, https://img.example' }, hashes),
    );
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.causeway.example',
      'https://cdn.example',
      'https://img.example',
    ]);
    expect(() => contentSecurityPolicy({ ...api, mediaOrigins: 'javascript:alert(1)' }, hashes)).toThrow(/not an http/);
  });

  it('allows React Aria’s press style by its hash, the text the installed React Aria adds', () => {
    const require = createRequire(import.meta.url);
    const components = dirname(require.resolve('react-aria-components/package.json'));
    const usePress = readFileSync(
      join(components, '..', 'react-aria', 'dist', 'private', 'interactions', 'usePress.mjs'),
      'utf8',
    ).replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, 'data-react-aria-pressable');
    for (const style of runtimeStyles) expect(usePress).toContain(style);
    const hash = `'sha256-${createHash('sha256')
      .update(runtimeStyles[0] ?? '')
      .digest('base64')}'`;
    expect(directives(contentSecurityPolicy(api, hashes))['style-src']).toContain(hash);
  });
});

describe('the headers file', () => {
  it('sets the policy and the security headers on every address, and caching by kind', () => {
    expect(headersFile(headerRules(api, hashes))).toBe(
      [
        '/*',
        `  Content-Security-Policy: ${contentSecurityPolicy(api, hashes)}`,
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
        '  Strict-Transport-Security: max-age=31536000; includeSubDomains',
        '  Cache-Control: no-cache',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ].join('\n'),
    );
  });
});

describe('the hashes of the built pages', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('are those of every inline script and style of every page, however they are written', async () => {
    dir = mkdtempSync(join(tmpdir(), 'headers-'));
    mkdirSync(join(dir, 'nested'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><script>boot()</script><STYLE>a{}</STYLE><script src="/x.js"></script></head>' +
        '<body><script type="module">go("</scr" + "ipt>")</script><template><style>b{}</style></template></body></html>',
    );
    writeFileSync(join(dir, 'nested', 'page.html'), '<script>\nboot()\r\n</script><script>boot()</script>');
    writeFileSync(join(dir, 'notes.txt'), '<script>not a page</script>');

    expect(await inlineHashes(dir)).toEqual({
      scripts: [sha('boot()'), sha('go("</scr" + "ipt>")'), sha('\nboot()\n')].sort(),
      styles: [sha('a{}'), sha('b{}')].sort(),
    });
  });

  it('stop the build when a page holds what the policy blocks', async () => {
    dir = mkdtempSync(join(tmpdir(), 'headers-'));
    writeFileSync(join(dir, 'index.html'), '<button onclick="go()">Go</button><a href=" javascript:go()">x</a>');
    await expect(inlineHashes(dir)).rejects.toThrow(/<button onclick>, <a href=" javascript:go\(\)">/);
  });
});
