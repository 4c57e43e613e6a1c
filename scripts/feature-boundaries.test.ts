import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The repository's own lint config, with only the boundary rule on (the type-aware rules need files
// that exist in the program; these are written in memory).
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
  overrideConfig: { languageOptions: { parserOptions: { project: false, projectService: false } } },
});

/** The boundary errors for `code` as if it were the file at `file` (relative to packages/app/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'packages/app/src', file) });
  return (result?.messages ?? []).map((message) => message.message);
}

// Loading ESLint's config and its plugins takes seconds on a busy machine, once per file.
describe('feature boundaries in packages/app', { timeout: 60_000 }, () => {
  it('a feature may not import another feature', async () => {
    const errors = await boundaryErrors(
      'calendar/probe.ts',
      "import { queueMessages } from '../queue/messages';\nexport const probe = queueMessages;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature never imports another')]);
  });

  it('a feature may not reach into a composing layer', async () => {
    const errors = await boundaryErrors(
      'billing/probe.ts',
      "import { ShellLayout } from '../shell/ShellLayout';\nexport const probe = ShellLayout;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never the other way round')]);
  });

  it('a shared module may not import a feature', async () => {
    const errors = await boundaryErrors(
      'teams/probe.ts',
      "import { billingQueries } from '../billing/queries';\nexport const probe = billingQueries;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A shared module imports no feature')]);
  });

  it('a feature may use the shared modules, the address table and its own files', async () => {
    const errors = await boundaryErrors(
      'calendar/probe.ts',
      [
        "import { schedulerKeys } from '../scheduler/queries';",
        "import { paths } from '../routes/paths';",
        "import { teamScope } from '../teams/team-scope';",
        "import { calendarQueries } from './queries';",
        'export const probe = [schedulerKeys, paths, teamScope, calendarQueries];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('the routes and the shell may import any feature', async () => {
    const errors = await boundaryErrors(
      'shell/probe.ts',
      "import { useBillingBanner } from '../billing/use-billing-banner';\nexport const probe = useBillingBanner;\n",
    );
    expect(errors).toEqual([]);
  });
});
