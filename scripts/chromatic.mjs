// `npm run chromatic` (or `pnpm chromatic`): publishes Storybook to Chromatic for visual review when the
// team has a project token.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'Chromatic needs CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com → Manage → Configure).\n' +
      'Set it and run `npm run chromatic` again. Without it, the Storybook story tests (`npm run test:stories`)\n' +
      'are the local visual and accessibility gate.',
  );
  process.exit(1);
}
// Through run.mjs: the pinned pnpm even where none is installed, and an install when node_modules is missing.
const result = spawnSync(
  process.execPath,
  [
    path.join(import.meta.dirname, 'run.mjs'),
    'pnpm',
    'exec',
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
