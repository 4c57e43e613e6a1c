import { describe, expect, it } from 'vitest';
import { inChunkOrder, type StyledChunk } from './app-stylesheets';

const chunk = (fileName: string, imports: string[], css: string[], isEntry = false): StyledChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});
const sheet = (name: string) => ({ href: `/${name}`, css: `/* ${name} */` });

describe('inChunkOrder', () => {
  it('puts each chunk’s stylesheet after those of the chunks it imports, the entry’s first', () => {
    const bundle = Object.fromEntries(
      [
        chunk('PublishPage.js', ['ui.js', 'Button.js'], ['PublishPage.css']),
        chunk('ui.js', ['Button.js'], ['ui.css']),
        chunk('Button.js', [], ['Button.css']),
        chunk('index.js', ['app.js'], ['index.css'], true),
        chunk('app.js', [], ['app.css']),
      ].map((file) => [file.fileName, file]),
    );
    const built = ['other.css', 'PublishPage.css', 'ui.css', 'Button.css', 'index.css', 'app.css'].map(sheet);
    expect(inChunkOrder(bundle, built, '/').map((each) => each.href)).toEqual([
      '/app.css',
      '/index.css',
      '/Button.css',
      '/ui.css',
      '/PublishPage.css',
      '/other.css',
    ]);
  });
});
