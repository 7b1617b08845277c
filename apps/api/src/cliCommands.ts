import { brokenPasswordRules, userLanguages } from '@altalena/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from './app';
import { recordAuthEvent } from './auth/audit';
import { generatePassword } from './auth/passwords';
import { CliUsageError, type CliCommands, type CliContext } from './cliTypes';
import { customers } from './db/schema';
import { isOneOf } from './http/json';
import { runReminders } from './reminders/run';
import { createUser, findUserByUsername, setUserPassword } from './users/service';

function text(context: CliContext, name: string, required: true): string;
function text(context: CliContext, name: string, required?: false): string | undefined;
function text(context: CliContext, name: string, required = false): string | undefined {
  const value = context.flags[name];
  if (value === undefined) {
    if (required) throw new CliUsageError(`--${name} is required`);
    return undefined;
  }
  if (typeof value !== 'string' || value.trim() === '')
    throw new CliUsageError(`--${name} needs a value`);
  return value;
}

function checkedPassword(password: string): string {
  const broken = brokenPasswordRules(password);
  if (broken.length > 0) {
    throw new CliUsageError(
      `the password breaks the rules (${broken.join(', ')}): 8 to 128 characters with an upper case letter, ` +
        'a lower case letter and a digit',
    );
  }
  return password;
}

const emailPattern = /^[^\s@]+@[^\s@]+$/;

async function createUserCommand(context: CliContext): Promise<number> {
  const { db, clock }: AppDeps = context.deps;
  const username = text(context, 'username', true).trim();
  if (username.length > 150) throw new CliUsageError('--username may have at most 150 characters');
  const email = text(context, 'email', true).trim();
  if (!emailPattern.test(email))
    throw new CliUsageError(`--email is not an e-mail address: ${email}`);
  const language = text(context, 'language') ?? 'it';
  if (!isOneOf(userLanguages, language)) {
    throw new CliUsageError(`--language must be one of ${userLanguages.join(', ')}`);
  }
  const customerIdText = text(context, 'customer-id');
  const customerId = customerIdText === undefined ? null : Number(customerIdText);
  if (customerId !== null && !(Number.isInteger(customerId) && customerId > 0)) {
    throw new CliUsageError('--customer-id must be a positive whole number');
  }
  const given = text(context, 'password');
  const password = given === undefined ? generatePassword() : checkedPassword(given);
  if (await findUserByUsername(db, username)) {
    context.print(`A user with username ${username} already exists.`);
    return 1;
  }
  if (customerId !== null) {
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    if (!customer) {
      context.print(`There is no customer with id ${customerId}.`);
      return 1;
    }
  }
  const now = clock.now();
  const user = await createUser(
    context.deps,
    {
      username,
      email,
      password,
      firstName: text(context, 'first-name') ?? '',
      lastName: text(context, 'last-name') ?? '',
      isAdmin: context.flags.admin === true,
      customerId,
      language,
      // An initial password is the administrator's choice, not the user's (docs/api.md#auth-and-tokens).
      mustChangePassword: context.flags['no-force-change'] !== true,
    },
    now,
  );
  await recordAuthEvent(db, {
    action: 'user_created',
    entityId: user.id,
    userId: null,
    ip: null,
    at: now,
    changes: { username, is_admin: user.is_admin, via: 'cli' },
  });
  context.print(
    `User created: id ${user.id}, username ${username}${user.is_admin ? ' (administrator)' : ''}` +
      (given === undefined ? `, password ${password}` : ''),
  );
  return 0;
}

async function resetPasswordCommand(context: CliContext): Promise<number> {
  const { db, clock }: AppDeps = context.deps;
  const username = text(context, 'username', true).trim();
  const given = text(context, 'password');
  const password = given === undefined ? generatePassword() : checkedPassword(given);
  const user = await findUserByUsername(db, username);
  if (!user) {
    context.print(`No user with username ${username}.`);
    return 1;
  }
  const now = clock.now();
  await setUserPassword(context.deps, user.id, password, now, true);
  await recordAuthEvent(db, {
    action: 'password_changed',
    entityId: user.id,
    userId: null,
    ip: null,
    at: now,
    changes: { via: 'cli' },
  });
  context.print(
    `Password of ${username} reset${given === undefined ? `: ${password}` : ''} ` +
      '(to be changed at the next login; every session of the user was closed)',
  );
  return 0;
}

async function runRemindersCommand(context: CliContext): Promise<number> {
  const { clock }: AppDeps = context.deps;
  const given = text(context, 'at');
  let at = clock.now();
  if (given !== undefined) {
    // An instant with its offset, as `toISOString()` writes it; a bare date would be read as UTC midnight.
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(given)) {
      throw new CliUsageError(
        `--at must be an ISO instant such as 2026-12-07T07:00:00+01:00: ${given}`,
      );
    }
    at = new Date(given);
    if (Number.isNaN(at.getTime()))
      throw new CliUsageError(`--at is not a valid instant: ${given}`);
  }
  const result = await runReminders(context.deps, at);
  context.print(
    `Reminders as of ${at.toISOString()}: ${result.mails} mails written ` +
      `(${result.reminders} reminders), ${result.failed} failed`,
  );
  return result.failed > 0 ? 1 : 0;
}

/** The commands of the CLI: `create-user`, `reset-password` and `run-reminders`. */
export const commands: CliCommands = {
  'create-user': {
    summary:
      'Create a user (an administrator with --admin); prints a generated password if none is given',
    usage:
      '--username <name> --email <address> [--password <password>] [--admin] [--first-name <name>] ' +
      '[--last-name <name>] [--language it|en] [--customer-id <id>] [--no-force-change]',
    run: createUserCommand,
  },
  'reset-password': {
    summary:
      "Set a user's password (prints a generated one if none is given) and force a change at next login",
    usage: '--username <name> [--password <password>]',
    run: resetPasswordCommand,
  },
  'run-reminders': {
    summary:
      'Run the reminders once now (or as of --at): mails what is due and not sent yet, prints how many',
    usage: '[--at <ISO instant>]',
    run: runRemindersCommand,
  },
};
