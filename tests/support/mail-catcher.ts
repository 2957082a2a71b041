import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** Every text part, decoded (quoted-printable or base64). */
  text: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Very small MIME reader: enough for the messages nodemailer writes. */
export function readMessage(raw: string, to: string[]): CaughtMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject: (.*)$/im.exec(unfolded)?.[1] ?? '').replace(/\s+/g, ' ');
  const texts: string[] = [];
  const partPattern = /content-transfer-encoding: *([\w-]+)[^]*?\r?\n\r?\n([^]*?)(?=\r?\n--|$)/gi;
  const body = rest.join('\n\n');
  for (const m of `${head}\n\n${body}`.matchAll(partPattern)) {
    const encoding = m[1]!.toLowerCase();
    const content = m[2]!;
    texts.push(
      encoding === 'base64'
        ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(content)
          : content,
    );
  }
  if (texts.length === 0) texts.push(body);
  return { to, subject, text: texts.join('\n') };
}

/**
 * A real SMTP server in the test process, on loopback, that keeps every
 * message it receives.
 */
export async function startMailCatcher(port: number) {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push(
          readMessage(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for a message to this address whose subject or text matches. */
    async waitFor(to: string, match: RegExp = /./, timeoutMs = 15_000): Promise<CaughtMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (m) => m.to.includes(to.toLowerCase()) && (match.test(m.subject) || match.test(m.text)),
        );
        if (found) return found;
        if (Date.now() > until)
          throw new Error(`no e-mail to ${to} matching ${match} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The e-mail confirmation link of a welcome or confirmation e-mail. */
export function confirmLinkIn(mail: CaughtMail): string {
  const link = /https?:\/\/[^\s"<>]+\/confirm-email\/[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
  return link;
}

/** The reset link in a password-reset e-mail. */
export function resetLinkIn(mail: CaughtMail): string {
  const link = /https?:\/\/[^\s"<>]+\/reset-password\/[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link.replace(/&amp;/g, '&');
}
