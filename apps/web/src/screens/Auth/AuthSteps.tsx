import { useAuth, useAuthMachine } from '@altalena/auth';
import { newPasswordNotGuessable, resetPasswordRequest } from '@altalena/contracts';
import {
  applyServerErrors,
  Form,
  FormActions,
  FormGrid,
  FormPasswordField,
  FormTextField,
  passwordsMatch,
  useZodForm,
  type ServerErrorTarget,
} from '@altalena/forms';
import type { AnyMessageId } from '@altalena/i18n';
import { Button } from '@altalena/ui';
import type { FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import * as css from './AuthFlow.css';

/** Props of the steps that end in a valid session. */
export interface SessionStepProps {
  /** Called once the user is logged in. */
  onAuthenticated: () => void;
}

/** The username steps validate with the contract of the password calls (`{username}`). */
const usernameSchema = resetPasswordRequest;

/** A value that must be typed: the resolver reports an empty one as `validation.required`. */
const typed = z.string().min(1);

/** The form field of a server field whose name differs. */
const serverFields = { fields: { old_password: 'oldPassword' } };

/**
 * After a failed call of the step: puts the server's `error_list` entries (the auth machine's
 * `fieldErrors`) on the form's fields, as the back-office forms do; the alert above keeps the error key.
 */
function useServerFieldErrors<T extends FieldValues>(form: ServerErrorTarget<T>) {
  const machine = useAuthMachine();
  return () => void applyServerErrors(form, machine.getSnapshot().fieldErrors, serverFields);
}

/** The username form the login and the password reset begin with; what it leads to is the step's. */
function UsernameForm({
  submit,
  submitLabel,
  link,
}: {
  /** Sends the username; false when the server refused it. */
  submit: (username: string) => Promise<boolean>;
  submitLabel: AnyMessageId;
  /** The way to the other flow, under the form. */
  link: { labelId: AnyMessageId; onPress: () => void };
}) {
  const intl = useIntl();
  const auth = useAuth();
  const form = useZodForm(usernameSchema, { defaultValues: { username: auth.username } });
  const showServerErrors = useServerFieldErrors(form);
  return (
    <Form
      form={form}
      className={css.form}
      onSubmit={async ({ username }) => {
        if (!(await submit(username))) showServerErrors();
      }}
    >
      <FormGrid>
        <FormTextField
          name="username"
          label={intl.formatMessage({ id: 'web.auth.username' })}
          autoComplete="username"
          autoFocus
          isRequired
        />
        <FormActions>
          <Button type="submit" isPending={auth.pending} fullWidth>
            {intl.formatMessage({ id: submitLabel })}
          </Button>
        </FormActions>
      </FormGrid>
      <div className={css.links}>
        <Button variant="ghost" size="sm" onPress={link.onPress}>
          {intl.formatMessage({ id: link.labelId })}
        </Button>
      </div>
    </Form>
  );
}

/** State 0: the username; the server then decides between the password step and a forced change. */
export function UsernameStep() {
  const auth = useAuth();
  return (
    <UsernameForm
      submit={(username) => auth.submitUsername(username)}
      submitLabel="web.auth.continue"
      link={{ labelId: 'web.auth.forgotPassword', onPress: auth.startReset }}
    />
  );
}

const passwordSchema = z.object({ password: typed });

/** State 1: the password of the chosen user; success logs in. */
export function PasswordStep({ onAuthenticated }: SessionStepProps) {
  const intl = useIntl();
  const auth = useAuth();
  const form = useZodForm(passwordSchema, { defaultValues: { password: '' } });
  return (
    <Form
      form={form}
      className={css.form}
      onSubmit={async ({ password }) => {
        if (await auth.submitPassword(password)) onAuthenticated();
        else form.resetField('password');
      }}
    >
      {/* Lets password managers pair the password with its user. */}
      <input type="hidden" name="username" autoComplete="username" value={auth.username} />
      <FormGrid>
        <FormPasswordField
          name="password"
          label={intl.formatMessage({ id: 'web.auth.password' })}
          autoComplete="current-password"
          autoFocus
          isRequired
        />
        <FormActions>
          <Button type="submit" isPending={auth.pending} fullWidth>
            {intl.formatMessage({ id: 'web.auth.logIn' })}
          </Button>
        </FormActions>
      </FormGrid>
      <div className={css.links}>
        <Button variant="ghost" size="sm" onPress={auth.changeUser}>
          {intl.formatMessage({ id: 'web.auth.changeUser' })}
        </Button>
        <Button variant="ghost" size="sm" onPress={auth.startReset}>
          {intl.formatMessage({ id: 'web.auth.forgotPassword' })}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The new password under the contract's rules (the server checks the same ones), not guessable from the
 * username, and its repetition; shared by the forced change and the OTP reset.
 */
const newPasswordShape = (username: string) => ({
  password: newPasswordNotGuessable([username]),
  passwordRepeat: typed,
});

/** The new password (with the strength meter) and its repetition. */
function NewPasswordFields({ username }: { username: string }) {
  const intl = useIntl();
  return (
    <>
      <FormPasswordField
        name="password"
        label={intl.formatMessage({ id: 'web.auth.newPassword' })}
        autoComplete="new-password"
        showStrength
        guessableWords={[username]}
        isRequired
      />
      <FormPasswordField
        name="passwordRepeat"
        label={intl.formatMessage({ id: 'web.auth.repeatPassword' })}
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}

const newPasswordSchema = (username: string) =>
  z
    .object({ oldPassword: typed, ...newPasswordShape(username) })
    .check(passwordsMatch('passwordRepeat'));

/** Props of {@link ChangePasswordStep}. */
export interface ChangePasswordStepProps extends SessionStepProps {
  /** Shown for a logged-in user's own change: leaves the page without changing anything. */
  onCancel?: () => void;
}

/** State 2: old, new and repeated password with the strength meter; then a login with the new one. */
export function ChangePasswordStep({ onAuthenticated, onCancel }: ChangePasswordStepProps) {
  const intl = useIntl();
  const auth = useAuth();
  const form = useZodForm(newPasswordSchema(auth.username), {
    defaultValues: { oldPassword: '', password: '', passwordRepeat: '' },
  });
  const showServerErrors = useServerFieldErrors(form);
  return (
    <Form
      form={form}
      className={css.form}
      onSubmit={async ({ oldPassword, password }) => {
        if (await auth.submitForcedChange(oldPassword, password)) onAuthenticated();
        else showServerErrors();
      }}
    >
      <input type="hidden" name="username" autoComplete="username" value={auth.username} />
      <FormGrid>
        <FormPasswordField
          name="oldPassword"
          label={intl.formatMessage({ id: 'web.auth.oldPassword' })}
          autoComplete="current-password"
          autoFocus
          isRequired
        />
        <NewPasswordFields username={auth.username} />
        <FormActions>
          {onCancel && (
            <Button variant="secondary" onPress={onCancel}>
              {intl.formatMessage({ id: 'web.auth.cancel' })}
            </Button>
          )}
          <Button type="submit" isPending={auth.pending} fullWidth={!onCancel}>
            {intl.formatMessage({ id: 'web.auth.changePassword' })}
          </Button>
        </FormActions>
      </FormGrid>
      {!onCancel && (
        <div className={css.links}>
          <Button variant="ghost" size="sm" onPress={auth.back}>
            {intl.formatMessage({ id: 'web.auth.backToLogin' })}
          </Button>
        </div>
      )}
    </Form>
  );
}

/** State 3: the username whose password to reset; the server mails a one-time code. */
export function StartResetStep() {
  const auth = useAuth();
  return (
    <UsernameForm
      submit={(username) => auth.requestOtp(username)}
      submitLabel="web.auth.reset.submit"
      link={{ labelId: 'web.auth.backToLogin', onPress: auth.back }}
    />
  );
}

const otpSchema = (username: string) =>
  z.object({ otp: typed, ...newPasswordShape(username) }).check(passwordsMatch('passwordRepeat'));

/** State 4: the mailed code and the new password; success returns to the password step. */
export function OtpStep() {
  const intl = useIntl();
  const auth = useAuth();
  const form = useZodForm(otpSchema(auth.username), {
    defaultValues: { otp: '', password: '', passwordRepeat: '' },
  });
  const showServerErrors = useServerFieldErrors(form);
  return (
    <Form
      form={form}
      className={css.form}
      onSubmit={async ({ otp, password }) => {
        if (!(await auth.submitOtp(otp, password))) showServerErrors();
      }}
    >
      <input type="hidden" name="username" autoComplete="username" value={auth.username} />
      <FormGrid>
        <FormTextField
          name="otp"
          label={intl.formatMessage({ id: 'web.auth.otp' })}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
          isRequired
        />
        <NewPasswordFields username={auth.username} />
        <FormActions>
          <Button type="submit" isPending={auth.pending} fullWidth>
            {intl.formatMessage({ id: 'web.auth.otp.submit' })}
          </Button>
        </FormActions>
      </FormGrid>
      <div className={css.links}>
        <Button variant="ghost" size="sm" onPress={auth.back}>
          {intl.formatMessage({ id: 'web.auth.backToLogin' })}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          isDisabled={auth.pending}
          onPress={() => void auth.requestOtp()}
        >
          {intl.formatMessage({ id: 'web.auth.otp.resend' })}
        </Button>
      </div>
    </Form>
  );
}
