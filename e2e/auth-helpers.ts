import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The password input labelled exactly `label` (password inputs have no ARIA role). */
export const passwordInput = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Logs in through the English login page and waits for a dashboard. */
export async function logIn(page: Page, username: string, password: string, origin = '') {
  await page.goto(`${origin}/auth/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: 'Continue' }).click();
  await passwordInput(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/(admin|customer)$/);
}

/** Opens the user menu of the app shell and picks `item`. */
export async function pickUserMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Decodes the text body of an RFC 822 message (quoted-printable or base64 parts). */
function mailText(raw: string): string {
  const decodedQp = raw.replace(/=\r?\n/g, '').replace(/((?:=[0-9A-F]{2})+)/g, (hex) =>
    Buffer.from(
      hex
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
  const base64Parts = [
    ...raw.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    ),
  ]
    .map((match) => Buffer.from(match[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${decodedQp}\n${base64Parts}`;
}

/** Waits for a new mail in `DATA_DIR/outbox/` and reads the 6-digit one-time password from it. */
export async function readOtpFromOutbox(dataDir: string, seenBefore: ReadonlySet<string>) {
  const outbox = path.join(dataDir, 'outbox');
  const list = () => {
    try {
      return readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
  };
  let fresh: string[] = [];
  await expect
    .poll(() => (fresh = list().filter((name) => !seenBefore.has(name))).length, {
      message: 'an OTP mail in the outbox',
    })
    .toBeGreaterThan(0);
  const text = mailText(readFileSync(path.join(outbox, fresh.sort().at(-1)!), 'utf8'));
  const otp = /OTP[^\d]{0,40}(\d{6})\b/.exec(text)?.[1];
  expect(otp, 'the OTP in the mail').toMatch(/^\d{6}$/);
  return otp!;
}

/** The names of the mails already in the outbox. */
export function outboxNames(dataDir: string): Set<string> {
  try {
    return new Set(readdirSync(path.join(dataDir, 'outbox')));
  } catch {
    return new Set();
  }
}
