/** The longest name an e-mail greets by; a longer one, or one that reads like a link or an address, gets the neutral greeting. */
const GREETING_NAME_MAX = 64;

/**
 * The name an e-mail to a possibly unconfirmed address may greet its reader
 * by: anyone can type any address into a public form (a request, a sign-up,
 * a password reset), so the e-mail is mail to a stranger in the centre's
 * name. It repeats nothing the visitor wrote but their name, and only a name
 * that looks like one (short, one line, no link or e-mail address), else
 * null (the neutral greeting).
 */
export function greetingName(name: string): string | null {
  const oneLine = name.replace(/\s+/g, ' ').trim();
  if (!oneLine || oneLine.length > GREETING_NAME_MAX) return null;
  if (/[\p{Cc}\p{Cf}<>@/\\]|:\/\/|www\.|\b[a-z0-9-]+\.[a-z]{2,}\b/iu.test(oneLine)) return null;
  return oneLine;
}
