import { vars } from '@altalena/tokens';
import type { Decorator } from '@storybook/react-vite';

/** Story decorator: the story on the inverse surface of the top bar (for a control's `inverse` tone). */
export const withInverseSurface: Decorator = (Story) => (
  <div
    style={{
      background: vars.color.surfaceInverse,
      padding: vars.space.sm,
      display: 'inline-block',
    }}
  >
    <Story />
  </div>
);
