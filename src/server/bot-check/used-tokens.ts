/**
 * Bot-check tokens already accepted, kept until they expire so none is
 * accepted twice. In memory: the site runs as one server process.
 */
const used = new Map<string, number>();
let lastSweep = 0;

function sweep(now: number) {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  for (const [key, expiresAt] of used) if (expiresAt <= now) used.delete(key);
}

export const usedTokens = {
  /** Records the token; false when it was already used. */
  claim(key: string, expiresAt: number): boolean {
    const now = Date.now();
    sweep(now);
    const seen = used.get(key);
    if (seen !== undefined && seen > now) return false;
    used.set(key, expiresAt);
    return true;
  },
};
