import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { log } from '@/server/log';
import { env } from '@/env';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Inline images the html shows as <img src="cid:...">: they render in mail clients that block remote images. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  cid: string;
  content: Buffer;
}

/**
 * The transport of the mail outbox (src/server/services/mail-outbox-service.ts), which is how
 * the product sends every e-mail: nothing else calls sendMail. It sends
 * over SMTP when SMTP_URL is set (e.g.
 * smtp://user:pass@mail.example.ac.th:587). Without it, each message is
 * written as an .eml file to MAIL_OUTBOX_DIR (default ./data/outbox) and
 * the path is logged, so development never needs a mail server.
 */
let transport: Transporter | undefined;

function smtpTransport(): Transporter | undefined {
  const url = env.SMTP_URL;
  if (!url) return undefined;
  transport ??= nodemailer.createTransport(url);
  return transport;
}

export function mailFrom(): string {
  return env.MAIL_FROM;
}

/** Where staff notifications (requests, contact messages) go. */
export function staffAddress(): string {
  return env.STAFF_EMAIL;
}

export async function sendMail(message: MailMessage): Promise<void> {
  const mail = { from: mailFrom(), ...message };
  const smtp = smtpTransport();
  if (smtp) {
    await smtp.sendMail(mail);
    log.info('mail sent', { to: message.to, subject: message.subject });
    return;
  }
  const outbox = path.resolve(/* turbopackIgnore: true */ env.MAIL_OUTBOX_DIR);
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true })
    .sendMail(mail);
  // Reset and claim links are in these files: the site's user alone reads them (docs/security.md, "Files on disk").
  await mkdir(outbox, { recursive: true, mode: 0o700 });
  const file = path.join(
    outbox,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${built.messageId.replace(/[^\w.-]/g, '')}.eml`,
  );
  await writeFile(file, built.message as Buffer, { mode: 0o600 });
  log.info('mail written to outbox (no SMTP_URL)', { file, subject: message.subject });
}
