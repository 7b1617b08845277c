import type { ApiFailure, ApiResponse } from '@altalena/api-client';
import type { InspectionItem, InspectionItemPatch } from '@altalena/contracts';

/** What the inspector changed on an item and the server has not confirmed yet. */
export type ItemEdit = Pick<InspectionItemPatch, 'outcome' | 'notes'>;

/** Where an item's unsaved change stands. */
export type ItemSaveState =
  | { kind: 'saving' }
  | { kind: 'retrying'; attempt: number }
  | { kind: 'conflict'; theirs: InspectionItem }
  | { kind: 'failed'; failure: ApiFailure };

interface Pending {
  edit: ItemEdit;
  /** The item version the edit was made on: its `If-Match`. */
  version: number;
}

/** What the queue needs from the outside world (injected, so that it runs without React or a browser). */
export interface ItemSaveDeps {
  send: (itemId: number, edit: ItemEdit, version: number) => Promise<ApiResponse<InspectionItem>>;
  /** The item as the server has it now (after a 412). */
  reload: (itemId: number) => Promise<InspectionItem | undefined>;
  /** Called with every item the server confirmed. */
  saved: (item: InspectionItem) => void;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/** The localStorage key of an inspection's unsaved item changes. */
export const pendingStorageKey = (inspectionId: number) =>
  `altalena.inspection.${inspectionId}.pending`;

/** Waits between retries: 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

// A dropped connection, a server or gateway failure, or a busy server: the same edit will go through later.
const isTransient = (status: number) => status === 0 || status === 429 || status >= 500;

/**
 * The per-item save queue of the inspection page: every change is kept in localStorage until the
 * server confirms it, sent with `If-Match`, retried while the connection or the server fails, and
 * held as a conflict (never overwritten) when someone else changed the item meanwhile.
 */
export class ItemSaveQueue {
  private pending = new Map<number, Pending>();
  private states = new Map<number, ItemSaveState>();
  private inFlight = new Set<number>();
  private attempts = new Map<number, number>();
  private listeners = new Set<() => void>();
  private snapshot: ReadonlyMap<number, ItemSaveState> = new Map();

  constructor(
    private readonly inspectionId: number,
    private readonly deps: ItemSaveDeps,
  ) {
    const stored = deps.storage?.getItem(pendingStorageKey(inspectionId));
    if (stored) {
      try {
        for (const [id, entry] of Object.entries(JSON.parse(stored) as Record<string, Pending>)) {
          this.pending.set(Number(id), entry);
        }
      } catch {
        deps.storage?.removeItem(pendingStorageKey(inspectionId));
      }
    }
  }

  /** Subscribes to state changes (useSyncExternalStore). */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The save state of every item with an unsaved change. */
  getStates = (): ReadonlyMap<number, ItemSaveState> => this.snapshot;

  /** The unsaved change of an item, to show over what the server sent. */
  editOf(itemId: number): ItemEdit | undefined {
    return this.pending.get(itemId)?.edit;
  }

  /** Whether any change waits for the server. */
  get hasPending(): boolean {
    return this.pending.size > 0;
  }

  /** Records a change of an item read at `version`, and sends it. */
  change(itemId: number, edit: ItemEdit, version: number): void {
    const current = this.pending.get(itemId);
    this.pending.set(itemId, {
      edit: { ...current?.edit, ...edit },
      version: current?.version ?? version,
    });
    this.persist();
    this.attempts.delete(itemId);
    void this.flush(itemId);
  }

  /** Sends every stored change again (on load, and when the browser is back online). */
  resumeAll(): void {
    for (const itemId of this.pending.keys()) {
      if (this.states.get(itemId)?.kind !== 'conflict') void this.flush(itemId);
    }
  }

  /** After a conflict: keep this device's change, now on the other version. */
  keepMine(itemId: number): void {
    const state = this.states.get(itemId);
    const entry = this.pending.get(itemId);
    if (state?.kind !== 'conflict' || !entry) return;
    entry.version = state.theirs.version;
    this.persist();
    void this.flush(itemId);
  }

  /** After a conflict: drop this device's change and keep what the server has. */
  keepTheirs(itemId: number): void {
    const state = this.states.get(itemId);
    this.pending.delete(itemId);
    this.persist();
    this.setState(itemId, undefined);
    if (state?.kind === 'conflict') this.deps.saved(state.theirs);
  }

  private async flush(itemId: number): Promise<void> {
    if (this.inFlight.has(itemId)) return;
    const entry = this.pending.get(itemId);
    if (!entry) return;
    const sent = { ...entry.edit };
    this.inFlight.add(itemId);
    this.setState(itemId, { kind: 'saving' });
    const answer = await this.deps.send(itemId, sent, entry.version);
    this.inFlight.delete(itemId);
    const latest = this.pending.get(itemId);
    if (!answer.error) {
      this.attempts.delete(itemId);
      this.deps.saved(answer.data);
      if (latest && !sameEdit(latest.edit, sent)) {
        // Changed again while this save was on its way: send the rest on the new version.
        latest.version = answer.data.version;
        this.persist();
        void this.flush(itemId);
        return;
      }
      this.pending.delete(itemId);
      this.persist();
      this.setState(itemId, undefined);
      return;
    }
    if (answer.status === 412) {
      const theirs = await this.deps.reload(itemId);
      if (theirs && latest && matches(theirs, latest.edit)) {
        this.deps.saved(theirs);
        this.pending.delete(itemId);
        this.persist();
        this.setState(itemId, undefined);
      } else if (theirs) {
        this.setState(itemId, { kind: 'conflict', theirs });
      } else {
        this.retryLater(itemId);
      }
      return;
    }
    if (isTransient(answer.status)) {
      this.retryLater(itemId);
      return;
    }
    // Refused for good (signed meanwhile, invalid): the change stays on screen with the reason.
    this.setState(itemId, { kind: 'failed', failure: answer });
  }

  private retryLater(itemId: number) {
    const attempt = (this.attempts.get(itemId) ?? 0) + 1;
    this.attempts.set(itemId, attempt);
    this.setState(itemId, { kind: 'retrying', attempt });
    (this.deps.setTimer ?? setTimeout)(() => {
      if (this.states.get(itemId)?.kind === 'retrying') void this.flush(itemId);
    }, retryDelayMs(attempt));
  }

  private persist() {
    const { storage } = this.deps;
    if (!storage) return;
    const key = pendingStorageKey(this.inspectionId);
    try {
      if (this.pending.size === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(Object.fromEntries(this.pending)));
    } catch {
      // A full or blocked storage: the change still goes to the server, it just would not survive a reload.
    }
  }

  private setState(itemId: number, state: ItemSaveState | undefined) {
    if (state) this.states.set(itemId, state);
    else this.states.delete(itemId);
    this.snapshot = new Map(this.states);
    for (const listener of this.listeners) listener();
  }
}

const sameEdit = (a: ItemEdit, b: ItemEdit) => a.outcome === b.outcome && a.notes === b.notes;

/** Whether the server already holds the edit (someone made the same change). */
const matches = (item: InspectionItem, edit: ItemEdit) =>
  (edit.outcome === undefined || edit.outcome === item.outcome) &&
  (edit.notes === undefined || (edit.notes ?? null) === (item.notes ?? null));
