import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { sweepUploadTemp } from './domain/files/store';
import { createMailer } from './mail/mailer';
import { registerReminderScheduler } from './reminders/scheduler';
import { isEntryPoint, startFailureMessage } from './runtime';
import { loadDemoData } from './seed/demo';

/** A started server. */
export interface RunningServer {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** The port actually bound (differs from `PORT=0`). */
  port: number;
  /** Stops accepting requests, waits for the running ones, closes the database. */
  close(): Promise<void>;
}

/** Loads the configuration, opens and migrates the database, bootstraps and listens. */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = loadConfig(env);
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrate(database);
    const mailer = createMailer(config, { log: (line) => app?.log.info(line) });
    app = await buildApp({ config, database, mailer });
    await app.deps.files.check();
    // PGlite's lock file makes this process DATA_DIR's only user; on PostgreSQL others may share it.
    const swept = await sweepUploadTemp(config.dataDir, {
      exclusive: config.databaseUrl === undefined,
    });
    if (swept > 0) app.log.info(`removed ${swept} upload temp files left by an earlier run`);
    // Every process may run it: the delivery rows let exactly one mail each reminder.
    if (config.reminders) registerReminderScheduler(app);
    await bootstrap(app.deps);
    if (config.demoData) await loadDemoData(app.deps);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const running = app;
  let closing: Promise<void> | undefined;
  return {
    app: running,
    config,
    database,
    port,
    close() {
      closing ??= (async () => {
        try {
          await running.close();
        } finally {
          await database.close();
        }
      })();
      return closing;
    },
  };
}

async function main(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer();
  } catch (error) {
    console.error(`Altalena could not start: ${startFailureMessage(error)}`);
    process.exit(1);
  }
  console.info(`Altalena listening on http://localhost:${server.port}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C: stop waiting for open requests.
      process.exit(1);
    }
    stopping = true;
    console.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Altalena did not shut down cleanly: ${startFailureMessage(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (isEntryPoint(import.meta.url)) void main();
