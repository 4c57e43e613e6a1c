import { onTestFinished } from 'vitest';
import { config } from '../config';

type Settings = { -readonly [Key in keyof typeof config]?: (typeof config)[Key] };

/**
 * The rest of the test runs as a build made with these settings (its VITE_ variables, as
 * src/config.ts reads them), which are put back when the test ends.
 */
export function useBuildConfig(settings: Settings): void {
  const built = { ...config };
  Object.assign(config, settings);
  onTestFinished(() => void Object.assign(config, built));
}
