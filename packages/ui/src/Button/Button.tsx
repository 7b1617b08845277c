import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { cx } from '../cx';
import { button, spinner, type ButtonVariants } from './Button.css';

/** Props of {@link Button}: react-aria's button props plus look and size. */
export interface ButtonProps extends AriaButtonProps {
  /** Look of the button: `primary` (default), `secondary`, `ghost` or `danger`. */
  variant?: ButtonVariants['variant'];
  /** Height and padding: `sm`, `md` (default) or `lg`. */
  size?: ButtonVariants['size'];
  /** Stretch to the width of its container. */
  fullWidth?: boolean;
}

/** A button; while `isPending` it shows a spinner, keeps its size and announces the wait. */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  const intl = useIntl();
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra) =>
        cx(button({ variant, size, fullWidth }), extra),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && (
            <span
              className={spinner}
              role="progressbar"
              aria-label={intl.formatMessage({ id: 'ui.button.pending' })}
            />
          )}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
