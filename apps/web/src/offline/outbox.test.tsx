import { createApiClient, ifMatchOf, type ApiClient, type ApiResponse } from '@altalena/api-client';
import type { Finding, InspectionDetail } from '@altalena/contracts';
import { commands } from 'vitest/browser';
import { closeOfflineDb, deleteOfflineDb, openOfflineDb } from './db';
import { Outbox, newClientId, type OutboxChange, type OutboxTransport } from './outbox';
import { migrateLegacyQueue } from './OutboxProvider';
import { createOutboxTransport } from './outboxTransport';
import { fittedSize, shrinkPhoto } from './shrinkPhoto';

// The outbox in Chromium with its real IndexedDB, against the real API server with the demo data
// (testing/apiServerCommands.ts). "No connection" is the transport answering status 0 (as the API
// client does when fetch fails) until the test lets requests through.

declare module 'vitest/browser' {
  interface BrowserCommands {
    startDemoApi: (
      origin: string,
    ) => Promise<{ baseUrl: string; username: string; password: string }>;
    stopDemoApi: (baseUrl: string) => Promise<void>;
  }
}

const USER = 9_001;
let baseUrl: string;
let client: ApiClient;

beforeAll(async () => {
  const started = await commands.startDemoApi(location.origin);
  baseUrl = started.baseUrl;
  const login = await createApiClient({ baseUrl }).login(started.username, started.password);
  if (login.error) throw new Error(`login failed: ${JSON.stringify(login.data)}`);
  const token = login.data.token;
  client = createApiClient({ baseUrl, session: { getToken: () => token, isValid: () => true } });
}, 180_000);

afterAll(async () => {
  await deleteOfflineDb(USER);
  if (baseUrl) await commands.stopDemoApi(baseUrl);
});

beforeEach(async () => {
  await deleteOfflineDb(USER);
});

const must = <T,>(answer: ApiResponse<unknown>): T => {
  if (answer.error) throw new Error(`${answer.status} ${JSON.stringify(answer.data)}`);
  return answer.data as T;
};

/** A new operational inspection of the demo park with the most open findings (carried forward). */
async function newInspection(): Promise<InspectionDetail> {
  const open = must<{ results: { park_id: number }[] }>(
    await client.get('findings/', {
      query: { status: 'open', page_size: 100 },
    }),
  );
  const counts = new Map<number, number>();
  for (const row of open.results) counts.set(row.park_id, (counts.get(row.park_id) ?? 0) + 1);
  const parkId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const created = must<{ id: number }>(
    await client.post('inspections/', { park_id: parkId, type: 'operational' }),
  );
  return must<InspectionDetail>(await client.get(`inspections/${created.id}/`));
}

const readInspection = async (id: number) =>
  must<InspectionDetail>(await client.get(`inspections/${id}/`));

/** The real transport, which answers "no connection" while `offline.now` holds, and logs what it sends. */
function flakyTransport() {
  const real = createOutboxTransport(client);
  const sent: OutboxChange['kind'][] = [];
  const offline = { now: false };
  const transport: OutboxTransport = {
    send: async (inspectionId, change, blob) => {
      if (offline.now)
        return {
          status: 0,
          statusText: '',
          error: true,
          data: { detail: 'network_error', errors: [] },
          headers: new Headers(),
        };
      sent.push(change.kind);
      return real.send(inspectionId, change, blob);
    },
    reload: (inspectionId, change) => real.reload(inspectionId, change),
  };
  return { transport, sent, offline };
}

/** A JPEG drawn in the page: `width`×`height`, its top half red (to tell up from down). */
async function jpeg(width: number, height: number): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'rgb(0, 0, 255)';
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'rgb(255, 0, 0)';
  context.fillRect(0, 0, width, height / 2);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
  return new File([blob], 'foto.jpg', { type: 'image/jpeg' });
}

const noTimers = () => undefined;

