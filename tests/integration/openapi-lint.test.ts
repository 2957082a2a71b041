import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { GET as openApiJson } from '@/app/api/v1/openapi.json/route';
import { openApiDocument, procedureOf } from '@/server/rest/openapi';
import { restRoutes } from '@/server/rest/routes';

/**
 * The OpenAPI document as an integrator's pipeline takes it: Redocly CLI's
 * recommended rules and Spectral's spectral:oas both find nothing (errors or
 * warnings; the one justified exception is tests/integrator/.redocly.lint-ignore.yaml),
 * a second generator (@hey-api/openapi-ts) builds a client from it, and
 * what the linters do not check holds: the permission of every staff door,
 * dates and files typed, one parameter name per path position.
 */

const here = path.resolve(import.meta.dirname, '../integrator');
const bin = (pkg: string, file: string) =>
  path.resolve(import.meta.dirname, '../../node_modules', pkg, file);
const run = promisify(execFile);
// The linters run offline: no telemetry, no update check.
const offline = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_UPDATE_NOTIFIER: '1',
  CI: 'true',
};

type Operation = {
  description?: string;
  summary?: string;
  tags?: string[];
  parameters?: { name?: string; in?: string; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
  'x-permissions'?: string[];
  'x-open-to-any-staff'?: boolean;
  security?: unknown[];
};
type Doc = {
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
};

/** The document as an integrator's tools read it: its JSON. */
const document = (): Doc & Record<string, unknown> =>
  JSON.parse(JSON.stringify(openApiDocument(restRoutes, 'https://asc.test')));
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
  );

async function writeDocument() {
  const file = path.join(here, 'openapi.gen.json');
  await writeFile(file, JSON.stringify(document(), null, 2));
  return file;
}

