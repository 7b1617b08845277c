import { mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileMaxBytes } from '@altalena/contracts';
import { buildApp } from '../src/app';
import { passwordHasher } from '../src/auth/passwords';
import { issueToken } from '../src/auth/session';
import { loadConfig } from '../src/config';
import { openDatabase, type Driver } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { customers, parks } from '../src/db/schema';
import { createMailer } from '../src/mail/mailer';
import { createUser } from '../src/users/service';

// `pnpm --filter @altalena/api bench photos`: how a server answers a light request while large photos are
// uploaded (docs/documents-and-schedules.md#photos). Not part of `npm test`.

const here = path.dirname(fileURLToPath(import.meta.url));
/** Photos uploaded at once (`BENCH_PHOTOS`). */
const photoCount = Number(process.env.BENCH_PHOTOS ?? 8);
/** Milliseconds between two requests of `auth/is-authenticated/` (`BENCH_PROBE_MS`). */
const probeIntervalMs = Number(process.env.BENCH_PROBE_MS ?? 50);
/** Megapixels of the photo at `index` as `largePhotos.mjs` makes it: 48 to 59. */
const megapixels = (index: number) => 48 + ((index * 11) % 12);

/** Generates the photos in a child process (its memory is not the server's) and reads them. */
async function largePhotos(count: number): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'altalena-bench-photos-in-'));
  try {
    execFileSync(process.execPath, [
      path.join(here, 'largePhotos.mjs'),
      dir,
      String(count),
      String(fileMaxBytes.photo),
    ]);
    return await Promise.all(
      Array.from({ length: count }, (_, index) => readFile(path.join(dir, `photo-${index}.jpg`))),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The p-th percentile of sorted numbers. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** One run's figures. */
interface PhotoBenchRow {
  driver: Driver;
  photos: number;
  megapixels: number[];
  photoMegabytes: number[];
  /** Statuses the uploads answered, in order. */
  uploadStatuses: number[];
  uploadsSeconds: number;
  idle: { p50: number; p99: number; requests: number };
  duringUploads: { p50: number; p99: number; max: number; requests: number };
  rssMb: { before: number; peak: number; afterUploads: number; settled: number };
}

/**
 * One run on an in-memory PGlite: its one connection is where image work inside a transaction stalled
 * every other request (PostgreSQL's pool of 10 hides it).
 */
async function benchPhotos(photos: Buffer[]): Promise<PhotoBenchRow> {
  const driver: Driver = 'pglite';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'altalena-bench-photos-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'web'),
  });
  const database = await openDatabase(config, { inMemory: true });
  try {
    await migrate(database);
    const now = new Date();
    const admin = await createUser(
      { db: database.db, passwords: passwordHasher },
      {
        username: 'bench-admin',
        email: 'bench@example.com',
        password: 'Bench2026!x',
        isAdmin: true,
      },
      now,
    );
    const { token } = await issueToken(database.db, admin.id, now, 24);
    const [customer] = await database.db
      .insert(customers)
      .values({
        name: 'Comune di Prova',
        customer_type: 'municipality',
        email: 'comune@example.com',
        address: 'Via Roma 1',
        city: 'Firenze',
        created_at: now,
        updated_at: now,
      })
      .returning({ id: customers.id });
    const [park] = await database.db
      .insert(parks)
      .values({
        customer_id: customer!.id,
        name: 'Parco grande',
        address: 'Via Verdi 2',
        city: 'Firenze',
        latitude: 43.77,
        longitude: 11.25,
      })
      .returning({ id: parks.id });

    const app = await buildApp({
      config,
      database,
      mailer: createMailer(config, { log: () => {} }),
      logger: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
    const headers = { authorization: `Token ${token}` };
    try {
      const probe = async (): Promise<number> => {
        const started = performance.now();
        const response = await fetch(`${base}/auth/is-authenticated/`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200)
          throw new Error(`is-authenticated answered ${response.status}`);
        return performance.now() - started;
      };
      /**
       * Sends a probe every `probeIntervalMs` (as users do, whether or not earlier answers came) while
       * `running` says so; the latencies, sorted. A stalled server thus shows in the percentiles for as
       * long as it stalls, not only in the few requests a closed loop would have in flight.
       */
      const probeWhile = async (running: () => boolean): Promise<number[]> => {
        const probes: Promise<number>[] = [];
        while (running()) {
          probes.push(probe());
          await new Promise((resolve) => setTimeout(resolve, probeIntervalMs));
        }
        return (await Promise.all(probes)).sort((a, b) => a - b);
      };

      // The idle figure: the same probes for five seconds with nothing else going on.
      const idleUntil = performance.now() + 5000;
      const idle = await probeWhile(() => performance.now() < idleUntil);

      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      let uploading = true;
      const started = performance.now();
      const uploads = Promise.all(
        photos.map(async (bytes, index) => {
          const form = new FormData();
          form.append('owner_type', 'park');
          form.append('owner_id', String(park!.id));
          form.append('kind', 'photo');
          form.append(
            'file',
            new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
            `photo-${index}.jpg`,
          );
          const response = await fetch(`${base}/files/`, { method: 'POST', headers, body: form });
          await response.arrayBuffer();
          return response.status;
        }),
      ).finally(() => {
        uploading = false;
      });
      const [uploadStatuses, during] = await Promise.all([uploads, probeWhile(() => uploading)]);
      const uploadsSeconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const rssAfterUploads = process.memoryUsage().rss;
      // What the process gives back once the work is over.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      globalThis.gc?.();
      const rssSettled = process.memoryUsage().rss;
      return {
        driver,
        photos: photos.length,
        megapixels: photos.map((_, index) => megapixels(index)),
        photoMegabytes: photos.map((bytes) => Number((bytes.length / (1024 * 1024)).toFixed(1))),
        uploadStatuses,
        uploadsSeconds: Number(uploadsSeconds.toFixed(2)),
        idle: {
          p50: Number(percentile(idle, 50).toFixed(1)),
          p99: Number(percentile(idle, 99).toFixed(1)),
          requests: idle.length,
        },
        duringUploads: {
          p50: Number(percentile(during, 50).toFixed(1)),
          p99: Number(percentile(during, 99).toFixed(1)),
          max: Number((during.at(-1) ?? 0).toFixed(1)),
          requests: during.length,
        },
        rssMb: {
          before: megabytes(rssBefore),
          peak: megabytes(peak),
          afterUploads: megabytes(rssAfterUploads),
          settled: megabytes(rssSettled),
        },
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

test('photo benchmark: auth/is-authenticated/ while large photos upload in parallel', async () => {
  const generated = performance.now();
  const photos = await largePhotos(photoCount);
  console.info(
    `${photos.length} photos of ${photos.map((_, i) => megapixels(i)).join(', ')} MP generated in ${((performance.now() - generated) / 1000).toFixed(1)} s`,
  );
  const rows = [await benchPhotos(photos)];
  console.info(JSON.stringify(rows[0], null, 2));
  const dir = path.join(here, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `photos-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`);
  console.info(`written to ${path.relative(process.cwd(), file)}`);
  expect(rows.every((row) => row.duringUploads.requests > 0)).toBe(true);
});
