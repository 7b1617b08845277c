import type { ColorMode } from '@altalena/tokens';
import { useIntl } from 'react-intl';
import { ToggleButton, composeRenderProps, type ToggleButtonProps } from 'react-aria-components';
import { cx } from '../cx';
import { Icon } from '../Icon';
import { barControl, type BarTone } from '../private/barControl.css';

/** Props of {@link ThemeToggle}. */
export interface ThemeToggleProps extends Omit<
  ToggleButtonProps,
  'isSelected' | 'defaultSelected' | 'onChange' | 'children'
> {
  /** The colour mode in use. */
  colorMode: ColorMode;
  /** Called with the colour mode the user asks for. */
  onColorModeChange: (colorMode: ColorMode) => void;
  /** Surface it sits on: `default` or `inverse` (the app's top bar). */
  tone?: BarTone;
}

/** A toggle button "Dark theme", pressed while the dark theme is on. */
export function ThemeToggle({
  colorMode,
  onColorModeChange,
  tone,
  className,
  ...props
}: ThemeToggleProps) {
  const intl = useIntl();
  const isDark = colorMode === 'dark';
  return (
    <ToggleButton
      aria-label={intl.formatMessage({ id: 'ui.themeToggle.dark' })}
      {...props}
      isSelected={isDark}
      onChange={(selected) => onColorModeChange(selected ? 'dark' : 'light')}
      className={composeRenderProps(className, (extra) => cx(barControl({ tone }), extra))}
    >
      <Icon name={isDark ? 'sun' : 'moon'} />
    </ToggleButton>
  );
}
