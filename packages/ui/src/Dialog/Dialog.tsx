import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../cx';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Sentence under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Body of the dialog. */
  children?: ReactNode;
  /** Buttons at the end of the dialog. */
  footer?: ReactNode;
  /** Width: `sm`, `md` (default) or `lg`. */
  size?: styles.DialogContentVariants['size'];
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (e.g. a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Hides the close button (for dialogs that must be answered with their own buttons). */
  hideCloseButton?: boolean;
  /** Called when Escape is pressed; `event.preventDefault()` keeps the dialog open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** `alertdialog` for dialogs that interrupt to ask something (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the dialog panel. */
  className?: string;
}

/**
 * A modal dialog on Radix Dialog: focus is trapped inside, Escape and the close button close it,
 * and focus returns to the trigger (or to whatever had it before opening).
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  size,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  hideCloseButton,
  onEscapeKeyDown,
  role = 'dialog',
  className,
}: DialogProps) {
  const intl = useIntl();
  // Radix only restores focus to its own Trigger: remember the opener for controlled dialogs.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          role={role}
          className={cx(styles.content({ size }), className)}
          // Without a description Radix warns unless aria-describedby is explicitly empty.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          onEscapeKeyDown={onEscapeKeyDown}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {!hideCloseButton && (
              <RadixDialog.Close asChild>
                <IconButton
                  icon="close"
                  aria-label={intl.formatMessage({ id: 'ui.dialog.close' })}
                />
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          {children != null && <div className={styles.body}>{children}</div>}
          {footer != null && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding {@link Dialog} when its child (e.g. a Cancel button) is pressed. */
export const DialogClose = RadixDialog.Close;
