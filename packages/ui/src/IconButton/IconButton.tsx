import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { cx } from '../cx';
import { Icon, type IconName } from '../Icon';
import { iconButton, type IconButtonVariants } from './IconButton.css';

/** Props of {@link IconButton}: react-aria's button props, an icon and a required accessible name. */
export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label'> {
  /** The icon drawn in the button. */
  icon: IconName;
  /** What the button does, for assistive technology (the button has no visible text). */
  'aria-label': string;
  /** Look: `ghost` (default), `outline`, `primary` or `danger`. */
  variant?: IconButtonVariants['variant'];
  /** Square size: `sm`, `md` (default) or `lg`. */
  size?: IconButtonVariants['size'];
}

/** A square button showing only an icon; its accessible name comes from `aria-label`. */
export function IconButton({ icon, variant, size, className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra) => cx(iconButton({ variant, size }), extra))}
    >
      <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
    </AriaButton>
  );
}
