import { z } from 'zod';

// Runs in the browser before the app's own code. zod compiles object schemas with `new Function`
// when eval is allowed, and probes for that by trying it; the Content-Security-Policy forbids eval,
// so the probe would be reported as a violation. jitless skips both (the checks are the same).
z.config({ jitless: true });
