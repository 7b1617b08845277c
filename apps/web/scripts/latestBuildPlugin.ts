import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** Name of the file the app polls to detect a new build (served from the root of the build). */
export const LATEST_BUILD_FILE = 'latest-build.json';

/**
 * Gives every build an id: the bundle knows it as `import.meta.env.VITE_BUILD_ID`, and the build
 * writes `latest-build.json` (`{ buildId, builtAt }`) next to the build manifest. A running app
 * whose id differs from the published one loads the page afresh on its next navigation.
 */
export function latestBuildPlugin(): Plugin {
  const builtAt = new Date().toISOString();
  const buildId = `${builtAt.replace(/\D/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`;
  let isBuild = false;
  return {
    name: 'altalena-latest-build',
    config(_config, env) {
      isBuild = env.command === 'build';
      return {
        define: {
          'import.meta.env.VITE_BUILD_ID': JSON.stringify(isBuild ? buildId : 'dev'),
        },
      };
    },
    generateBundle() {
      if (!isBuild) return;
      this.emitFile({
        type: 'asset',
        fileName: LATEST_BUILD_FILE,
        source: `${JSON.stringify({ buildId, builtAt }, null, 2)}\n`,
      });
    },
  };
}
