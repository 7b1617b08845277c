import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps,
} from 'react-aria-components';
import { cx } from '../cx';
import { Icon } from '../Icon';
import * as styles from './field.css';

/** Props of {@link FieldLabel}. */
export interface FieldLabelProps extends LabelProps {
  /** Shows the required marker (the control itself carries aria-required). */
  isRequired?: boolean;
}

/** The visible label of a field; react-aria wires it to the control. */
export function FieldLabel({ isRequired, className, children, ...props }: FieldLabelProps) {
  return (
    <Label {...props} className={cx(styles.label, className)}>
      {children}
      {isRequired && (
        // The control announces "required" itself; the asterisk is only visual.
        <span className={styles.requiredMarker} aria-hidden="true" data-required-marker="" />
      )}
    </Label>
  );
}

/** Props of {@link FieldDescription}. */
export interface FieldDescriptionProps {
  children?: ReactNode;
  className?: string;
}

/** Help text under a field, wired to the control's aria-describedby. Renders nothing when empty. */
export function FieldDescription({ children, className }: FieldDescriptionProps) {
  if (children == null || children === '') return null;
  return (
    <Text slot="description" className={cx(styles.description, className)}>
      {children}
    </Text>
  );
}

/** Props of {@link FieldError}. */
export interface FieldErrorProps extends Omit<AriaFieldErrorProps, 'children'> {
  /** The message; without it react-aria's own validation errors are shown. */
  children?: ReactNode;
}

/**
 * The error message under a field, shown only while the field is invalid and wired to the control's
 * aria-describedby; an icon goes with the text so the error is not told by colour only.
 */
export function FieldError({ children, className, ...props }: FieldErrorProps) {
  return (
    <AriaFieldError
      {...props}
      className={cx(styles.errorText, typeof className === 'string' && className)}
    >
      {({ validationErrors }) => {
        const message = children ?? validationErrors.join(' ');
        return message ? (
          <>
            <Icon name="alert" size="sm" className={styles.errorIcon} />
            <span>{message}</span>
          </>
        ) : null;
      }}
    </AriaFieldError>
  );
}

/** The common props of every field primitive (label, help, error, required). */
export interface FieldChromeProps {
  /** Visible label. */
  label?: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error message under the control; when set the field is invalid. */
  errorMessage?: string;
}
