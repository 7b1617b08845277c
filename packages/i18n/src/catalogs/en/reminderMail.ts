/** Texts of the reminder mails the server's scheduler sends, rendered in the recipient's language. */
export const reminderMail = {
  'mail.reminders.subject.quote_expiring':
    'Altalena: {count, plural, one {a quote expires} other {# quotes expire}} in the next few days',
  'mail.reminders.subject.finding_overdue':
    'Altalena: {count, plural, one {a finding is} other {# findings are}} past the repair deadline',
  'mail.reminders.subject.inspection_due':
    'Altalena: {count, plural, one {an inspection is} other {# inspections are}} due',
  'mail.reminders.subject.admin_digest': 'Altalena: inspections of the week, {week}',
  'mail.reminders.subject.mixed': 'Altalena: your reminders of {date}',
  'mail.reminders.greeting': 'Hello {name},',
  'mail.reminders.intro': 'here is what needs your attention in Altalena.',
  'mail.reminders.quote_expiring.title': 'Quotes waiting for your answer that expire soon',
  'mail.reminders.quote_expiring.item':
    'Quote {number} for {park} (inspection {inspection}): {amount}, valid until {date}',
  'mail.reminders.quote_expiring.action':
    'Sign in to Altalena to accept or reject them before they expire.',
  'mail.reminders.finding_overdue.title': 'Open findings past their repair deadline',
  'mail.reminders.finding_overdue.item':
    '{park}, {subject}: {description}. Risk: {risk}. Inspection {inspection}, found on {found}: repair {timeframe, select, immediate {at once} 48h {within 48 hours} 1w {within a week} other {within a month}}, deadline passed on {deadline}',
  'mail.reminders.finding_overdue.action':
    'Make them safe and plan the repairs; mark them resolved in Altalena once done.',
  'mail.reminders.inspection_due.title': 'Inspections overdue or due in the next {days} days',
  'mail.reminders.inspection_due.item': '{park}, {city}: {type}, due on {date}',
  'mail.reminders.inspection_due.overdueItem': '{park}, {city}: {type}, overdue since {date}',
  'mail.reminders.admin_digest.title': 'Inspections of the week {week}',
  'mail.reminders.admin_digest.overdue': 'Overdue ({count})',
  'mail.reminders.admin_digest.upcoming': 'Due in the next {days} days ({count})',
  'mail.reminders.admin_digest.item': '{park} ({customer}): {type}, due on {date}',
  'mail.reminders.admin_digest.none': 'None.',
  'mail.reminders.admin_digest.more':
    '… and {count, plural, one {# more} other {# more}}: see the dashboard in Altalena.',
  'mail.reminders.footer':
    'To stop a kind of reminder, open the menu under your name in Altalena and choose Reminders.',
  'mail.reminders.signature': 'Altalena',
} as const;
