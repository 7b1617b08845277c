import type { SVGProps } from 'react';
import { cx } from '../cx';
import { icon, type IconVariants } from './Icon.css';
import { icons, type IconName } from './icons';

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  /** Which icon to draw. */
  name: IconName;
  /** `sm` (1em, follows the text), `md` (default, the icon token) or `lg`. */
  size?: IconVariants['size'];
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/** An inline SVG icon in the current text colour; decorative (aria-hidden) unless `label` is given. */
export function Icon({ name, size, label, className, ...props }: IconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      data-icon={name}
      {...props}
      {...a11y}
      className={cx(icon({ size }), className)}
    >
      {icons[name]}
    </svg>
  );
}
