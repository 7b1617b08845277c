import { useState, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import * as styles from './ConfirmDialog.css';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Question asked, as the dialog heading. */
  title: ReactNode;
  /** What happens if the user confirms. */
  message: ReactNode;
  /** Text of the confirm button; defaults to the catalog's "Confirm". */
  confirmLabel?: ReactNode;
  /** Text of the cancel button; defaults to the catalog's "Cancel". */
  cancelLabel?: ReactNode;
  /** `danger` for destructive actions (red confirm button) or `default`. */
  tone?: 'danger' | 'default';
  /**
   * Runs on confirm. If it returns a Promise the confirm button stays pending until it settles;
   * the dialog closes when it resolves and stays open when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the user cancels (button, Escape, close button). */
  onCancel?: () => void;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
}

/** Asks the user to confirm an action, with a pending state while the action runs. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [openState, setOpenState] = useState(defaultOpen);
  const [isPending, setPending] = useState(false);
  const open = openProp ?? openState;

  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const requestOpenChange = (next: boolean) => {
    // The running action decides whether the dialog closes.
    if (isPending) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      setOpen(false);
    } catch {
      // The caller reports the failure (e.g. a toast); the dialog stays open to retry.
      setPending(false);
    }
  };

  return (
    <Dialog
      title={title}
      size="sm"
      open={open}
      onOpenChange={requestOpenChange}
      trigger={trigger}
      hideCloseButton
      role="alertdialog"
      description={message}
      className={tone === 'danger' ? styles.danger : undefined}
      footer={
        <>
          <Button variant="ghost" isDisabled={isPending} onPress={() => requestOpenChange(false)}>
            {cancelLabel ?? intl.formatMessage({ id: 'ui.confirm.cancel' })}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            isPending={isPending}
            onPress={() => void confirm()}
          >
            {confirmLabel ?? intl.formatMessage({ id: 'ui.confirm.confirm' })}
          </Button>
        </>
      }
    />
  );
}
