// `pnpm chromatic`: publishes Storybook to Chromatic for visual review when the team has a project token.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'Chromatic needs CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com → Manage → Configure).\n' +
      'Set it and run `pnpm chromatic` again. Without it, the Storybook story tests (`pnpm test:stories`)\n' +
      'are the local visual and accessibility gate.',
  );
  process.exit(1);
}
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
