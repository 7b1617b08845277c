import {
  parseRetryAfter,
  type ApiErrorData,
  type ApiFailure,
  type ApiResponse,
} from '@altalena/api-client';
import type {
  Finding,
  FindingPatch,
  FindingWrite,
  Inspection,
  InspectionItem,
  InspectionItemPatch,
  InspectionPositionWrite,
  ItemScanWrite,
} from '@altalena/contracts';
import type { InspectionLabel, OfflineDb, OutboxRow } from './db';

/** A finding as a change refers to it: its server id, or the client id of one created offline. */
export type FindingRef = number | string;

/** What the inspector changed on an item. */
export type ItemEdit = Pick<InspectionItemPatch, 'outcome' | 'notes'>;

/** One change recorded on this device, as the outbox keeps and sends it. */
export type OutboxChange =
  | { kind: 'item'; itemId: number; edit: ItemEdit; version: number }
  | { kind: 'finding.create'; clientId: string; body: FindingWrite }
  | { kind: 'finding.update'; findingId: FindingRef; body: FindingPatch; version: number }
  | { kind: 'photo'; clientId: string; findingId: FindingRef; filename: string; type: string }
  | { kind: 'complete'; version: number }
  | { kind: 'scan'; itemId: number; body: ItemScanWrite }
  | { kind: 'position'; body: InspectionPositionWrite };

/** What the server holds after a 412: the record to choose against. */
export type Theirs = InspectionItem | Finding | Inspection;

/** Where a change stands after its last attempt. */
export type OutboxState =
  | { kind: 'waiting'; attempt: number }
  | { kind: 'conflict'; theirs: Theirs }
  | { kind: 'refused'; status: number; data: ApiErrorData };

/** A change of the outbox with its place and state. */
export interface OutboxEntry {
  seq: number;
  inspectionId: number;
  createdAt: string;
  change: OutboxChange;
  state: OutboxState;
  /** How its inspection was named when it was made (none on changes stored before labels were kept). */
  label?: InspectionLabel;
}

/** How the outbox talks to the server (the app binds it to its API client; tests to theirs). */
export interface OutboxTransport {
  /** Sends one change; `blob` is the photo's bytes for a `photo`. */
  send(inspectionId: number, change: OutboxChange, blob?: Blob): Promise<ApiResponse<unknown>>;
  /** The record as the server holds it now, after a 412 (undefined when it cannot be read). */
  reload(inspectionId: number, change: OutboxChange): Promise<Theirs | undefined>;
}

/** Options of an {@link Outbox}. */
export interface OutboxOptions {
  /** Called with every change the server confirmed and what it answered. */
  confirmed?: (entry: OutboxEntry, answer: unknown) => void;
  /** Schedules a retry (tests run it by hand). */
  setTimer?: (run: () => void, ms: number) => unknown;
  /** Makes one tab at a time send (Web Locks); the name of the lock. */
  lockName?: string;
  /** How an inspection is named now, kept with each change made on it (the sync list names it). */
  labelOf?: (inspectionId: number) => InspectionLabel | undefined;
}

/** Waits between retries: 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

/** The longest `Retry-After` the outbox follows: a server asking for more is tried again after this. */
const MAX_RETRY_AFTER_MS = 120_000;

/**
 * How long to wait before sending again: the backoff of the attempt, or longer when the server said so
 * (`Retry-After` of a 429, or of the 503 `server_busy` of a server busy with other photos).
 */
const retryWaitMs = (attempt: number, answer?: ApiResponse<unknown>) => {
  const asked = answer ? parseRetryAfter(answer.headers.get('retry-after'), Date.now()) : undefined;
  return Math.max(retryDelayMs(attempt), Math.min(MAX_RETRY_AFTER_MS, asked ?? 0));
};

// A dropped connection, a server or gateway failure, or a busy server (429, 503): the same change will go
// through later, the photo's bytes kept until it does.
const isTransient = (status: number) => status === 0 || status === 429 || status >= 500;

