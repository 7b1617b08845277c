// The app's global reset, as apps/web/src/main.tsx imports it, so that stories look like the app.
import '@altalena/tokens/reset.css';
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
    // The phone the field work is designed for first (DESIGN.md §6), beside Storybook's own sizes.
    viewport: {
      options: {
        phone: {
          name: 'Phone 390×844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet 820×1180',
          styles: { width: '820px', height: '1180px' },
          type: 'tablet',
        },
      },
    },
  },
} satisfies Preview;

export default preview;
