import * as z from './zod-members';

/**
 * zod as the browser may use it: code that can reach the browser imports `z`
 * from here, not from 'zod' (eslint enforces it). It holds the members the
 * site uses (./zod-members.ts), not zod's whole namespace with its locales.
 *
 * zod compiles object schemas with `new Function` when eval is allowed, and
 * probes for that by trying it. The pages' Content-Security-Policy forbids
 * eval, so the probe would be reported as a violation; jitless skips both
 * (the checks are the same). Setting it here, rather than in
 * instrumentation-client, keeps zod out of the pages that have no form.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
