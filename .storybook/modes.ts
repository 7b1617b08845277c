// Chromatic modes (https://www.chromatic.com/docs/modes): every story is captured once per mode, each with its own
// baseline. A mode sets the preview's toolbar globals (`theme`, `locale`) and Chromatic's browser size; only
// Chromatic reads `parameters.chromatic`, so the story tests (Vitest) and the Storybook UI are unaffected.

/** The two screen sizes a release is reviewed at: the field-work phone of the preview and a laptop. */
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

type Theme = 'light' | 'dark';
type Locale = 'it' | 'en';
type Viewport = keyof typeof viewports;

/** One Chromatic mode: toolbar globals and the snapshot's viewport. */
export interface Mode {
  theme: Theme;
  locale: Locale;
  viewport: (typeof viewports)[Viewport];
}

const themes: readonly Theme[] = ['light', 'dark'];
const locales: readonly Locale[] = ['it', 'en'];

/** Every combination of theme × locale × viewport, named like `dark en phone`. */
export const allModes: Record<string, Mode> = Object.fromEntries(
  themes.flatMap((theme) =>
    locales.flatMap((locale) =>
      (Object.keys(viewports) as Viewport[]).map((viewport) => [
        `${theme} ${locale} ${viewport}`,
        { theme, locale, viewport: viewports[viewport] },
      ]),
    ),
  ),
);
