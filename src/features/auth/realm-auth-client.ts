import type { Realm } from '@/server/services/auth-session-service';

async function csrfToken(realm: Realm): Promise<string> {
  const res = await fetch(`/api/auth/${realm}/csrf`, { credentials: 'same-origin' });
  const data = (await res.json()) as { csrfToken: string };
  return data.csrfToken;
}

/** Error keys after which a login form shows the bot check (and sends its answer as `token`). */
export const BOT_CHECK_ERRORS = ['errors.login_bot_check_required', 'please_confirm_not_a_bot'];

/**
 * Logs in to one realm through its next-auth credentials endpoint (what
 * next-auth/react's signIn does, for a realm of our choosing). Returns the
 * error's locale key on failure.
 */
export async function signInRealm(
  realm: Realm,
  input: {
    email: string;
    password: string;
    remember: boolean;
    token?: string | null;
    /** Staff with a second factor: the code of their app or a recovery code. */
    code?: string | null;
  },
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const body = new URLSearchParams({
      csrfToken: await csrfToken(realm),
      email: input.email,
      password: input.password,
      remember: String(input.remember),
      json: 'true',
    });
    // The bot-check answer, sent once the server asked for it (an account whose password is being guessed).
    if (input.token) body.set('token', input.token);
    if (input.code) body.set('code', input.code);
    const res = await fetch(`/api/auth/${realm}/callback/credentials`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    const data = (await res.json().catch(() => ({}))) as { url?: string };
    const error = data.url
      ? new URL(data.url, window.location.origin).searchParams.get('error')
      : 'an_error_occurred';
    if (res.ok && !error) return { ok: true };
    return {
      ok: false,
      error: error && error !== 'CredentialsSignin' ? error : 'errors.invalid_credentials',
    };
  } catch {
    return { ok: false, error: 'an_error_occurred' };
  }
}

/** Ends the realm's session; a failing call is ignored (SPEC.md section 4). */
export async function signOutRealm(realm: Realm): Promise<void> {
  try {
    const body = new URLSearchParams({ csrfToken: await csrfToken(realm), json: 'true' });
    await fetch(`/api/auth/${realm}/signout`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
  } catch {
    // ignored on purpose
  }
}
