import type { Locale } from '@altalena/i18n/catalogs';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { formatDay, formatMoney, localeOf, translator } from '../../documents/intl';
import { appUrl } from '../../http/publicUrl';
import { composeMail } from '../../mail/compose';
import type { MailMessage } from '../../mail/mailer';
import type { Actor } from '../../resources/access';
import type { Executor } from '../../resources/types';
import type { QuoteRow } from './definition';
import { loadQuoteDocument, type QuoteDocument } from './document';
import { quoteFilename, renderQuotePdf } from './pdf';

/** A user a quote mail goes to. */
interface Recipient {
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  language: string;
}

/** The name a person is shown by: first and last name, else the username. */
function displayName(user: Omit<Recipient, 'email' | 'language'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/** The active users of a customer (`customerId`) or, with null, the active admins. */
function recipients(ex: Executor, customerId: number | null): Promise<Recipient[]> {
  return ex
    .select({
      email: users.email,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      language: users.language,
    })
    .from(users)
    .where(
      and(
        eq(users.is_active, true),
        customerId === null ? eq(users.is_admin, true) : eq(users.customer_id, customerId),
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * Sends each message, one after the other; a message that cannot go out is logged and the others still
 * go. Called after the transaction committed: a mail never undoes what was done.
 */
async function deliver(request: FastifyRequest, messages: MailMessage[], what: string) {
  for (const message of messages) {
    try {
      await request.server.deps.mailer.send(message);
    } catch (error) {
      request.log.error({ err: error, to: message.to }, `${what}: mail not sent`);
    }
  }
}

/** Runs the mails of a quote action, logging (never throwing) whatever fails. */
async function safely(request: FastifyRequest, what: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    request.log.error({ err: error }, `${what}: mails not sent`);
  }
}

/**
 * The quote of an inspection was sent: mails every active user of its customer, each in their
 * language, with the quote's PDF in that language attached (rendered once per language).
 */
export function mailQuoteSent(request: FastifyRequest, row: QuoteRow) {
  return safely(request, 'quote sent', async () => {
    const { db } = request.server.deps;
    const doc = await loadQuoteDocument(db, row);
    const { quote } = doc;
    const pdfs = new Map<Locale, Buffer>();
    const link = appUrl(request, `/quotes/${quote.inspection_id}`);
    const messages: MailMessage[] = [];
    for (const user of await recipients(db, quote.customer_id)) {
      const language = localeOf(user.language);
      const { intl, t } = translator(language);
      let pdf = pdfs.get(language);
      if (!pdf) {
        pdf = await renderQuotePdf(doc, language);
        pdfs.set(language, pdf);
      }
      const details: [string, string][] = [
        [t('mail.quote.number'), quote.number],
        [t('mail.quote.park'), doc.park.name],
        [t('mail.quote.total'), formatMoney(intl, quote.totals.gross_cents)],
      ];
      if (quote.valid_until) {
        details.push([t('mail.quote.validUntil'), formatDay(intl, quote.valid_until)]);
      }
      messages.push(
        composeMail({
          to: user.email,
          language,
          subject: t('mail.quoteSent.subject', { number: quote.number, park: doc.park.name }),
          greeting: t('mail.greeting', { name: displayName(user) }),
          paragraphs: [
            t('mail.quoteSent.intro', {
              number: quote.number,
              park: doc.park.name,
              inspection: doc.inspection.number,
            }),
            t('mail.quoteSent.answer'),
          ],
          details,
          link: { label: t('mail.quote.open'), url: link },
          signature: t('mail.signature'),
          attachments: [
            {
              filename: quoteFilename(doc, language),
              contentType: 'application/pdf',
              content: pdf,
            },
          ],
        }),
      );
    }
    await deliver(request, messages, `quote ${quote.number} sent`);
  });
}

/** The mail telling an admin that a customer accepted or rejected a quote, in the admin's language. */
function answerMail(
  doc: QuoteDocument,
  admin: Recipient,
  answeredBy: string,
  link: string,
): MailMessage {
  const language = localeOf(admin.language);
  const { intl, t } = translator(language);
  const { quote } = doc;
  const rejected = quote.status === 'rejected';
  const kind = rejected ? 'quoteRejected' : 'quoteAccepted';
  const values = {
    who: answeredBy,
    customer: doc.customer.name,
    number: quote.number,
    park: doc.park.name,
  };
  const details: [string, string][] = [
    [t('mail.quote.number'), quote.number],
    [t('mail.quote.customer'), doc.customer.name],
    [t('mail.quote.park'), doc.park.name],
    [t('mail.quote.total'), formatMoney(intl, quote.totals.gross_cents)],
    [t('mail.quote.answeredBy'), answeredBy],
  ];
  if (rejected) {
    details.push([t('mail.quote.reason'), quote.answer_reason ?? t('mail.quote.noReason')]);
  }
  return composeMail({
    to: admin.email,
    language,
    subject: t(`mail.${kind}.subject`, values),
    greeting: t('mail.greeting', { name: displayName(admin) }),
    paragraphs: [t(`mail.${kind}.intro`, values)],
    details,
    link: { label: t('mail.quote.open'), url: link },
    signature: t('mail.signature'),
  });
}

/** A customer accepted or rejected a quote: mails every active admin, each in their language. */
export function mailQuoteAnswered(request: FastifyRequest, row: QuoteRow, actor: Actor) {
  return safely(request, 'quote answered', async () => {
    const { db } = request.server.deps;
    const doc = await loadQuoteDocument(db, row);
    const link = appUrl(request, `/quotes/${doc.quote.inspection_id}`);
    const admins = await recipients(db, null);
    await deliver(
      request,
      admins.map((admin) => answerMail(doc, admin, displayName(actor), link)),
      `quote ${doc.quote.number} ${doc.quote.status}`,
    );
  });
}
