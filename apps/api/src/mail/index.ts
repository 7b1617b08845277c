export { createMailer, outboxDir, DEFAULT_FROM } from './mailer';
export type { Mailer, MailAttachment, MailMessage, MailerOptions } from './mailer';
export { composeMail } from './compose';
export type { MailContent } from './compose';
