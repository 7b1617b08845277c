import { resourceQueries } from '@altalena/api-client';
import type { InspectionDetail } from '@altalena/contracts';
import { Button, Dialog, Icon, Link, cx } from '@altalena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useResources } from '../../scaffold/useResources';
import { itemName } from '../../shared/inspectionItems/itemName';
import { errorMessage } from '../../scaffold/errorMessage';
import { failureOf, type OutboxEntry } from '../outbox';
import { useOnline, useOutbox, useOutboxEntries } from '../OutboxProvider';
import { addInlineHost, inlineHostCount, subscribeInlineHosts } from './inlineHosts';
import * as styles from './SyncIndicator.css';

/** What the list says of an entry's inspection, as far as this device knows it. */
export type InspectionLabel = (inspectionId: number) => InspectionDetail | undefined;

/** Props of {@link SyncIndicatorView}. */
export interface SyncIndicatorViewProps {
  /** The changes that wait, in order. */
  entries: readonly OutboxEntry[];
  online: boolean;
  /** The change being sent now. */
  sending?: number;
  /**
   * The inspection of an entry, from the cache, to name it and its item; without it the list names the
   * inspection by the label kept with its changes, or by its id (changes stored before labels).
   */
  inspectionOf: InspectionLabel;
  onKeepMine: (seq: number) => void;
  onRetry: (seq: number) => void;
  onDiscard: (seq: number) => void;
  /** Opens the list at once (stories). */
  defaultOpen?: boolean;
  /**
   * `floating` (default): fixed at the bottom of the screen, with room kept for it at the end of the page;
   * `inline`: in the flow of a bar that hosts it.
   */
  placement?: 'floating' | 'inline';
}

function describe(intl: IntlShape, entry: OutboxEntry, inspection?: InspectionDetail): string {
  const { change } = entry;
  switch (change.kind) {
    case 'item': {
      const item = inspection?.items.find((each) => each.id === change.itemId);
      const what =
        change.edit.outcome !== undefined && change.edit.outcome !== null
          ? intl.formatMessage({ id: `enum.itemOutcome.${change.edit.outcome}` })
          : intl.formatMessage({ id: 'sync.kind.itemEdit' });
      return intl.formatMessage(
        { id: 'sync.kind.item' },
        { item: item ? itemName(intl, item) : `#${change.itemId}`, what },
      );
    }
    case 'finding.create':
      return intl.formatMessage(
        { id: 'sync.kind.findingCreate' },
        { description: change.body.description },
      );
    case 'finding.update':
      return intl.formatMessage(
        { id: 'sync.kind.findingUpdate' },
        {
          status: change.body.status
            ? intl.formatMessage({ id: `status.finding.${change.body.status}` })
            : '',
        },
      );
    case 'photo':
      return intl.formatMessage({ id: 'sync.kind.photo' }, { name: change.filename });
    case 'complete':
      return intl.formatMessage({ id: 'sync.kind.complete' });
    case 'scan': {
      const item = inspection?.items.find((each) => each.id === change.itemId);
      return intl.formatMessage(
        { id: 'sync.kind.scan' },
        { item: item ? itemName(intl, item) : `#${change.itemId}` },
      );
    }
    case 'position':
      return intl.formatMessage({ id: `sync.kind.position.${change.body.moment}` });
  }
}

/**
 * The sync state in sight on every screen (docs/web.md#outbox): "all saved", "N changes waiting for a
 * connection" or "N changes need you", opening the list of what waits, by inspection, with the
 * choices of the changes that need the inspector.
 */
