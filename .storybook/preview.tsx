// The app's global reset, as apps/web/src/main.tsx imports it, so that stories look like the app.
import '@altalena/tokens/reset.css';
import { AltalenaProvider } from '@altalena/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { allModes } from './modes';

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
    a11y: {
      test: 'error',
      // Every rule still runs; axe keeps only the violations' nodes (one node per passed or incomplete rule,
      // in the panel too). Gathering and serialising every passing node was a quarter of the story tests'
      // time (measured: 54 → 40 s for three screens' files).
      options: { resultTypes: ['violations'] },
    },
    // A docs page shows each story as it first renders: a play function (opening a dialog, submitting an
    // empty form) runs only in the story's own canvas and in the story tests. Storybook's default, stated
    // so that no story or addon turns it on unnoticed (checked in .storybook/docs/static.test.ts).
    docs: { story: { autoplay: false } },
    // Only Chromatic reads these: each story is captured in every mode (modes.ts).
    chromatic: { modes: allModes },
    options: {
      // The designers' pages first, then the packages' components, then the app's screens.
      storySort: {
        order: [
          'Introduction',
          'Design principles',
          'How to review a screen',
          'Packages',
          ['Tokens', 'UI', 'Forms', 'I18n', 'Contracts', 'Api Client', 'Auth'],
          'Tokens',
          'UI',
          'Inputs',
          'Layouts',
          'Forms',
          'Screens',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
    // The phone the field work is designed for first (docs/web.md#inspection-save-queue), beside Storybook's
    // own sizes.
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
