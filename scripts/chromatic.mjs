// `npm run chromatic` (or `pnpm chromatic`): publishes Storybook to Chromatic for visual review when the
// team has a project token. The options are in chromatic.config.json: it builds with `build-storybook`,
// tests only the stories a change touches (TurboSnap), and fails while visual changes wait for review
// (no `--exit-zero-on-changes`), so a release is not green before a designer accepted its changes; on
// `main` the changes of a merged branch are accepted as the new baselines.
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
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