export function SyncIndicatorView({
  entries,
  online,
  sending,
  inspectionOf,
  onKeepMine,
  onRetry,
  onDiscard,
  defaultOpen = false,
  placement = 'floating',
}: SyncIndicatorViewProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const needsYou = entries.filter((entry) => entry.state.kind !== 'waiting').length;
  const waiting = entries.length - needsYou;
  const [tone, text] =
    needsYou > 0
      ? (['needsYou', intl.formatMessage({ id: 'sync.needsYou' }, { count: needsYou })] as const)
      : waiting > 0
        ? ([
            'waiting',
            intl.formatMessage(
              {
                // Failed once already (no signal, server busy): it waits, it is not on its way.
                id:
                  online &&
                  entries.every((entry) => entry.state.kind !== 'waiting' || !entry.state.attempt)
                    ? 'sync.sending'
                    : 'sync.waiting',
              },
              { count: waiting },
            ),
          ] as const)
        : (['saved', intl.formatMessage({ id: 'sync.allSaved' })] as const);
  const inspections = [...new Set(entries.map((entry) => entry.inspectionId))];
  return (
    <>
      {placement === 'floating' && <div className={styles.clearance} aria-hidden />}
      <div className={placement === 'floating' ? styles.anchor : styles.inline}>
        <Dialog
          title={intl.formatMessage({ id: 'sync.list.title' })}
          open={open}
          onOpenChange={setOpen}
          trigger={
            <button type="button" className={styles.pill({ tone, placement })} aria-live="polite">
              <Icon
                name={tone === 'saved' ? 'check' : tone === 'needsYou' ? 'alert' : 'info'}
                size="sm"
              />
              {text}
            </button>
          }
          footer={
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {intl.formatMessage({ id: 'sync.close' })}
            </Button>
          }
        >
          {entries.length === 0 ? (
            <p className={styles.note}>{intl.formatMessage({ id: 'sync.list.empty' })}</p>
          ) : (
            <div className={styles.list}>
              {!online && (
                <p className={styles.note}>{intl.formatMessage({ id: 'sync.list.offline' })}</p>
              )}
              {inspections.map((inspectionId) => {
                const inspection = inspectionOf(inspectionId);
                // Not in the cache (another screen, a new page): the name kept with its changes.
                const label = entries.find(
                  (entry) => entry.inspectionId === inspectionId && entry.label,
                )?.label;
                const number = inspection?.number ?? label?.number;
                const park = inspection?.park_name ?? label?.park;
                const title =
                  number !== undefined
                    ? intl.formatMessage({ id: 'sync.list.inspection' }, { number })
                    : intl.formatMessage({ id: 'sync.list.inspectionId' }, { id: inspectionId });
                return (
                  <section key={inspectionId} className={styles.group} aria-label={title}>
                    <h3 className={styles.groupTitle}>{title}</h3>
                    {park !== undefined && <span className={styles.state}>{park}</span>}
                    <Link href={`/inspections/${inspectionId}`} onPress={() => setOpen(false)}>
                      {intl.formatMessage({ id: 'sync.list.open' })}
                    </Link>
                    <ul className={styles.list}>
                      {entries
                        .filter((entry) => entry.inspectionId === inspectionId)
                        .map((entry) => (
                          <EntryRow
                            key={entry.seq}
                            entry={entry}
                            label={describe(intl, entry, inspection)}
                            sending={sending === entry.seq}
                            onKeepMine={onKeepMine}
                            onRetry={onRetry}
                            onDiscard={onDiscard}
                          />
                        ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          )}
        </Dialog>
      </div>
    </>
  );
}

function EntryRow({
  entry,
  label,
  sending,
  onKeepMine,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  label: string;
  sending: boolean;
} & Pick<SyncIndicatorViewProps, 'onKeepMine' | 'onRetry' | 'onDiscard'>) {
  const intl = useIntl();
  const { state } = entry;
  return (
    <li className={styles.entry}>
      <span>{label}</span>
      {state.kind === 'waiting' ? (
        <p className={styles.state}>
          {intl.formatMessage({ id: sending ? 'sync.state.sending' : 'sync.state.waiting' })}
        </p>
      ) : (
        <>
          <p className={cx(styles.state, styles.problem)}>
            {state.kind === 'conflict'
              ? intl.formatMessage({ id: 'sync.state.conflict' })
              : intl.formatMessage(
                  { id: 'sync.state.refused' },
                  { reason: errorMessage(intl, failureOf(state)) },
                )}
          </p>
          <div className={styles.actions}>
            {state.kind === 'conflict' ? (
              <Button size="sm" onPress={() => onKeepMine(entry.seq)}>
                {intl.formatMessage({ id: 'sync.keepMine' })}
              </Button>
            ) : (
              <Button size="sm" onPress={() => onRetry(entry.seq)}>
                {intl.formatMessage({ id: 'sync.retry' })}
              </Button>
            )}
            <Button size="sm" variant="secondary" onPress={() => onDiscard(entry.seq)}>
              {intl.formatMessage({
                id: state.kind === 'conflict' ? 'sync.useTheirs' : 'sync.discard',
              })}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

/** Props of {@link SyncIndicator}. */
export interface SyncIndicatorProps {
  /** `inline` in a bar at the bottom of the screen; the floating one then stands down. */
  placement?: 'floating' | 'inline';
}

/** {@link SyncIndicatorView} on the user's outbox (inside the OutboxProvider). */
export function SyncIndicator({ placement = 'floating' }: SyncIndicatorProps) {
  const outbox = useOutbox();
  const entries = useOutboxEntries();
  const online = useOnline();
  const queryClient = useQueryClient();
  const resources = useResources();
  // Until the stored changes are read, "all saved" would be a claim the page cannot make.
  const loaded = useSyncExternalStore(outbox.subscribe, outbox.isLoaded, () => false);
  const inlineHosts = useSyncExternalStore(subscribeInlineHosts, inlineHostCount, () => 0);
  useEffect(() => (placement === 'inline' ? addInlineHost() : undefined), [placement]);
  if (!loaded || (placement === 'floating' && inlineHosts > 0)) return null;
  return (
    <SyncIndicatorView
      placement={placement}
      entries={entries}
      online={online}
      sending={outbox.sending}
      inspectionOf={(id) =>
        queryClient.getQueryData(resourceQueries(resources.inspections).detailKey(id))
      }
      onKeepMine={(seq) => void outbox.keepMine(seq)}
      onRetry={(seq) => void outbox.retry(seq)}
      onDiscard={(seq) => void outbox.discard(seq)}
    />
  );
}
