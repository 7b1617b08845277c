import type { ReminderKind } from '@altalena/contracts';
import type { IntlShape } from '@formatjs/intl';
import { formatDay, formatMoney, localeOf, translator } from '../documents/intl';
import { composeMail, type MailSection } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';
import type {
  DigestItem,
  DigestRow,
  DueItem,
  FindingItem,
  QuoteItem,
  ReminderItem,
} from './candidates';
import { DUE_WITHIN_DAYS } from './candidates';

/** Who a reminder mail goes to. */
export interface ReminderRecipient {
  id: number;
  email: string;
  username: string;
  first_name: string;
  language: string;
  is_admin: boolean;
}

/** The order of the sections of a mail: what has a deadline of its own first. */
export const sectionOrder: readonly ReminderKind[] = [
  'quote_expiring',
  'finding_overdue',
  'inspection_due',
  'admin_digest',
];

type Section = MailSection;

function typeText(intl: IntlShape, type: string): string {
  return intl.formatMessage({ id: `enum.inspectionType.${type}` });
}

function quoteSection(intl: IntlShape, items: QuoteItem[]): Section {
  return {
    title: intl.formatMessage({ id: 'mail.reminders.quote_expiring.title' }),
    groups: [
      {
        lines: items.map((item) =>
          intl.formatMessage(
            { id: 'mail.reminders.quote_expiring.item' },
            {
              number: item.number,
              park: item.park,
              inspection: item.inspection,
              amount: formatMoney(intl, item.grossCents),
              date: formatDay(intl, item.validUntil),
            },
          ),
        ),
      },
    ],
    after: [intl.formatMessage({ id: 'mail.reminders.quote_expiring.action' })],
  };
}

function findingSection(intl: IntlShape, items: FindingItem[], forAdmin: boolean): Section {
  return {
    title: intl.formatMessage({ id: 'mail.reminders.finding_overdue.title' }),
    groups: [
      {
        lines: items.map((item) =>
          intl.formatMessage(
            { id: 'mail.reminders.finding_overdue.item' },
            {
              // Customer users know whose park it is; the office sees many customers.
              park: forAdmin && item.customer ? `${item.park} (${item.customer})` : item.park,
              subject:
                item.toy ??
                intl.formatMessage({ id: `enum.siteArea.${item.siteArea ?? 'access'}` }),
              // The sentence goes on after it: without the full stop a description may end with.
              description: item.description.replace(/[.\s]+$/, ''),
              risk: intl.formatMessage({ id: `status.risk.${item.risk}` }),
              timeframe: item.timeframe,
              inspection: item.inspection,
              found: formatDay(intl, item.foundOn),
              deadline: formatDay(intl, item.dueBy),
            },
          ),
        ),
      },
    ],
    after: [intl.formatMessage({ id: 'mail.reminders.finding_overdue.action' })],
  };
}

function dueSection(intl: IntlShape, items: DueItem[]): Section {
  return {
    title: intl.formatMessage(
      { id: 'mail.reminders.inspection_due.title' },
      { days: DUE_WITHIN_DAYS },
    ),
    groups: [
      {
        lines: items.map((item) =>
          intl.formatMessage(
            {
              id: item.overdue
                ? 'mail.reminders.inspection_due.overdueItem'
                : 'mail.reminders.inspection_due.item',
            },
            {
              park: item.park,
              city: item.city,
              type: typeText(intl, item.type),
              date: formatDay(intl, item.dueOn),
            },
          ),
        ),
      },
    ],
    after: [],
  };
}

function digestLines(intl: IntlShape, rows: DigestRow[], count: number): string[] {
  if (count === 0) return [intl.formatMessage({ id: 'mail.reminders.admin_digest.none' })];
  const lines = rows.map((row) =>
    intl.formatMessage(
      { id: 'mail.reminders.admin_digest.item' },
      {
        park: row.park,
        customer: row.customer,
        type: typeText(intl, row.type),
        date: formatDay(intl, row.dueOn),
      },
    ),
  );
  if (count > rows.length) {
    lines.push(
      intl.formatMessage(
        { id: 'mail.reminders.admin_digest.more' },
        { count: count - rows.length },
      ),
    );
  }
  return lines;
}

function digestSection(intl: IntlShape, item: DigestItem): Section {
  return {
    title: intl.formatMessage({ id: 'mail.reminders.admin_digest.title' }, { week: item.week }),
    groups: [
      {
        heading: intl.formatMessage(
          { id: 'mail.reminders.admin_digest.overdue' },
          { count: item.overdueCount },
        ),
        lines: digestLines(intl, item.overdue, item.overdueCount),
      },
      {
        heading: intl.formatMessage(
          { id: 'mail.reminders.admin_digest.upcoming' },
          { count: item.upcomingCount, days: DUE_WITHIN_DAYS },
        ),
        lines: digestLines(intl, item.upcoming, item.upcomingCount),
      },
    ],
    after: [],
  };
}

function ofKind<K extends ReminderItem['kind']>(
  items: ReminderItem[],
  kind: K,
): Extract<ReminderItem, { kind: K }>[] {
  return items.filter((item): item is Extract<ReminderItem, { kind: K }> => item.kind === kind);
}

function subjectOf(intl: IntlShape, items: ReminderItem[], at: Date): string {
  const kinds = sectionOrder.filter((kind) => items.some((item) => item.kind === kind));
  const [only] = kinds;
  if (kinds.length !== 1 || !only) {
    return intl.formatMessage(
      { id: 'mail.reminders.subject.mixed' },
      { date: formatDay(intl, at) },
    );
  }
  if (only === 'admin_digest') {
    const digest = ofKind(items, 'admin_digest')[0];
    return intl.formatMessage(
      { id: 'mail.reminders.subject.admin_digest' },
      { week: digest?.week },
    );
  }
  return intl.formatMessage({ id: `mail.reminders.subject.${only}` }, { count: items.length });
}

/**
 * The one mail of a run to a recipient, in their language, text and HTML: a section per kind of reminder
 * (quotes to answer, findings past their deadline, inspections due, the weekly digest), each listing its items.
 */
export function reminderMail(
  recipient: ReminderRecipient,
  items: ReminderItem[],
  at: Date,
): MailMessage {
  const { intl } = translator(localeOf(recipient.language));
  const sections: Section[] = [];
  const quotes = ofKind(items, 'quote_expiring');
  if (quotes.length > 0) sections.push(quoteSection(intl, quotes));
  const findings = ofKind(items, 'finding_overdue');
  if (findings.length > 0) sections.push(findingSection(intl, findings, recipient.is_admin));
  const due = ofKind(items, 'inspection_due');
  if (due.length > 0) sections.push(dueSection(intl, due));
  for (const digest of ofKind(items, 'admin_digest')) sections.push(digestSection(intl, digest));

  const greeting = intl.formatMessage(
    { id: 'mail.reminders.greeting' },
    { name: recipient.first_name || recipient.username },
  );
  const intro = intl.formatMessage({ id: 'mail.reminders.intro' });
  const footer = intl.formatMessage({ id: 'mail.reminders.footer' });
  const signature = intl.formatMessage({ id: 'mail.reminders.signature' });

  return composeMail({
    to: recipient.email,
    language: localeOf(recipient.language),
    subject: subjectOf(intl, items, at),
    greeting,
    paragraphs: [intro],
    sections,
    postscript: [footer],
    signature,
  });
}
