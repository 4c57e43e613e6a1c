#!/usr/bin/env node
// Publishes Storybook to Chromatic for visual review. Needs the network and a project token,
// so it is never part of `pnpm test`.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: nothing published. Set it to publish Storybook to Chromatic.');
  process.exit(0);
}
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
