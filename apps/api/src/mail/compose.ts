import type { Locale } from '@altalena/i18n/catalogs';
import type { MailAttachment, MailMessage } from './mailer';

/** A titled part of a mail: bulleted lines under optional sub-headings, and sentences after them. */
export interface MailSection {
  title: string;
  groups: { heading?: string; lines: string[] }[];
  after?: string[];
}

/** What a mail says, already in the recipient's language; `composeMail` lays it out as text and HTML. */
export interface MailContent {
  /** Recipient address. */
  to: string;
  /** The recipient's language (the HTML's `lang`). */
  language: Locale;
  subject: string;
  /** The salutation line (`Gentile Mario,`). */
  greeting: string;
  /** The message, one paragraph each. */
  paragraphs: string[];
  /** Titled lists (the items of a reminder), after the paragraphs. */
  sections?: MailSection[];
  /** Label and value pairs (quote number, total…), after the paragraphs and sections. */
  details?: [string, string][];
  /** A link to open in the app, after the details. */
  link?: { label: string; url: string };
  /** Paragraphs after everything else (why the mail came, how to stop it). */
  postscript?: string[];
  /** The closing line. */
  signature: string;
  attachments?: MailAttachment[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: special characters escaped, line breaks kept. */
function html(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char).replace(/\n/g, '<br>');
}

/**
 * A mail as text and HTML with the same content (docs/documents-and-schedules.md#mail): greeting, paragraphs,
 * details, link, signature. Every value is escaped in the HTML: names and reasons come from users.
 */
export function composeMail(content: MailContent): MailMessage {
  const details = content.details ?? [];
  const sections = content.sections ?? [];
  const postscript = content.postscript ?? [];
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...sections.map((section) =>
      [
        section.title.toUpperCase(),
        ...section.groups.map((group) =>
          [
            ...(group.heading ? [`${group.heading}:`] : []),
            ...group.lines.map((line) => `- ${line}`),
          ].join('\n'),
        ),
        ...(section.after ?? []),
      ].join('\n\n'),
    ),
    ...(details.length > 0
      ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')]
      : []),
    ...(content.link ? [`${content.link.label}: ${content.link.url}`] : []),
    ...postscript,
    content.signature,
  ].join('\n\n');
  const body = [
    `<p>${html(content.greeting)}</p>`,
    ...content.paragraphs.map((paragraph) => `<p>${html(paragraph)}</p>`),
    ...sections.flatMap((section) => [
      `<h2>${html(section.title)}</h2>`,
      ...section.groups.flatMap((group) => [
        ...(group.heading ? [`<h3>${html(group.heading)}</h3>`] : []),
        `<ul>${group.lines.map((line) => `<li>${html(line)}</li>`).join('')}</ul>`,
      ]),
      ...(section.after ?? []).map((paragraph) => `<p>${html(paragraph)}</p>`),
    ]),
    ...(details.length > 0
      ? [
          `<table role="presentation">${details
            .map(
              ([label, value]) =>
                `<tr><th align="left">${html(label)}</th><td>${html(value)}</td></tr>`,
            )
            .join('')}</table>`,
        ]
      : []),
    ...(content.link
      ? [`<p><a href="${html(content.link.url)}">${html(content.link.label)}</a></p>`]
      : []),
    ...postscript.map((paragraph) => `<p>${html(paragraph)}</p>`),
    `<p>${html(content.signature)}</p>`,
  ].join('\n');
  return {
    to: content.to,
    subject: content.subject,
    text,
    html: `<!doctype html>\n<html lang="${content.language}">\n<head><meta charset="utf-8"><title>${html(content.subject)}</title></head>\n<body>\n${body}\n</body>\n</html>`,
    ...(content.attachments ? { attachments: content.attachments } : {}),
  };
}
