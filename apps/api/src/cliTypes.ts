import type { AppDeps } from './app';

/** What a CLI command gets: the same dependencies as the server, its arguments and an output. */
export interface CliContext {
  /** Configuration, database, mailer and clock, as in `app.deps`. */
  deps: AppDeps;
  /** Positional arguments after the command name. */
  args: string[];
  /** `--name value`, `--name=value` and bare `--flag` (true) options. */
  flags: Record<string, string | boolean>;
  /** Prints one line to standard output. */
  print(line: string): void;
}

/** One command of `node dist/cli.js <command> [--flags]`. */
export interface CliCommand {
  /** One line for `help`. */
  summary: string;
  /** Arguments and flags, for `help` (e.g. `--username <name> --email <address> [--admin]`). */
  usage?: string;
  /** Runs the command; a returned number is the exit code (0 otherwise). A thrown error prints and exits 1. */
  run(context: CliContext): Promise<number | void>;
}

/** The commands by name. */
export type CliCommands = Record<string, CliCommand>;

/** A mistake in the command line: printed without a stack trace, exit code 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}
