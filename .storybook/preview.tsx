import { AltalenaProvider } from '@altalena/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview = {
  // A docs page per component, from its JSDoc and stories.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'UI language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'it', title: 'Italiano' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'it' },
  loaders: [mswLoader()],
  decorators: [
    (Story, { globals }) => (
      <AltalenaProvider
        locale={globals.locale === 'en' ? 'en' : 'it'}
        colorMode={globals.theme === 'dark' ? 'dark' : 'light'}
      >
        <Story />
      </AltalenaProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
  },
} satisfies Preview;

export default preview;
