import type { ApiClient } from '@altalena/api-client';
import { FeatureMessages } from '@altalena/i18n';
import { ConfirmDialog } from '@altalena/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../app/ServicesContext';
import { openOfflineDb, removeOfflineDb } from './db';
import { forgetOutbox } from './OutboxProvider';
import { syncCatalog } from './syncCatalog';

/**
 * How many changes of a user's outbox are still on this device, read from the database itself (another
 * tab of the app may have recorded some this page has not read).
 */
export async function unsentChangeCount(userId: number): Promise<number> {
  return (await openOfflineDb(userId)).count('outbox');
}

/**
 * Removes what a user kept on this device for offline work (downloads, outbox, photos) when they sign
 * out: the outbox stops, the database is deleted (see {@link removeOfflineDb}).
 */
export async function removeUserOfflineData(
  client: ApiClient,
  userId: number,
): Promise<'deleted' | 'pending'> {
  void forgetOutbox(client, userId);
  return removeOfflineDb(userId);
}

/** Props of {@link SignOutConfirmation}. */
export interface SignOutConfirmationProps {
  /** The changes that would be lost; the dialog is open while it is set. */
  count: number | null;
  /** Signs out and discards them (the button stays pending until it settles). */
  onConfirm: () => Promise<void>;
  /** Stays signed in. */
  onCancel: () => void;
}

/** Asks before a sign-out that would lose changes not sent yet, saying how many. */
export function SignOutConfirmation(props: SignOutConfirmationProps) {
  return (
    <FeatureMessages catalog={syncCatalog}>
      <Confirmation {...props} />
    </FeatureMessages>
  );
}

function Confirmation({ count, onConfirm, onCancel }: SignOutConfirmationProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={count !== null}
      tone="danger"
      title={intl.formatMessage({ id: 'sync.signOut.title' })}
      message={intl.formatMessage({ id: 'sync.signOut.body' }, { count: count ?? 0 })}
      confirmLabel={intl.formatMessage({ id: 'sync.signOut.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'sync.signOut.stay' })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** What {@link useSignOut} gives the shell. */
export interface SignOut {
  /** Signs out with `end` (log out here, or everywhere), asking first when changes would be lost. */
  signOut: (end: () => Promise<boolean>) => Promise<void>;
  /** The question, to render in the shell. */
  confirmation: ReactNode;
}

/**
 * Sign-out of the signed-in shell (docs/web.md#signing-out): when the outbox still holds changes the
 * server has not confirmed, it first asks (they would be lost); then the session ends (`end`), `leave`
 * runs (to the login page) and the user's offline data is deleted from the device. `leave` does not wait
 * for the server's answer: the screens would go on asking meanwhile (a dashboard still loading), without
 * the token that `end` forgets as its request goes out, and be refused.
 */
export function useSignOut(userId: number, leave: () => Promise<void>): SignOut {
  const { client } = useServices();
  const [asking, setAsking] = useState<{
    count: number;
    end: () => Promise<boolean>;
  } | null>(null);
  const finish = async (end: () => Promise<boolean>) => {
    // The token is gone locally whatever the server answers (docs/spec/original-specification.md §4):
    // from the moment its request goes out.
    const ended = end();
    // The shell (its screens, its outbox and the cache's connection to the database) goes at once, and
    // before the data does.
    await leave();
    await ended;
    // A browser without IndexedDB (blocked storage) has nothing to delete.
    await removeUserOfflineData(client, userId).catch(() => undefined);
  };
  const signOut = async (end: () => Promise<boolean>) => {
    const count = await unsentChangeCount(userId).catch(() => 0);
    if (count > 0) setAsking({ count, end });
    else await finish(end);
  };
  const confirmation = (
    <SignOutConfirmation
      count={asking?.count ?? null}
      onConfirm={async () => {
        if (asking) await finish(asking.end);
      }}
      onCancel={() => setAsking(null)}
    />
  );
  return { signOut, confirmation };
}
