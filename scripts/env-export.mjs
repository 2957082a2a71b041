// Prints, as shell `export` lines, the settings the site reads from its .env files that the
// environment does not already set: loaded by Next's own loader (@next/env, the one `next start`
// uses), so a shell script (scripts/cluster.sh, scripts/upgrade.sh) sees exactly the configuration
// the instances it starts will see:   eval "$(node scripts/env-export.mjs)"
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { loadEnvConfig } = require('@next/env');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const before = new Set(Object.keys(process.env));
const silent = { info() {}, error: (...args) => console.error(...args) };
loadEnvConfig(root, false, silent);
const quote = (value) => `'${value.replaceAll("'", `'\\''`)}'`;
for (const [name, value] of Object.entries(process.env)) {
  if (before.has(name) || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) continue;
  console.log(`export ${name}=${quote(value ?? '')}`);
}
