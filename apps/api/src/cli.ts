import { commands as registeredCommands } from './cliCommands';
import { CliUsageError, type CliCommands } from './cliTypes';
import { makeDeps, type AppDeps } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createMailer } from './mail/mailer';
import { isEntryPoint, startFailureMessage } from './runtime';

/** Splits `argv` (after the command) into positional arguments and `--flags`. */
export function parseArgs(argv: string[]): {
  args: string[];
  flags: Record<string, string | boolean>;
} {
  const args: string[] = [];
  const flags: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const item = argv[i]!;
    if (item === '--') {
      args.push(...argv.slice(i + 1));
      break;
    }
    if (!item.startsWith('--') || item === '--') {
      args.push(item);
      continue;
    }
    const eq = item.indexOf('=');
    if (eq !== -1) {
      flags[item.slice(2, eq)] = item.slice(eq + 1);
      continue;
    }
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags[item.slice(2)] = next;
      i++;
    } else {
      flags[item.slice(2)] = true;
    }
  }
  return { args, flags };
}

/** The text of `help`: every command with its usage and summary. */
export function helpText(commands: CliCommands): string {
  const lines = [
    'Usage: node dist/cli.js <command> [arguments] [--flags]',
    '       (pnpm --filter @altalena/api cli <command> …)',
    '',
    'The CLI opens the database like the server (DATA_DIR or DATABASE_URL from the environment).',
    'With the embedded database, stop the server first: PGlite allows one process per DATA_DIR.',
    '',
    'Commands:',
    '  help                       this list',
  ];
  for (const [name, command] of Object.entries(commands).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${`${name} ${command.usage ?? ''}`.trim()}`);
    lines.push(`      ${command.summary}`);
  }
  return lines.join('\n');
}

/** Runs one command line; returns the exit code. */
export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  commands: CliCommands = registeredCommands,
  print: (line: string) => void = (line) => console.info(line),
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    print(helpText(commands));
    return name ? 0 : 2;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    console.error(`Unknown command "${name}".\n`);
    print(helpText(commands));
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(
        `${error.message}\nThe CLI cannot open the embedded database while the server runs: stop the server, ` +
          'run the command, then start the server again.',
      );
      return 1;
    }
    console.error(startFailureMessage(error));
    return 1;
  }
  let deps: AppDeps | undefined;
  try {
    await migrate(database);
    deps = makeDeps({ config, database, mailer: createMailer(config) });
    const { args, flags } = parseArgs(rest);
    const code = await command.run({ deps, args, flags, print });
    return typeof code === 'number' ? code : 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      console.error(`${error.message}\nUsage: ${`${name} ${command.usage ?? ''}`.trim()}`);
      return 2;
    }
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    deps?.files.close();
    await database.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(startFailureMessage(error));
      process.exit(1);
    },
  );
}
