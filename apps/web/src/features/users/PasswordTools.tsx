import { Button, Icon, useToast } from '@altalena/ui';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { generateInitialPassword } from './initialPassword';
import * as styles from './Users.css';

/** Generate an initial password into the `password` field, and copy it to give it to the user. */
export function PasswordTools() {
  const intl = useIntl();
  const form = useFormContext<{ password: string }>();
  return (
    <div className={styles.tools}>
      <Button
        variant="secondary"
        size="sm"
        onPress={() =>
          form.setValue('password', generateInitialPassword(), {
            shouldDirty: true,
            shouldValidate: true,
          })
        }
      >
        <Icon name="key" size="sm" />
        {intl.formatMessage({ id: 'users.form.generate' })}
      </Button>
      <CopyButton text={() => form.getValues('password')} />
    </div>
  );
}

/** Copies a text (an initial password) to the clipboard. */
export function CopyButton({ text }: { text: () => string }) {
  const intl = useIntl();
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      size="sm"
      onPress={async () => {
        const value = text();
        if (!value) return;
        await navigator.clipboard.writeText(value);
        toast.show({ tone: 'success', message: intl.formatMessage({ id: 'users.form.copied' }) });
      }}
    >
      <Icon name="copy" size="sm" />
      {intl.formatMessage({ id: 'users.form.copy' })}
    </Button>
  );
}
