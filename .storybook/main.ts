import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sharedViteConfig } from '../vite.shared.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    './docs/**/*.mdx',
    '../packages/*/src/**/*.mdx',
    // Each package's README as its docs page (Packages/<Name>).
    './packages/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(base) {
    const { plugins, resolve, environments } = sharedViteConfig();
    // react-vite already adds the React plugin; only vanilla-extract is ours.
    return mergeConfig(base, { plugins: plugins.slice(1), resolve, environments });
  },
};

export default config;
