// A real-mode build of the app and the Node mock server it talks to: what the bench and the size
// check measure. The end-to-end suite's real-mode build (playwright.config.ts) is the same build, in
// the same folder, so `pnpm test` builds it once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { realModeApi, realModeApiPort } from './real-mode-api.mjs';

export { realModeApi, realModeApiPort };

export const appDir = join(import.meta.dirname, '..', 'packages', 'app');
/** Shared with playwright.config.ts: the real-mode build (its API: real-mode-api.mjs). */
export const realModeDist = join(appDir, 'dist-real');

/** Builds real mode into `outDir` (against the mock server's address); exits the process on failure. */
export function buildRealMode(outDir = realModeDist, extraEnv = {}) {
  const build = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: appDir,
      stdio: 'inherit',
      env: { ...process.env, VITE_API_BASE_URL: realModeApi, ...extraEnv },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The real-mode build, built again only when there is none or a source file is newer (the e2e step leaves one). */
export function ensureRealModeBuild({ rebuild = false } = {}) {
  const index = join(realModeDist, 'index.html');
  if (rebuild || !existsSync(index) || newestSource() > statSync(index).mtimeMs) buildRealMode();
  return realModeDist;
}

const sourceRoots = [
  'packages/ui/src',
  'packages/api-client/src',
  'packages/app/src',
  'packages/app/index.html',
  'packages/app/vite.config.ts',
  'packages/app/public',
  'mocks/src',
];

function newestSource() {
  const root = join(appDir, '..', '..');
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const each of sourceRoots) visit(join(root, each));
  return newest;
}

/** Starts the Node mock server on the real-mode API port; call the returned function to stop it. */
export function startMockServer() {
  const server = spawn('pnpm', ['mock-server'], {
    cwd: join(appDir, '..', '..'),
    env: { ...process.env, PORT: String(realModeApiPort) },
    stdio: 'ignore',
    detached: true,
  });
  return () => {
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
}

/**
 * The demo user's session as signing in leaves it in storage (auth/sign-in.ts): the tokens and the
 * active team, which is the first of their teams on a first sign-in.
 */
export async function signInAsDemo(api = realModeApi) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const reply = await fetch(`${api}/users/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'demo@causeway.test', password: 'Demo1234' }),
      });
      if (reply.ok) {
        const { access_token, refresh_token } = await reply.json();
        const teams = await (
          await fetch(`${api}/teams/list/`, { headers: { Authorization: `Bearer ${access_token}` } })
        ).json();
        const [first] = Array.isArray(teams) ? teams : (teams.teams ?? teams.results ?? []);
        return { access_token, refresh_token, ...(first && { activeTeam: JSON.stringify(first) }) };
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The mock server at ${api} did not sign the demo user in`);
}
