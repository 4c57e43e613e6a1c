import { describe, expect, it } from 'vitest';
import { appStylesheets, type StyledFile } from './app-stylesheets';

const chunk = (fileName: string, imports: string[], css: string[], isEntry = false): StyledFile => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});
const sheet = (fileName: string): StyledFile => ({ type: 'asset', fileName, source: `/* ${fileName} */` });

describe('appStylesheets', () => {
  it('writes each chunk’s stylesheet after those of the chunks it imports, the entry’s first', () => {
    const bundle = Object.fromEntries(
      [
        chunk('PublishPage.js', ['ui.js', 'Button.js'], ['PublishPage.css']),
        chunk('ui.js', ['Button.js'], ['ui.css']),
        chunk('Button.js', [], ['Button.css']),
        chunk('index.js', ['app.js'], ['index.css'], true),
        chunk('app.js', [], ['app.css']),
        sheet('PublishPage.css'),
        sheet('ui.css'),
        sheet('Button.css'),
        sheet('index.css'),
        sheet('app.css'),
        sheet('other.css'),
      ].map((file) => [file.fileName, file]),
    );
    const { css, hrefs } = appStylesheets(bundle, '/assets/');
    expect(hrefs).toEqual([
      '/assets/app.css',
      '/assets/index.css',
      '/assets/Button.css',
      '/assets/ui.css',
      '/assets/PublishPage.css',
      '/assets/other.css',
    ]);
    expect(css.split('\n')).toEqual(hrefs.map((href) => `/* ${href.replace('/assets/', '')} */`));
  });
});
