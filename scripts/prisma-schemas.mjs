// Builds one Prisma schema per provider from prisma/models.prisma, the single
// source of truth for the data model. Shared by generate and new-migration.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const providers = ['sqlite', 'postgresql'];

export function header(provider) {
  const url = provider === 'sqlite' ? 'file:../../../data/app.db' : 'postgresql://localhost/app';
  return `// Generated from prisma/models.prisma by scripts/prisma-schemas.mjs: do not edit.
generator client {
  provider        = "prisma-client"
  output          = "../../../src/generated/${provider}"
  engineType      = "client"
  moduleFormat    = "esm"
}

datasource db {
  provider = "${provider}"
  url      = "${url}"
}

`;
}

export function schemaPath(provider) {
  return path.join(root, 'prisma', '.generated', provider, 'schema.prisma');
}

/** Writes both provider schemas and returns their paths. */
export function writeSchemas(
  models = readFileSync(path.join(root, 'prisma', 'models.prisma'), 'utf8'),
) {
  return providers.map((provider) => {
    const file = schemaPath(provider);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, header(provider) + models);
    return { provider, file };
  });
}
