/**
 * Staff "remember me" (docs/decisions.md): the back office's sessions always
 * end with the browser and after the idle and absolute limits, so the box
 * only keeps the e-mail for the next login. localStorage, not a cookie: it is
 * no secret and the server has no use for it.
 */
const KEY = 'asc-admin.login-email';

export function rememberedStaffEmail(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberStaffEmail(email: string) {
  try {
    window.localStorage.setItem(KEY, email.trim());
  } catch {
    // Private browsing without storage: nothing is remembered.
  }
}

export function forgetStaffEmail() {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
