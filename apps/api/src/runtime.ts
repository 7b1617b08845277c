import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ConfigError } from './config';
import { DatabaseLockedError } from './db/client';
import { FileStoreUnreachableError } from './domain/files/store';

/** The message for a start that failed, without a stack trace for the expected failures. */
export function startFailureMessage(error: unknown): string {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof FileStoreUnreachableError
  ) {
    return error.message;
  }
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error ? error.code : undefined;
  if (code === 'EADDRINUSE') {
    return `the port is already in use (${error.message}); set PORT to a free port`;
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01' || code === '3D000') {
    return `cannot connect to DATABASE_URL: ${error.message}`;
  }
  return error.stack ?? error.message;
}

/** Whether this module is the process entry point (`node dist/server.js`), not an import. */
export function isEntryPoint(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return moduleUrl === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}
