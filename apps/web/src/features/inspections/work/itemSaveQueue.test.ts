import type { ApiResponse } from '@altalena/api-client';
import type { InspectionItem } from '@altalena/contracts';
import { ItemSaveQueue, pendingStorageKey, retryDelayMs, type ItemEdit } from './itemSaveQueue';

const item = (patch: Partial<InspectionItem> = {}): InspectionItem => ({
  id: 7,
  version: 1,
  position: 1,
  toy_id: null,
  toy_code: null,
  toy_name: null,
  equipment_type: null,
  site_area: 'access',
  outcome: null,
  notes: null,
  findings: [],
  ...patch,
});

const ok = (data: InspectionItem): ApiResponse<InspectionItem> => ({
  status: 200,
  statusText: 'OK',
  error: false,
  data,
  headers: new Headers(),
});
const failure = (status: number, detail: string): ApiResponse<InspectionItem> => ({
  status,
  statusText: '',
  error: true,
  data: { detail, errors: [] },
  headers: new Headers(),
});

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

function setup(answers: ApiResponse<InspectionItem>[], server = item()) {
  const storage = memoryStorage();
  const timers: (() => void)[] = [];
  const sent: { edit: ItemEdit; version: number }[] = [];
  const saved: InspectionItem[] = [];
  const deps = {
    send: async (_itemId: number, edit: ItemEdit, version: number) => {
      sent.push({ edit, version });
      return answers.shift() ?? failure(0, 'network_error');
    },
    reload: async () => server,
    saved: (answer: InspectionItem) => void saved.push(answer),
    storage,
    setTimer: (run: () => void) => void timers.push(run),
  };
  return { queue: new ItemSaveQueue(3, deps), deps, storage, timers, sent, saved };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ItemSaveQueue', () => {
  it('sends a change with If-Match of the version read and forgets it once confirmed', async () => {
    const { queue, sent, saved, storage } = setup([ok(item({ version: 2, outcome: 'ok' }))]);
    queue.change(7, { outcome: 'ok' }, 1);
    expect(queue.getStates().get(7)).toEqual({ kind: 'saving' });
    expect(storage.getItem(pendingStorageKey(3))).toContain('"ok"');
    await settle();
    expect(sent).toEqual([{ edit: { outcome: 'ok' }, version: 1 }]);
    expect(saved.map((answer) => answer.version)).toEqual([2]);
    expect(queue.getStates().size).toBe(0);
    expect(queue.hasPending).toBe(false);
    expect(storage.getItem(pendingStorageKey(3))).toBeNull();
  });

  it('keeps a change across a dropped connection and a reload, then retries it', async () => {
    const first = setup([failure(0, 'network_error')]);
    first.queue.change(7, { outcome: 'defect', notes: 'Catena' }, 1);
    await settle();
    expect(first.queue.getStates().get(7)).toEqual({ kind: 'retrying', attempt: 1 });
    expect(retryDelayMs(1)).toBe(1000);
    expect(retryDelayMs(10)).toBe(30_000);

    // The page is reloaded: a new queue on the same storage finds the change and sends it.
    const answers = [ok(item({ version: 2, outcome: 'defect', notes: 'Catena' }))];
    const reloaded = new ItemSaveQueue(3, { ...first.deps, send: async () => answers.shift()! });
    expect(reloaded.editOf(7)).toEqual({ outcome: 'defect', notes: 'Catena' });
    reloaded.resumeAll();
    await settle();
    expect(reloaded.hasPending).toBe(false);
    expect(first.storage.getItem(pendingStorageKey(3))).toBeNull();
  });

  it('retries on a server failure until it goes through', async () => {
    const { queue, timers, sent } = setup([
      failure(503, 'unknown_server_error'),
      ok(item({ version: 2 })),
    ]);
    queue.change(7, { notes: 'x' }, 1);
    await settle();
    expect(timers).toHaveLength(1);
    timers[0]!();
    await settle();
    expect(sent).toHaveLength(2);
    expect(queue.hasPending).toBe(false);
  });

  it('holds a conflict when someone else changed the item, and overwrites only when told to', async () => {
    const theirs = item({ version: 4, outcome: 'ok' });
    const { queue, sent, saved } = setup(
      [failure(412, 'precondition_failed'), ok(item({ version: 5, outcome: 'defect' }))],
      theirs,
    );
    queue.change(7, { outcome: 'defect' }, 1);
    await settle();
    expect(queue.getStates().get(7)).toEqual({ kind: 'conflict', theirs });
    expect(sent).toHaveLength(1);
    queue.keepMine(7);
    await settle();
    expect(sent[1]).toEqual({ edit: { outcome: 'defect' }, version: 4 });
    expect(saved.at(-1)?.outcome).toBe('defect');
    expect(queue.hasPending).toBe(false);
  });

  it('drops this device’s change when the other one is kept', async () => {
    const theirs = item({ version: 4, outcome: 'ok' });
    const { queue, saved } = setup([failure(412, 'precondition_failed')], theirs);
    queue.change(7, { outcome: 'defect' }, 1);
    await settle();
    queue.keepTheirs(7);
    expect(queue.hasPending).toBe(false);
    expect(saved).toEqual([theirs]);
  });

  it('sends a second change made while the first was on its way, on the confirmed version', async () => {
    const { queue, sent } = setup([
      ok(item({ version: 2, outcome: 'defect' })),
      ok(item({ version: 3, outcome: 'defect', notes: 'Vite allentata' })),
    ]);
    queue.change(7, { outcome: 'defect' }, 1);
    queue.change(7, { notes: 'Vite allentata' }, 1);
    await settle();
    await settle();
    expect(sent).toEqual([
      { edit: { outcome: 'defect' }, version: 1 },
      { edit: { outcome: 'defect', notes: 'Vite allentata' }, version: 2 },
    ]);
    expect(queue.hasPending).toBe(false);
  });

  it('shows a refusal for good and stops sending', async () => {
    const { queue, timers } = setup([failure(409, 'inspection_signed')]);
    queue.change(7, { outcome: 'ok' }, 1);
    await settle();
    expect(queue.getStates().get(7)).toMatchObject({
      kind: 'failed',
      failure: { status: 409, data: { detail: 'inspection_signed' } },
    });
    expect(timers).toHaveLength(0);
  });
});