describe('Outbox', () => {
  it('sends nothing once closed, not even the changes that waited behind the one on its way', async () => {
    const sent: number[] = [];
    let answerFirst!: () => void;
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    const transport: OutboxTransport = {
      send: async (_inspectionId, change) => {
        if (change.kind === 'item') sent.push(change.itemId);
        if (sent.length === 1) await firstAnswered;
        return { status: 200, statusText: 'OK', error: false, data: null, headers: new Headers() };
      },
      reload: async () => undefined,
    };
    const outbox = new Outbox(openOfflineDb(USER), transport, { setTimer: noTimers });
    for (const itemId of [1, 2, 3])
      await outbox.add(1, { kind: 'item', itemId, edit: { outcome: 'ok' }, version: 1 });
    await vi.waitFor(() => expect(sent).toEqual([1]));
    // E.g. the user signed out, or the story that made the changes is over.
    const stopped = outbox.close();
    answerFirst();
    await stopped;
    expect(sent).toEqual([1]);
  });

  it('keeps everything recorded offline across a closed page, then sends it in order once, with the finding’s server id for its photo and re-check', async () => {
    const inspection = await newInspection();
    const [first, second] = inspection.items;
    const page1 = flakyTransport();
    page1.offline.now = true;
    const outbox = new Outbox(openOfflineDb(USER), page1.transport, { setTimer: noTimers });
    await outbox.add(inspection.id, {
      kind: 'item',
      itemId: first!.id,
      edit: { outcome: 'defect' },
      version: first!.version,
    });
    const clientId = newClientId('finding');
    await outbox.add(inspection.id, {
      kind: 'finding.create',
      clientId,
      body: {
        item_id: first!.id,
        description: 'Catena usurata',
        risk_level: 'high',
        recommended_action: 'repair',
        timeframe: '48h',
      },
    });
    const photo = await shrinkPhoto(await jpeg(4000, 3000));
    await outbox.add(
      inspection.id,
      {
        kind: 'photo',
        clientId: newClientId('photo'),
        findingId: clientId,
        filename: photo.name,
        type: photo.type,
      },
      photo,
    );
    await outbox.add(inspection.id, {
      kind: 'finding.update',
      findingId: clientId,
      body: { status: 'resolved' },
      version: 0,
    });
    await outbox.add(inspection.id, {
      kind: 'item',
      itemId: second!.id,
      edit: { outcome: 'ok', notes: 'Tutto a posto' },
      version: second!.version,
    });
    // A second tap on the first item joins its unsent edit instead of queuing another request.
    await outbox.add(inspection.id, {
      kind: 'item',
      itemId: first!.id,
      edit: { notes: 'Maglia consumata' },
      version: first!.version,
    });
    await outbox.flush();
    expect(page1.sent).toEqual([]);
    expect(outbox.getEntries().map((entry) => entry.change.kind)).toEqual([
      'item',
      'finding.create',
      'photo',
      'finding.update',
      'item',
    ]);

    // The page is closed; a new one opens the same database and finds every change, in order.
    await closeOfflineDb(USER);
    const page2 = flakyTransport();
    const reopened = new Outbox(openOfflineDb(USER), page2.transport, { setTimer: noTimers });
    await reopened.ready();
    expect(reopened.getEntries().map((entry) => entry.change.kind)).toEqual([
      'item',
      'finding.create',
      'photo',
      'finding.update',
      'item',
    ]);
    expect(reopened.getEntries()[0]!.change).toMatchObject({
      edit: { outcome: 'defect', notes: 'Maglia consumata' },
    });
    await reopened.flush();
    expect(page2.sent).toEqual(['item', 'finding.create', 'photo', 'finding.update', 'item']);
    expect(reopened.getEntries()).toEqual([]);
    expect(await (await openOfflineDb(USER)).count('blobs')).toBe(0);

    const stored = await readInspection(inspection.id);
    const firstItem = stored.items.find((item) => item.id === first!.id)!;
    expect([firstItem.outcome, firstItem.notes]).toEqual(['defect', 'Maglia consumata']);
    const secondItem = stored.items.find((item) => item.id === second!.id)!;
    expect([secondItem.outcome, secondItem.notes]).toEqual(['ok', 'Tutto a posto']);
    const finding = firstItem.findings.find(
      (each: Finding) => each.description === 'Catena usurata',
    );
    expect(finding?.status).toBe('resolved');
    const photos = must<{ results: { filename: string; size: number }[] }>(
      await client.get('files/', {
        query: { owner_type: 'finding', owner_id: finding!.id, kind: 'photo' },
      }),
    );
    // The server keeps its own re-encoding of it (metadata stripped), not the bytes sent.
    expect(photos.results.map((each) => each.filename)).toEqual([photo.name]);
  });

  it('sends photos queued with a new finding to the finding’s server id, even while online', async () => {
    const inspection = await newInspection();
    const { transport, sent } = flakyTransport();
    const outbox = new Outbox(openOfflineDb(USER), transport, { setTimer: noTimers });
    const clientId = newClientId('finding');
    const photo = await shrinkPhoto(await jpeg(800, 600));
    await outbox.addAll(inspection.id, [
      {
        change: {
          kind: 'finding.create',
          clientId,
          body: {
            item_id: inspection.items[0]!.id,
            description: 'Sedile crepato',
            risk_level: 'medium',
            recommended_action: 'replace_part',
          },
        },
      },
      {
        change: {
          kind: 'photo',
          clientId: newClientId('photo'),
          findingId: clientId,
          filename: 'sedile.jpg',
          type: 'image/jpeg',
        },
        blob: photo,
      },
    ]);
    await outbox.flush();
    expect(sent).toEqual(['finding.create', 'photo']);
    expect(outbox.getEntries()).toEqual([]);
    const finding = (await readInspection(inspection.id)).items[0]!.findings.find(
      (each) => each.description === 'Sedile crepato',
    );
    const photos = must<{ results: unknown[] }>(
      await client.get('files/', {
        query: { owner_type: 'finding', owner_id: finding!.id, kind: 'photo' },
      }),
    );
    expect(photos.results).toHaveLength(1);
  });

  it('keeps a photo the busy server answers 503 server_busy, and sends it again after its Retry-After', async () => {
    const inspection = await newInspection();
    const finding = must<Finding>(
      await client.post(`inspections/${inspection.id}/findings/`, {
        item_id: inspection.items[0]!.id,
        description: 'Catena usurata',
        risk_level: 'low',
        recommended_action: 'monitor',
      }),
    );
    const real = createOutboxTransport(client);
    // The server's answer while its photo queue is full (docs/api.md#files): nothing kept, come back in 9 s.
    let busy = true;
    const transport: OutboxTransport = {
      send: async (inspectionId, change, blob) =>
        busy && change.kind === 'photo'
          ? {
              status: 503,
              statusText: 'Service Unavailable',
              error: true,
              data: { detail: 'server_busy', errors: [] },
              headers: new Headers({ 'retry-after': '9' }),
            }
          : real.send(inspectionId, change, blob),
      reload: (inspectionId, change) => real.reload(inspectionId, change),
    };
    const timers: { run: () => void; ms: number }[] = [];
    const outbox = new Outbox(openOfflineDb(USER), transport, {
      setTimer: (run, ms) => timers.push({ run, ms }),
    });
    const clientId = newClientId('photo');
    await outbox.add(
      inspection.id,
      {
        kind: 'photo',
        clientId,
        findingId: finding.id,
        filename: 'catena.jpg',
        type: 'image/jpeg',
      },
      await shrinkPhoto(await jpeg(800, 600)),
    );
    await outbox.flush();
    // Waiting, not refused: the photo and its bytes stay, and the next try follows the server's wait.
    expect(outbox.getEntries().map((entry) => entry.state.kind)).toEqual(['waiting']);
    expect(await outbox.blobOf(clientId)).toBeInstanceOf(Blob);
    expect(timers.map((timer) => timer.ms)).toEqual([9000]);

    busy = false;
    timers[0]!.run();
    // The real server resizes the photo now: a condition, with the budget of the other browser tests' waits.
    await vi.waitFor(() => expect(outbox.getEntries()).toEqual([]), { timeout: 10_000 });
    expect(await outbox.blobOf(clientId)).toBeUndefined();
    const photos = must<{ results: unknown[] }>(
      await client.get('files/', {
        query: { owner_type: 'finding', owner_id: finding.id, kind: 'photo' },
      }),
    );
    expect(photos.results).toHaveLength(1);
  });

  it('says it has read the stored changes only once it has (an empty list before that is not "all saved")', async () => {
    const { transport } = flakyTransport();
    const outbox = new Outbox(openOfflineDb(USER), transport, { setTimer: noTimers });
    expect(outbox.isLoaded()).toBe(false);
    await outbox.ready();
    expect(outbox.isLoaded()).toBe(true);
  });

  it('completes the inspection after the item outcomes queued before it, on the version they left', async () => {
    const inspection = await newInspection();
    const { transport, sent, offline } = flakyTransport();
    offline.now = true;
    const outbox = new Outbox(openOfflineDb(USER), transport, { setTimer: noTimers });
    for (const item of inspection.items) {
      await outbox.add(inspection.id, {
        kind: 'item',
        itemId: item.id,
        edit: { outcome: 'ok' },
        version: item.version,
      });
    }
    // Completing needs every finding carried forward re-checked in this inspection.
    const carried = inspection.items.flatMap((item) =>
      item.findings.filter((finding) => finding.carried_from_id !== null),
    );
    for (const finding of carried) {
      await outbox.add(inspection.id, {
        kind: 'finding.update',
        findingId: finding.id,
        body: { status: 'open' },
        version: finding.version,
      });
    }
    await outbox.add(inspection.id, { kind: 'complete', version: inspection.version });
    offline.now = false;
    await outbox.flush();
    expect(sent).toEqual([
      ...inspection.items.map(() => 'item'),
      ...carried.map(() => 'finding.update'),
      'complete',
    ]);
    expect(outbox.getEntries()).toEqual([]);
    expect((await readInspection(inspection.id)).status).toBe('completed');
  });

  it('holds a 412 as a conflict with what the server has, and sends mine on its version when told to', async () => {
    const inspection = await newInspection();
    const item = inspection.items[0]!;
    // Someone else records the item meanwhile.
    const theirs = must<{ version: number }>(
      await client.patch(
        `inspections/${inspection.id}/items/${item.id}/`,
        { outcome: 'not_inspectable' },
        { ifMatch: ifMatchOf(item.version) },
      ),
    );
    const { transport, sent } = flakyTransport();
    const outbox = new Outbox(openOfflineDb(USER), transport, { setTimer: noTimers });
    const entry = await outbox.add(inspection.id, {
      kind: 'item',
      itemId: item.id,
      edit: { outcome: 'defect' },
      version: item.version,
    });
    await outbox.flush();
    const [held] = outbox.getEntries();
    expect(held?.state).toMatchObject({
      kind: 'conflict',
      theirs: { outcome: 'not_inspectable', version: theirs.version },
    });
    // The conflict survives a reload.
    await closeOfflineDb(USER);
    const reopened = new Outbox(openOfflineDb(USER), transport, { setTimer: noTimers });
    await reopened.ready();
    expect(reopened.getEntries()[0]?.state.kind).toBe('conflict');
    await reopened.keepMine(entry.seq);
    expect(sent).toEqual(['item', 'item']);
    expect(reopened.getEntries()).toEqual([]);
    const stored = await readInspection(inspection.id);
    expect(stored.items[0]!.outcome).toBe('defect');
  });

  it('keeps a change the server refuses (400) on its item, goes on with the others, and sends it again once corrected', async () => {
    const inspection = await newInspection();
    const [first, second] = inspection.items;
    const { transport, sent } = flakyTransport();
    const outbox = new Outbox(openOfflineDb(USER), transport, { setTimer: noTimers });
    await outbox.add(inspection.id, {
      kind: 'item',
      itemId: first!.id,
      edit: { notes: 'x'.repeat(5001) },
      version: first!.version,
    });
    await outbox.add(inspection.id, {
      kind: 'item',
      itemId: second!.id,
      edit: { outcome: 'ok' },
      version: second!.version,
    });
    await outbox.flush();
    expect(sent).toEqual(['item', 'item']);
    const [refused] = outbox.getEntries();
    expect(refused?.state).toMatchObject({ kind: 'refused', status: 400 });
    expect((await readInspection(inspection.id)).items[1]!.outcome).toBe('ok');

    // The inspector shortens the notes: the corrected edit goes.
    await outbox.add(inspection.id, {
      kind: 'item',
      itemId: first!.id,
      edit: { notes: 'Note accorciate' },
      version: first!.version,
    });
    await outbox.flush();
    expect(outbox.getEntries()).toEqual([]);
    expect((await readInspection(inspection.id)).items[0]!.notes).toBe('Note accorciate');
  });

  it('drops a refused finding with the photos queued for it when the inspector discards it', async () => {
    const inspection = await newInspection();
    const { transport } = flakyTransport();
    const outbox = new Outbox(openOfflineDb(USER), transport, { setTimer: noTimers });
    const clientId = newClientId('finding');
    // An item of another inspection: the server refuses it.
    const entry = await outbox.add(inspection.id, {
      kind: 'finding.create',
      clientId,
      body: {
        item_id: 999_999,
        description: 'x',
        risk_level: 'low',
        recommended_action: 'monitor',
      },
    });
    const photo = await jpeg(40, 30);
    await outbox.add(
      inspection.id,
      {
        kind: 'photo',
        clientId: newClientId('photo'),
        findingId: clientId,
        filename: 'a.jpg',
        type: 'image/jpeg',
      },
      photo,
    );
    await outbox.flush();
    expect(outbox.getEntries().map((each) => [each.change.kind, each.state.kind])).toEqual([
      ['finding.create', 'refused'],
      ['photo', 'waiting'],
    ]);
    await outbox.discard(entry.seq);
    expect(outbox.getEntries()).toEqual([]);
    expect(await (await openOfflineDb(USER)).count('blobs')).toBe(0);
  });

  it('keeps with each change how its inspection was named when it was made; changes stored before that read as before', async () => {
    const { transport, offline } = flakyTransport();
    offline.now = true;
    // A change stored by an earlier version of the app: no label.
    await (
      await openOfflineDb(USER)
    ).add('outbox', {
      inspectionId: 7,
      kind: 'complete',
      createdAt: new Date().toISOString(),
      payload: { kind: 'complete', version: 3 },
      state: { kind: 'waiting', attempt: 0 },
    });
    const labelOf = (id: number) =>
      id === 8 ? { number: '2026/0058', park: 'Parco Sempione' } : undefined;
    const outbox = new Outbox(openOfflineDb(USER), transport, { setTimer: noTimers, labelOf });
    await outbox.add(8, { kind: 'item', itemId: 81, edit: { outcome: 'ok' }, version: 1 });
    await outbox.add(8, { kind: 'item', itemId: 81, edit: { notes: 'Ok' }, version: 1 });
    await outbox.add(9, { kind: 'complete', version: 1 });

    // A new page, whose cache knows none of them: the label is read back with the change.
    await closeOfflineDb(USER);
    const reopened = new Outbox(openOfflineDb(USER), transport, { setTimer: noTimers });
    await reopened.ready();
    expect(
      reopened.getEntries().map((entry) => [entry.inspectionId, entry.change.kind, entry.label]),
    ).toEqual([
      [7, 'complete', undefined],
      [8, 'item', { number: '2026/0058', park: 'Parco Sempione' }],
      [9, 'complete', undefined],
    ]);
  });

  it('moves the item edits the localStorage queue left into the outbox, once', async () => {
    const inspection = await newInspection();
    const item = inspection.items[0]!;
    const key = `altalena.inspection.${inspection.id}.pending`;
    localStorage.setItem(
      key,
      JSON.stringify({ [item.id]: { edit: { outcome: 'ok' }, version: item.version } }),
    );
    const { transport, offline } = flakyTransport();
    offline.now = true;
    const outbox = new Outbox(openOfflineDb(USER), transport, { setTimer: noTimers });
    await migrateLegacyQueue(outbox, localStorage);
    await migrateLegacyQueue(outbox, localStorage);
    expect(localStorage.getItem(key)).toBeNull();
    expect(outbox.getEntries().map((entry) => entry.change)).toEqual([
      { kind: 'item', itemId: item.id, edit: { outcome: 'ok' }, version: item.version },
    ]);
    offline.now = false;
    await outbox.flush();
    expect((await readInspection(inspection.id)).items[0]!.outcome).toBe('ok');
  });
});

describe('shrinkPhoto', () => {
  it('scales a 4000×3000 photo to 1600×1200 JPEG', async () => {
    const original = await jpeg(4000, 3000);
    const small = await shrinkPhoto(original);
    const bitmap = await createImageBitmap(small);
    expect([bitmap.width, bitmap.height, small.type]).toEqual([1600, 1200, 'image/jpeg']);
    expect(small.size).toBeLessThan(original.size);
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
  });
});
