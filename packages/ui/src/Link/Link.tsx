import {
  Link as AriaLink,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { cx } from '../cx';
import { link, type LinkVariants } from './Link.css';

/** Props of {@link Link}: react-aria's link props plus the variant. */
export interface LinkProps extends AriaLinkProps {
  /** `inline` (default, underlined, inside text) or `standalone` (on its own line or in a toolbar). */
  variant?: LinkVariants['variant'];
}

/**
 * A link; client-side navigation goes through react-aria's RouterProvider, which the app sets up,
 * so passing `href` is enough.
 */
export function Link({ variant, className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (extra) => cx(link({ variant }), extra))}
    />
  );
}
