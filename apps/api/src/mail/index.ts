export { createMailer, outboxDir, DEFAULT_FROM } from './mailer';
export type { Mailer, MailMessage, MailerOptions } from './mailer';
