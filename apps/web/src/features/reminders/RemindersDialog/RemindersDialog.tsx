import {
  reminderKindsOf,
  user as userSchema,
  type ReminderKind,
  type User,
} from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { Button, Dialog, Switch } from '@altalena/ui';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../../app/ServicesContext';
import { meQuery } from '../../../app/session';
import { remindersCatalog } from '../catalog';
import * as styles from './RemindersDialog.css';

/** Props of {@link RemindersDialog}. */
export interface RemindersDialogProps {
  /** Called when the user closes the dialog. */
  onClose: () => void;
}

type State =
  | { status: 'loading' }
  | { status: 'loadFailed' }
  | {
      status: 'ready';
      user: User;
      /** The kind whose change is being saved. */
      saving: ReminderKind | null;
      /** What the last save of a kind said: saved, failed, or refused because the user changed meanwhile. */
      outcome: { kind: ReminderKind; result: 'saved' | 'failed' | 'stale' } | null;
    };

/**
 * The user menu's "Reminders" dialog: a switch per kind of reminder the user's role receives, each saved
 * at once through `PATCH users/me/` with the version just read (a stale one reloads the settings).
 */
export function RemindersDialog(props: RemindersDialogProps) {
  return (
    <FeatureMessages catalog={remindersCatalog}>
      <Reminders {...props} />
    </FeatureMessages>
  );
}

function Reminders({ onClose }: RemindersDialogProps) {
  const intl = useIntl();
  const services = useServices();
  const { client, queries } = services;
  const [state, setState] = useState<State>({ status: 'loading' });

  // The signed-in routes read the user from the cache: keep it as the server answered.
  const keep = useCallback(
    (user: User) => queries.current()?.setQueryData(meQuery(services).queryKey, user),
    [queries, services],
  );

  const load = useCallback(
    async (outcome: Extract<State, { status: 'ready' }>['outcome'] = null) => {
      const answer = await client.me();
      if (answer.error) {
        setState({ status: 'loadFailed' });
        return;
      }
      keep(answer.data);
      setState({ status: 'ready', user: answer.data, saving: null, outcome });
    },
    [client, keep],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const change = async (user: User, kind: ReminderKind, on: boolean) => {
    const optOuts = on
      ? user.reminder_opt_outs.filter((other) => other !== kind)
      : [...user.reminder_opt_outs, kind];
    setState({ status: 'ready', user, saving: kind, outcome: null });
    // `If-Match` as the API client's resources write it: their module is more than this dialog needs.
    const answer = await client.patch(
      '/users/me/',
      { reminder_opt_outs: optOuts },
      { schema: userSchema, ifMatch: `"${user.version}"` },
    );
    if (!answer.error) {
      keep(answer.data);
      setState({
        status: 'ready',
        user: answer.data,
        saving: null,
        outcome: { kind, result: 'saved' },
      });
    } else if (answer.status === 412) {
      await load({ kind, result: 'stale' });
    } else {
      setState({ status: 'ready', user, saving: null, outcome: { kind, result: 'failed' } });
    }
  };

  let body;
  if (state.status === 'loading') {
    body = (
      <p className={styles.status} role="status">
        {intl.formatMessage({ id: 'reminders.loading' })}
      </p>
    );
  } else if (state.status === 'loadFailed') {
    body = (
      <div className={styles.failed}>
        <p role="alert">{intl.formatMessage({ id: 'reminders.loadFailed' })}</p>
        <Button
          variant="secondary"
          onPress={() => {
            setState({ status: 'loading' });
            void load();
          }}
        >
          {intl.formatMessage({ id: 'reminders.retry' })}
        </Button>
      </div>
    );
  } else {
    const { user, saving, outcome } = state;
    const problem = (kind: ReminderKind) => {
      if (outcome?.kind !== kind || outcome.result === 'saved') return undefined;
      return intl.formatMessage({
        id: outcome.result === 'failed' ? 'reminders.saveFailed' : 'reminders.stale',
      });
    };
    body = (
      <>
        <div className={styles.kinds} aria-busy={saving !== null}>
          {reminderKindsOf(user).map((kind) => (
            <Switch
              key={kind}
              label={intl.formatMessage({ id: `reminders.kind.${kind}` })}
              description={intl.formatMessage({ id: `reminders.kind.${kind}.description` })}
              errorMessage={problem(kind)}
              isSelected={!user.reminder_opt_outs.includes(kind)}
              isDisabled={saving !== null}
              onChange={(on) => void change(user, kind, on)}
            />
          ))}
        </div>
        <p className={styles.status} role="status">
          {saving !== null
            ? intl.formatMessage({ id: 'reminders.saving' })
            : outcome?.result === 'saved'
              ? intl.formatMessage({ id: 'reminders.saved' })
              : ''}
        </p>
      </>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: 'reminders.title' })}
      description={intl.formatMessage({ id: 'reminders.description' })}
    >
      {body}
    </Dialog>
  );
}