describe('the OpenAPI document lints clean', () => {
  it("Redocly CLI's recommended rules: 0 errors, 0 warnings", async () => {
    const file = await writeDocument();
    const { stdout } = await run(
      process.execPath,
      [bin('@redocly/cli', 'bin/cli.js'), 'lint', file, '--format', 'json'],
      { cwd: here, env: offline, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 180_000);

  it("Spectral's spectral:oas: no problem of any severity", async () => {
    const file = await writeDocument();
    const { stdout } = await run(
      process.execPath,
      [
        bin('@stoplight/spectral-cli', 'dist/index.js'),
        'lint',
        file,
        '--ruleset',
        path.join(here, '.spectral.yaml'),
        '--format',
        'json',
        '--quiet',
      ],
      { cwd: here, env: offline, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const problems = JSON.parse(stdout.trim() || '[]') as { code: string; message: string }[];
    expect(problems.map((p) => `${p.code}: ${p.message}`)).toEqual([]);
  }, 180_000);

  it('a second generator (@hey-api/openapi-ts) builds a typed client from it', async () => {
    const file = await writeDocument();
    const out = await mkdtemp(path.join(tmpdir(), 'hey-api-'));
    try {
      const result = await run(
        process.execPath,
        [
          bin('@hey-api/openapi-ts', 'bin/run.js'),
          '--input',
          file,
          '--output',
          out,
          '--plugins',
          '@hey-api/typescript',
          '@hey-api/sdk',
          '@hey-api/client-fetch',
        ],
        { cwd: here, env: offline, maxBuffer: 16 * 1024 * 1024 },
      ).then(
        () => '',
        (error: { stdout?: string; stderr?: string }) => `${error.stdout}${error.stderr}`,
      );
      expect(result).toBe('');
      const { readFile } = await import('node:fs/promises');
      const types = await readFile(path.join(out, 'types.gen.ts'), 'utf8');
      expect(types).toContain('public_training_id');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('what the linters do not check', () => {
  it('every staff door names the procedure behind it, and the document states its permission', () => {
    const unnamed = restRoutes
      .filter((r) => r.auth === 'admin' && !procedureOf(r))
      .map((r) => `${r.method} ${r.path}`);
    expect(unnamed, 'a staff door whose procedure the document cannot find').toEqual([]);
    const doc = document();
    for (const { key, op } of operations(doc)) {
      expect(op.description?.trim(), `${key} has a description`).toBeTruthy();
      if (!op.security?.length) continue;
      if (JSON.stringify(op.security).includes('adminBearer')) {
        const named = op['x-permissions'] ?? [];
        expect(
          named.length > 0 || op['x-open-to-any-staff'] === true,
          `${key} names its permission`,
        ).toBe(true);
        if (named.length) for (const p of named) expect(op.description).toContain(`\`${p}\``);
      }
    }
    const news = doc.paths['/api/v1/admin/news/{news_id}']!;
    expect(news.put!['x-permissions']).toEqual(['access/news']);
    expect(news.delete!['x-permissions']).toEqual(['access/news']);
    expect(doc.paths['/api/v1/admin/user']!.get!['x-open-to-any-staff']).toBe(true);
  });

  it('every JSON request body and every JSON success answer has an example (checked against its schema by both linters)', () => {
    const missing: string[] = [];
    for (const { key, op } of operations(document())) {
      const body = op.requestBody?.content['application/json'] as { example?: unknown } | undefined;
      if (body && !('example' in body)) missing.push(`${key} request`);
      const ok = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1] as
        { content?: Record<string, { example?: unknown }> } | undefined;
      const answer = ok?.content?.['application/json'];
      if (answer && !('example' in answer)) missing.push(`${key} answer`);
    }
    expect(missing).toEqual([]);
  });

  it('one parameter name per path position: no two path items of one shape', () => {
    const shapes = Object.keys(document().paths).map((p) => p.replace(/\{\w+\}/g, '{}'));
    expect(shapes.filter((s, i) => shapes.indexOf(s) !== i)).toEqual([]);
  });

  it('dates are date-time strings stating the accepted forms; files are binary in multipart; no empty schema in a body', () => {
    const doc = document();
    const body = (p: string, m: string, type = 'application/json') =>
      doc.paths[p]![m]!.requestBody!.content[type]!.schema as {
        properties: Record<string, Record<string, unknown>>;
      };
    for (const [p, field] of [
      ['/api/v1/admin/services/public_trainings', 'start_training_date'],
      ['/api/v1/admin/services/public_trainings', 'end_training_date'],
      ['/api/v1/admin/news', 'published_at'],
      ['/api/v1/admin/portfolios', 'published_at'],
    ] as const) {
      const schema = body(p, 'post').properties[field]!;
      expect(schema, `${p} ${field}`).toMatchObject({ type: 'string', format: 'date-time' });
      expect(String(schema.description)).toContain('yyyy-MM-dd HH:mm');
    }
    const upload = doc.paths['/api/v1/admin/upload']!.post!.requestBody!.content;
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
    expect(upload['multipart/form-data']!.schema).toMatchObject({
      properties: { upload: { type: 'string', format: 'binary' } },
    });
    const empty: string[] = [];
    for (const { key, op } of operations(doc))
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        for (const [name, schema] of Object.entries(
          (media.schema.properties ?? {}) as Record<string, object>,
        ))
          if (Object.keys(schema).length === 0) empty.push(`${key} ${type} ${name}`);
    expect(empty).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('"format":"starts_with"');
  });

  it('every operation answers its errors with the error schema, and every tag is declared', () => {
    const doc = document();
    const declared = new Set(doc.tags.map((t) => t.name));
    for (const { key, op } of operations(doc)) {
      for (const tag of op.tags ?? []) expect(declared.has(tag), `${key} tag ${tag}`).toBe(true);
      for (const status of ['400', '404', '429', ...(key.startsWith('GET') ? [] : ['409'])])
        expect(op.responses[status], `${key} documents ${status}`).toMatchObject({
          content: {
            'application/json': {
              schema: {
                $ref:
                  key.endsWith('/upload') ||
                  key.includes('/upload ') ||
                  key.includes('avatar') ||
                  key.endsWith('/documents')
                    ? '#/components/schemas/UploadError'
                    : '#/components/schemas/Error',
              },
            },
          },
        });
    }
  });

  it('`servers` is SITE_URL, else the address the request came to', async () => {
    const doc = (await openApiJson(
      new Request('http://portal.internal:8080/api/v1/openapi.json', {
        headers: { host: 'portal.internal:8080' },
      }),
    ).json()) as Doc;
    const configured = process.env.SITE_URL?.replace(/\/+$/, '');
    expect(doc.servers[0]!.url).toBe(configured || 'http://portal.internal:8080');
  });
});