let clientCounter = 0;
/** A client id for something created on this device (a finding, a photo), unique across reloads. */
export const newClientId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(clientCounter += 1).toString(36)}-${Math.random()
    .toString(36)
    .slice(2, 8)}`;

/** The failure a refused change keeps, as the app's error messages read it. */
export const failureOf = (state: Extract<OutboxState, { kind: 'refused' }>): ApiFailure => ({
  status: state.status,
  statusText: '',
  error: true,
  data: state.data,
  headers: new Headers(),
});

const toEntry = (row: OutboxRow): OutboxEntry => ({
  seq: row.seq!,
  inspectionId: row.inspectionId,
  createdAt: row.createdAt,
  change: row.payload as OutboxChange,
  state: (row.state as OutboxState | undefined) ?? { kind: 'waiting', attempt: 0 },
  ...(row.label && { label: row.label }),
});

const toRow = (entry: OutboxEntry): OutboxRow => ({
  seq: entry.seq,
  inspectionId: entry.inspectionId,
  kind: entry.change.kind,
  createdAt: entry.createdAt,
  payload: entry.change,
  state: entry.state,
  ...(entry.label && { label: entry.label }),
});

/** The finding a change depends on, while that finding exists only on this device. */
const pendingFindingOf = (change: OutboxChange): string | undefined => {
  if (change.kind === 'photo' || change.kind === 'finding.update')
    return typeof change.findingId === 'string' ? change.findingId : undefined;
  return undefined;
};

/** Whether the server already holds an item edit (someone made the same change). */
const itemMatches = (item: InspectionItem, edit: ItemEdit) =>
  (edit.outcome === undefined || edit.outcome === item.outcome) &&
  (edit.notes === undefined || (edit.notes ?? null) === (item.notes ?? null));

/**
 * The durable outbox of one user (docs/web.md#outbox): every change made on the inspection page is
 * written to IndexedDB first, shown at once, and sent in the order it was made when the connection
 * allows, with `If-Match`. A network failure, 429 or 5xx stops the sending until a retry (backoff, or
 * the answer's `Retry-After` when longer) or the `online` event; a 412 is held as a conflict and
 * another 4xx as refused, each until the inspector decides, while the changes that do not depend on it
 * go on. A finding created offline gets its server id on sync, and the changes queued for it (photos,
 * re-checks) follow.
 */
export class Outbox {
  private entries: OutboxEntry[] = [];
  private snapshot: readonly OutboxEntry[] = [];
  private listeners = new Set<() => void>();
  private inFlight: number | undefined;
  private flushing: Promise<void> | undefined;
  private again = false;
  private retryTimer = false;
  private loaded: Promise<void>;
  private readOnce = false;
  private closed = false;
  /** Client ids of findings created on the server from this page, with their server ids. */
  private serverIds = new Map<string, number>();

  constructor(
    private readonly db: Promise<OfflineDb>,
    private readonly transport: OutboxTransport,
    private readonly options: OutboxOptions = {},
  ) {
    this.loaded = this.reload();
  }

  /** Resolves once the stored changes are read. */
  ready(): Promise<void> {
    return this.loaded;
  }

  /** Reads the stored changes again (another tab may have sent some). */
  async reload(): Promise<void> {
    const rows = await (await this.db).getAll('outbox');
    this.entries = rows.map(toEntry).sort((a, b) => a.seq - b.seq);
    this.readOnce = true;
    this.publish();
  }

  /** Whether the stored changes have been read: before that an empty list does not mean all is saved. */
  isLoaded = (): boolean => this.readOnce;

  /** Subscribes to changes of the list (useSyncExternalStore). */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Every change waiting, in order. */
  getEntries = (): readonly OutboxEntry[] => this.snapshot;

  /** The change being sent now, if any. */
  get sending(): number | undefined {
    return this.inFlight;
  }

  /**
   * Records a change (and a photo's bytes) durably, then sends what waits. An item's edit joins the
   * unsent edit of the same item, if there is one, so that an item is sent once with its latest state.
   */
  async add(inspectionId: number, change: OutboxChange, blob?: Blob): Promise<OutboxEntry> {
    await this.loaded;
    const db = await this.db;
    change = this.resolved(change);
    if (change.kind === 'item') {
      const same = this.entries.find(
        (entry) =>
          entry.change.kind === 'item' &&
          entry.change.itemId === change.itemId &&
          entry.seq !== this.inFlight &&
          entry.state.kind !== 'conflict',
      );
      if (same && same.change.kind === 'item') {
        // A refused edit changed again is the inspector's correction: it is sent again.
        same.change = { ...same.change, edit: { ...same.change.edit, ...change.edit } };
        same.label ??= this.options.labelOf?.(inspectionId);
        same.state = { kind: 'waiting', attempt: 0 };
        await db.put('outbox', toRow(same));
        this.publish();
        void this.flush();
        return same;
      }
    }
    const [entry] = await this.addAll(inspectionId, [{ change, blob }]);
    return entry!;
  }

  /**
   * Records several changes in one transaction, in order, before any is sent: a finding and its photos
   * go together, so the photos are there to follow the finding's server id.
   */
  async addAll(
    inspectionId: number,
    changes: readonly { change: OutboxChange; blob?: Blob }[],
  ): Promise<OutboxEntry[]> {
    await this.loaded;
    const db = await this.db;
    const label = this.options.labelOf?.(inspectionId);
    const transaction = db.transaction(['outbox', 'blobs'], 'readwrite');
    const rows = changes.map(({ change, blob }) => {
      const resolved = this.resolved(change);
      if (blob && resolved.kind === 'photo')
        void transaction.objectStore('blobs').put(blob, resolved.clientId);
      const row: OutboxRow = {
        inspectionId,
        kind: resolved.kind,
        createdAt: new Date().toISOString(),
        payload: resolved,
        state: { kind: 'waiting', attempt: 0 },
        ...(label && { label }),
      };
      return row;
    });
    const seqs: number[] = [];
    for (const row of rows) seqs.push(await transaction.objectStore('outbox').add(row));
    await transaction.done;
    const added = rows.map((row, index) => toEntry({ ...row, seq: seqs[index] }));
    this.entries.push(...added);
    this.publish();
    void this.flush();
    return added;
  }

  /** A change naming a finding by the client id of one the server has created since: its server id. */
  private resolved(change: OutboxChange): OutboxChange {
    const ref = pendingFindingOf(change);
    const id = ref === undefined ? undefined : this.serverIds.get(ref);
    if (id === undefined) return change;
    return { ...(change as Extract<OutboxChange, { kind: 'photo' }>), findingId: id };
  }

  /** The bytes of a queued photo (its thumbnail on the page). */
  async blobOf(clientId: string): Promise<Blob | undefined> {
    return (await this.db).get('blobs', clientId);
  }

  /**
   * Sends what waits, in order, one change at a time (and one tab at a time). Resolves when nothing
   * more can go now: all sent, or stopped by the connection, or only decisions left.
   */
  flush(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      try {
        do {
          this.again = false;
          if (this.closed) return;
          await this.withLock(() => this.sendAll());
        } while (this.again);
      } catch {
        // The database went away under it (signed out, data removed): what was stored is gone too.
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  /**
   * Stops sending for good (the user signed out and the database is being deleted): no change goes out
   * after this one. A change already on its way is not waited for: signing out never hangs on a slow
   * upload; its answer finds the database closed, which the sending takes as the end. Resolves once
   * the sending under way, if any, has stopped.
   */
  close(): Promise<void> {
    this.closed = true;
    return this.flushing ?? Promise.resolve();
  }

  /** After a conflict: send this device's change again, on the version the server holds now. */
  async keepMine(seq: number): Promise<void> {
    const entry = this.entries.find((each) => each.seq === seq);
    if (!entry || entry.state.kind !== 'conflict') return;
    const { theirs } = entry.state;
    if ('version' in entry.change) entry.change = { ...entry.change, version: theirs.version };
    entry.state = { kind: 'waiting', attempt: 0 };
    await (await this.db).put('outbox', toRow(entry));
    this.publish();
    await this.flush();
  }

  /** Sends a refused change again, with the body the inspector corrected (or as it is). */
  async retry(seq: number, change?: OutboxChange): Promise<void> {
    const entry = this.entries.find((each) => each.seq === seq);
    if (!entry) return;
    if (change) entry.change = change;
    entry.state = { kind: 'waiting', attempt: 0 };
    await (await this.db).put('outbox', toRow(entry));
    this.publish();
    await this.flush();
  }

  /**
   * Drops a change (after a conflict: "use theirs"; after a refusal: "discard"), with the changes that
   * depend on it (the photos and re-checks of a finding that will not be created).
   */
  async discard(seq: number): Promise<void> {
    const entry = this.entries.find((each) => each.seq === seq);
    if (!entry || seq === this.inFlight) return;
    const dropped = [entry];
    if (entry.change.kind === 'finding.create') {
      const { clientId } = entry.change;
      dropped.push(...this.entries.filter((each) => pendingFindingOf(each.change) === clientId));
    }
    const db = await this.db;
    const transaction = db.transaction(['outbox', 'blobs'], 'readwrite');
    for (const each of dropped) {
      void transaction.objectStore('outbox').delete(each.seq);
      if (each.change.kind === 'photo')
        void transaction.objectStore('blobs').delete(each.change.clientId);
    }
    await transaction.done;
    this.entries = this.entries.filter((each) => !dropped.includes(each));
    this.publish();
    if (entry.state.kind === 'conflict') this.options.confirmed?.(entry, entry.state.theirs);
    void this.flush();
  }

  private async withLock(run: () => Promise<void>): Promise<void> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks || !this.options.lockName) return run();
    await locks.request(this.options.lockName, async () => {
      // Another tab may have sent (and removed) changes while this one waited for the lock.
      await this.reload();
      await run();
    });
  }

  private async sendAll(): Promise<void> {
    await this.loaded;
    // No connection: nothing to try until the browser says it is back (the `online` event).
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    // Client ids of findings not created yet (their changes wait); refused or conflicting ones block theirs.
    for (;;) {
      // Closed (signed out, or the story that made the changes is over): nothing more goes out.
      if (this.closed) return;
      const unresolved = new Set(
        this.entries.flatMap((each) =>
          each.change.kind === 'finding.create' ? [each.change.clientId] : [],
        ),
      );
      const next = this.entries.find((entry) => {
        if (entry.state.kind !== 'waiting') return false;
        const dependsOn = pendingFindingOf(entry.change);
        return dependsOn === undefined || !unresolved.has(dependsOn);
      });
      if (!next) return;
      const outcome = await this.sendOne(next);
      if (outcome === 'stop') return;
    }
  }

  private async sendOne(entry: OutboxEntry): Promise<'next' | 'stop'> {
    const db = await this.db;
    const blob =
      entry.change.kind === 'photo' ? await db.get('blobs', entry.change.clientId) : undefined;
    const sent = entry.change;
    this.inFlight = entry.seq;
    this.publish();
    let answer: ApiResponse<unknown>;
    try {
      answer = await this.transport.send(entry.inspectionId, sent, blob);
    } finally {
      this.inFlight = undefined;
    }
    if (!answer.error) {
      await this.confirm(entry, sent, answer.data);
      return 'next';
    }
    if (answer.status === 412) {
      const theirs = await this.transport.reload(entry.inspectionId, sent);
      if (!theirs) return this.waitAndRetry(entry);
      if (
        entry.change.kind === 'item' &&
        itemMatches(theirs as InspectionItem, entry.change.edit)
      ) {
        await this.confirm(entry, entry.change, theirs);
        return 'next';
      }
      await this.setState(entry, { kind: 'conflict', theirs });
      return 'next';
    }
    if (isTransient(answer.status)) return this.waitAndRetry(entry, answer);
    await this.setState(entry, {
      kind: 'refused',
      status: answer.status,
      data: answer.data,
    });
    return 'next';
  }

  /** The server took `sent`: remove it, and carry its new version and id to the changes after it. */
  private async confirm(entry: OutboxEntry, sent: OutboxChange, answer: unknown) {
    if (sent.kind === 'finding.create') this.serverIds.set(sent.clientId, (answer as Finding).id);
    const db = await this.db;
    const transaction = db.transaction(['outbox', 'blobs'], 'readwrite');
    const outbox = transaction.objectStore('outbox');
    const rewritten: OutboxEntry[] = [];
    const version = (answer as { version?: number } | null)?.version;
    for (const other of this.entries) {
      if (other === entry) continue;
      const change = other.change;
      if (
        change.kind === 'item' &&
        sent.kind === 'item' &&
        change.itemId === sent.itemId &&
        version !== undefined
      ) {
        other.change = { ...change, version };
        rewritten.push(other);
      } else if (sent.kind === 'finding.create' && pendingFindingOf(change) === sent.clientId) {
        const id = (answer as Finding).id;
        other.change =
          change.kind === 'finding.update'
            ? { ...change, findingId: id, version: (answer as Finding).version }
            : { ...(change as Extract<OutboxChange, { kind: 'photo' }>), findingId: id };
        rewritten.push(other);
      } else if (
        change.kind === 'finding.update' &&
        sent.kind === 'finding.update' &&
        change.findingId === sent.findingId &&
        version !== undefined
      ) {
        other.change = { ...change, version };
        rewritten.push(other);
      }
    }
    void outbox.delete(entry.seq);
    if (sent.kind === 'photo') void transaction.objectStore('blobs').delete(sent.clientId);
    // Edited again while this one was on its way (a new row): those go on the version just confirmed.
    for (const other of rewritten) void outbox.put(toRow(other));
    await transaction.done;
    this.entries = this.entries.filter((each) => each !== entry);
    this.publish();
    this.options.confirmed?.(entry, answer);
  }

  private async waitAndRetry(entry: OutboxEntry, answer?: ApiResponse<unknown>): Promise<'stop'> {
    const attempt = (entry.state.kind === 'waiting' ? entry.state.attempt : 0) + 1;
    await this.setState(entry, { kind: 'waiting', attempt });
    if (!this.retryTimer) {
      this.retryTimer = true;
      (this.options.setTimer ?? setTimeout)(
        () => {
          this.retryTimer = false;
          void this.flush();
        },
        retryWaitMs(attempt, answer),
      );
    }
    return 'stop';
  }

  private async setState(entry: OutboxEntry, state: OutboxState) {
    entry.state = state;
    await (await this.db).put('outbox', toRow(entry));
    this.publish();
  }

  private publish() {
    this.snapshot = this.entries.map((entry) => ({ ...entry }));
    for (const listener of this.listeners) listener();
  }
}
