import { z } from 'zod';
import { bodyLimit } from '@/server/http/body-limit';
import { appRouter } from '@/server/api/root';
import type { ProcedureMeta } from '@/server/api/trpc';
import type { Caller, RestRoute } from '@/server/rest/route';
import { errorSchema, uploadErrorSchema } from '@/server/rest/schema';
import { exampleOf } from '@/server/rest/openapi-examples';
import { takesIdempotencyKey } from '@/server/http/idempotency';

/** A public GET: answered with an ETag, and 304 to a matching If-None-Match (src/server/http/etag.ts). */
const conditional = (route: RestRoute) => route.method === 'GET' && route.auth === 'public';

type JsonSchema = Record<string, unknown>;

const SAFE_INT = Number.MAX_SAFE_INTEGER;

/** The formats of JSON Schema 2020-12 and OpenAPI 3.1 that generators know; zod's own (starts_with, ends_with, ...) are dropped, their pattern kept. */
const STANDARD_FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'idn-email',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'uuid',
  'regex',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'binary',
  'byte',
]);

/**
 * Drops what zod writes for every integer and date-time (safe-integer
 * bounds, the date-time regex: `format` says it), and any format that is
 * not a standard one (its pattern says it).
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const source = node as JsonSchema;
  const standard = typeof source.format === 'string' && STANDARD_FORMATS.has(source.format);
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if ((key === 'minimum' && value === -SAFE_INT) || (key === 'maximum' && value === SAFE_INT))
      continue;
    if (key === 'pattern' && standard) continue;
    if (key === 'format' && !standard) continue;
    out[key] = tidy(value);
  }
  return out;
}

type ZodDef = { type: string; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Dates as the wire carries them: a date-time string (the accepted forms in its description). */
const DATE_TIME_INPUT = {
  type: 'string',
  format: 'date-time',
  description:
    "A date-time: ISO 8601 with its offset (2026-12-04T09:00:00+07:00), or yyyy-MM-dd HH:mm[:ss] read in the centre's time zone (+07:00). An impossible date (2027-02-30) is refused.",
};

type ZodDefFull = ZodDef & { in?: z.ZodType; out?: z.ZodType };

/**
 * Replaces, in place, what zod cannot say in JSON Schema: dates and files,
 * and a pipe out of `any` (a required field that refuses blanks before its
 * real schema), which says nothing: it is documented as what it pipes into.
 */
function overrideFor(io: 'input' | 'output') {
  return (ctx: { zodSchema: z.ZodType; jsonSchema: JsonSchema }) => {
    const def = defOf(ctx.zodSchema) as ZodDefFull;
    const replace = (next: JsonSchema) => {
      const kept = {
        ...(ctx.jsonSchema.description ? { description: ctx.jsonSchema.description } : {}),
        ...(ctx.jsonSchema.examples ? { examples: ctx.jsonSchema.examples } : {}),
      };
      for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
      Object.assign(ctx.jsonSchema, next, kept);
    };
    const says = Object.keys(ctx.jsonSchema).some((k) => k !== 'description');
    if (def.type === 'date') replace(DATE_TIME_INPUT);
    else if (def.type === 'union' && def.options?.some((o) => defOf(o).type === 'date'))
      replace(DATE_TIME_INPUT);
    // z.instanceof(Blob): the only custom schemas the doors take are files.
    else if (def.type === 'custom') replace({ type: 'string', format: 'binary' });
    else if (def.type === 'pipe' && !says && def.out && io === 'input')
      replace(jsonSchema(def.out, io));
  };
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const out = tidy(
    z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
      override: overrideFor(io) as never,
    }),
  ) as JsonSchema;
  delete out.$schema;
  return out;
};

/** Whether a schema (as JSON Schema) holds a file anywhere: such a body is multipart only. */
const hasFile = (node: unknown): boolean =>
  Array.isArray(node)
    ? node.some(hasFile)
    : !!node &&
      typeof node === 'object' &&
      ((node as JsonSchema).format === 'binary' || Object.values(node).some(hasFile));

const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
/** A path with its parameters blanked: two routes of one shape are one path item. */
const shapeOf = (path: string) => path.replace(/:([A-Za-z_]+)/g, ':');

/**
 * OpenAPI allows one path item per shape: SPEC.md section 7 names the same
 * position differently by verb (PUT /admin/news/{news_id}, DELETE
 * /admin/news/{ids}). The document uses one name per position, the first
 * declared route's (the spec's PUT name); each operation's parameter keeps
 * its own schema and says what it takes. The adapter matches by position,
 * so the name is the document's alone.
 */
function canonicalNames(routes: readonly RestRoute[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const route of routes) {
    const shape = shapeOf(route.path);
    if (!names.has(shape)) names.set(shape, pathParamNames(route.path));
  }
  return names;
}

const PATH_PARAM_DESCRIPTIONS: Record<string, string> = {
  ids: 'One id, or comma-joined ids (at most 1,000): 3 or 3,4,5',
  id: 'The id of the item',
  token: 'The token from the e-mailed link',
};

function parameters(route: RestRoute, pathNames: readonly string[]) {
  const params: JsonSchema[] = [];
  const declared = route.params
    ? (jsonSchema(route.params, 'input').properties as Record<string, JsonSchema> | undefined)
    : undefined;
  pathParamNames(route.path).forEach((own, i) => {
    const schema = declared?.[own] ?? { type: 'string' };
    const name = pathNames[i] ?? own;
    const description =
      (schema.description as string | undefined) ??
      PATH_PARAM_DESCRIPTIONS[own] ??
      `The ${own.replace(/_id$/, '').replace(/_/g, ' ')} id`;
    params.push({ name, in: 'path', required: true, description, schema });
  });
  if (route.query) {
    const q = jsonSchema(route.query, 'input');
    const required = new Set((q.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(
      (q.properties as Record<string, JsonSchema> | undefined) ?? {},
    )) {
      const object = schema.type === 'object';
      const description = object
        ? `${schema.description ? `${String(schema.description)}. ` : ''}As deepObject (\`${name}[key]=value\`, what generated clients send) or as the spec's JSON (\`${name}={"key":value}\`); \`*\` or empty means all. An unknown key or a bad value is a 400 naming it (\`${name}.key\`).`
        : schema.description;
      params.push({
        name,
        in: 'query',
        required: required.has(name),
        ...(object ? { style: 'deepObject', explode: true } : {}),
        schema,
        ...(description ? { description } : {}),
      });
    }
  }
  params.push({ $ref: '#/components/parameters/AcceptLanguage' });
  if (conditional(route)) params.push({ $ref: '#/components/parameters/IfNoneMatch' });
  if (takesIdempotencyKey(route)) params.push({ $ref: '#/components/parameters/IdempotencyKey' });
  params.push({ $ref: '#/components/parameters/XRequestId' });
  return params;
}

/** A media type with one example made from its schema (openapi-examples.ts), when one can be. */
function withExample(schema: JsonSchema): JsonSchema {
  const example = exampleOf(schema);
  return example === undefined ? { schema } : { schema, example };
}

function responses(route: RestRoute) {
  // SPEC.md section 7: the image upload's client reads `error.message`.
  const schema = route.bodyLimit === 'upload' ? 'UploadError' : 'Error';
  const errorAnswer = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
  });
  const fileContent = route.file
    ? { [route.file.contentType]: { schema: { type: 'string', format: 'binary' } } }
    : {};
  // A door may answer JSON or, on request, a file (a report's page or its download=1 workbook).
  const ok =
    route.file && !route.response
      ? { description: route.file.description, content: fileContent }
      : {
          description: route.file ? `Success; ${route.file.description}` : 'Success',
          content: {
            'application/json': withExample(
              route.response ? jsonSchema(route.response, 'output') : {},
            ),
            ...fileContent,
          },
        };
  const changes = route.method !== 'GET';
  const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
  const okHeaders = {
    'X-Request-Id': header('XRequestId'),
    ...(conditional(route) ? { ETag: header('ETag') } : {}),
    // A door whose answer holds a secret never replays it (idempotency.ts).
    ...(takesIdempotencyKey(route) && !route.answerHoldsSecret
      ? { 'Idempotent-Replayed': header('IdempotentReplayed') }
      : {}),
  };
  return {
    [String(route.status ?? 200)]: { ...ok, headers: okHeaders },
    ...(conditional(route)
      ? {
          '304': {
            description:
              'Not modified: the If-None-Match sent names the current ETag; no body (Cache-Control as the 200 has it)',
            headers: { ETag: header('ETag'), 'X-Request-Id': header('XRequestId') },
          },
        }
      : {}),
    '400': errorAnswer(
      'Invalid input: `error` is the message to show, `errors` names each field with its messages',
    ),
    ...(route.auth !== 'public'
      ? {
          '401': errorAnswer('No valid token'),
          '403': errorAnswer(
            route.auth === 'admin'
              ? 'The token is not a staff token, or lacks the permission'
              : 'Refused (a cross-site call riding on a cookie)',
          ),
        }
      : {}),
    '404': errorAnswer(
      pathParamNames(route.path).length
        ? 'No such item (or not the caller’s)'
        : 'Not found (an id in the input names nothing)',
    ),
    ...(changes
      ? {
          '409': errorAnswer(
            takesIdempotencyKey(route)
              ? route.answerHoldsSecret
                ? 'Conflict with the current state (the message says which), a request with the same Idempotency-Key still running (Retry-After: 1), or already done: this answer holds a secret shown once, so it is never replayed'
                : 'Conflict with the current state (the message says which), a request with the same Idempotency-Key still running (Retry-After: 1), or already done with an answer too large to keep'
              : 'Conflict with the current state (the message says which)',
          ),
        }
      : {}),
    ...(takesIdempotencyKey(route)
      ? {
          '422': errorAnswer(
            'The Idempotency-Key was used before for a different request (method, address or body)',
          ),
        }
      : {}),
    ...(route.body
      ? {
          '413': errorAnswer(
            `The body is over this door's limit of ${bodyLimit(route.bodyLimit).toLocaleString('en-US')} bytes (refused before it is read when Content-Length says so)`,
          ),
          '415': errorAnswer('The body is not JSON, urlencoded or multipart'),
        }
      : {}),
    '429': {
      ...errorAnswer('Too many requests: wait and try again'),
      headers: {
        'Retry-After': header('RetryAfter'),
        'RateLimit-Limit': header('RateLimitLimit'),
        'RateLimit-Remaining': header('RateLimitRemaining'),
        'RateLimit-Reset': header('RateLimitReset'),
      },
    },
  };
}

const security = {
  public: [],
  member: [{ memberBearer: [] }],
  admin: [{ adminBearer: [] }, { apiToken: [] }],
} as const;

/** Who may call a door: a door about one's own sign-in or account takes no API token (ProcedureMeta.sessionOnly). */
function securityOf(route: RestRoute, meta: ProcedureMeta | undefined) {
  if (route.auth === 'admin' && (meta?.sessionOnly || route.sessionOnly))
    return [{ adminBearer: [] }];
  return security[route.auth];
}

function operationId(route: RestRoute): string {
  const words = `${route.method.toLowerCase()} ${route.path}`
    .replace(/:([A-Za-z_]+)/g, 'by $1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/** Not a real call: the recording caller stops a handler at its first procedure call. */
const RECORDED = Symbol('recorded');

/**
 * The tRPC procedure behind a door, found by running its handler against a
 * caller that records the first procedure it is asked for and stops there
 * (nothing runs). So the document states what the procedure declares (its
 * permissions), and a new door is documented the same way with no list to keep.
 */
export function procedureOf(route: RestRoute): string | null {
  let called: string | null = null;
  const recorder = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_, key) => (typeof key === 'string' ? recorder([...path, key]) : undefined),
      apply: () => {
        called ??= path.join('.');
        throw RECORDED;
      },
    });
  const stub = new Proxy({} as Record<string, unknown>, { get: () => undefined });
  try {
    const pending = route.handle(
      recorder([]) as Caller,
      {
        params: stub,
        query: stub,
        body: stub,
        headers: new Headers(),
        locale: 'en',
      } as never,
    );
    void Promise.resolve(pending).catch(() => undefined);
  } catch {
    // A handler that fails before calling has no procedure to name.
  }
  return called;
}

function permissionsOf(route: RestRoute): ProcedureMeta | undefined {
  const name = procedureOf(route);
  if (!name) return undefined;
  const procedures = appRouter._def.procedures as Record<
    string,
    { _def?: { meta?: ProcedureMeta } } | undefined
  >;
  return procedures[name]?._def?.meta;
}

function whoMayCall(route: RestRoute, meta: ProcedureMeta | undefined): string {
  if (route.auth === 'public')
    return 'Public: no token needed (a member token, when sent, is used).';
  if (route.auth === 'member') return 'Needs a member token (`POST /api/v1/login`).';
  const who =
    meta?.sessionOnly || route.sessionOnly
      ? 'a staff token (`POST /api/v1/admin/login`; an API token is refused here)'
      : 'a staff token (`POST /api/v1/admin/login`) or an API token (`asc_…`, `POST /api/v1/admin/api_tokens`)';
  if (meta?.permissions?.length)
    return `Needs ${who} holding the permission ${meta.permissions
      .map((p) => `\`${p}\``)
      .join(' or ')}.`;
  return `Needs ${who}; open to every enabled staff user.`;
}

/** Tags in the order their first door is declared, each with a line of its own. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Uploads: 'Files sent as multipart/form-data',
};

/**
 * The OpenAPI 3.1 document of every REST endpoint, generated from the same
 * declarations the adapter serves (src/server/rest/routes): parameters and
 * bodies from the input schemas the procedures validate with, answers from
 * the answer schemas the results are mapped through, the permission from
 * the procedure's meta. It lints clean with Redocly's recommended rules and
 * Spectral's spectral:oas (tests/integration/openapi-lint.test.ts).
 */
export function openApiDocument(routes: readonly RestRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: string[] = [];
  const names = canonicalNames(routes);
  for (const route of routes) {
    if (!tags.includes(route.tag)) tags.push(route.tag);
    const pathNames = names.get(shapeOf(route.path)) ?? [];
    let i = 0;
    const path = `/api/v1${route.path.replace(/:([A-Za-z_]+)/g, (_, own: string) => `{${pathNames[i++] ?? own}}`)}`;
    const meta = route.auth === 'admin' ? permissionsOf(route) : undefined;
    const body = route.body ? jsonSchema(route.body, 'input') : null;
    const operation: Record<string, unknown> = {
      operationId: operationId(route),
      tags: [route.tag],
      summary: route.summary,
      description: [route.description ?? `${route.summary}.`, whoMayCall(route, meta)].join('\n\n'),
      ...(route.auth === 'admin'
        ? {
            'x-permissions': meta?.permissions ?? [],
            'x-open-to-any-staff': !meta?.permissions?.length,
          }
        : {}),
      security: securityOf(route, meta),
      parameters: parameters(route, pathNames),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: hasFile(body)
                ? { 'multipart/form-data': { schema: body } }
                : { 'application/json': withExample(body) },
            },
          }
        : {}),
      responses: responses(route),
    };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Academic Services Centre API',
      version: '1',
      description:
        'The REST API of the academic services centre portal (SPEC.md section 7). Names are snake_case, money is in THB, dates are ISO 8601 with offset, lists answer { data, total, page, per_page, last_page }, and translated items carry the language of Accept-Language flat, with a `lang` collection on `?with=lang` and on admin edit reads. Errors answer { message, error, errors }: `error` is the message to show, `errors` the messages per field. A method a path does not take answers 405 with `Allow`; a 429 carries Retry-After and RateLimit-*. Public GETs carry an ETag and answer 304 to a matching If-None-Match; a POST sent with an Idempotency-Key is run once, its first answer replayed for 24 hours; every answer carries X-Request-Id. Browsers may call from the origins listed in the server setting CORS_ORIGINS (bearer tokens, no cookies). Register, forgot-password and the public forms need a solved ALTCHA challenge from GET /api/bot-check/challenge (docs/api.md shows how with altcha-lib), unless the caller sends an API token carrying access/member (docs/api-tokens.md).',
      contact: { name: 'Academic Services Centre', url: serverUrl },
      license: { name: 'Proprietary', url: `${serverUrl}/api/docs` },
    },
    servers: [{ url: serverUrl, description: 'This site' }],
    tags: tags.map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name] ?? `${name} endpoints`,
    })),
    components: {
      securitySchemes: {
        memberBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A member token from POST /api/v1/login',
        },
        adminBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A staff token from POST /api/v1/admin/login',
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'asc_<43 characters>',
          description:
            'An API token of an integration (`Authorization: Bearer asc_…`), issued in the back office or by POST /api/v1/admin/api_tokens and shown once. It acts for the staff member who issued it with the permissions it carries that they still hold; an expired or revoked token, or one whose issuer is disabled, answers 401. With access/member it needs no ALTCHA on register, forgot-password, contact and requests (docs/api-tokens.md).',
        },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          schema: { type: 'string', enum: ['th', 'en'], default: 'th' },
          description: 'Language of messages and translated fields',
        },
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description:
            'The ETag of an answer kept from before (or `*`): when it is still the current one the answer is 304 with no body',
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
          example: '5f2b7c1e-8d4a-4f3e-9b1a-2c6d7e8f9a0b',
          description:
            "A key of the caller's choosing (a UUID) that makes a retry safe: the first success (2xx) is kept 24 hours, and a repeat with the same key and the same request, once authenticated and allowed as the first, answers it again with Idempotent-Replayed: true, running nothing; an error is not kept (a retry runs again). Scoped to the credential (one session or API token, or the IP address without either). The same key with another request is a 422; while the first runs, a repeat is a 409. A door whose answer holds a secret (a token), or an answer over the size cap, keeps only a marker: a repeat is a 409, never the answer.",
        },
        XRequestId: {
          name: 'X-Request-Id',
          in: 'header',
          required: false,
          schema: {
            type: 'string',
            maxLength: 128,
            pattern: '^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$',
          },
          description:
            "An id of the caller's for this request, echoed in the answer's X-Request-Id and written on every log line of the request; one is made when absent or not of this form",
        },
      },
      headers: {
        XRequestId: {
          description:
            "The request's id (the one sent, when well formed, else a new one), as written in the server's logs",
          schema: { type: 'string' },
        },
        ETag: {
          description:
            'A strong validator of this answer (a hash of its body): send it back in If-None-Match',
          schema: { type: 'string' },
        },
        IdempotentReplayed: {
          description:
            'true when this is the kept answer of an earlier request with the same Idempotency-Key',
          schema: { type: 'string', enum: ['true'] },
        },
        RetryAfter: {
          description: 'Seconds to wait before trying again',
          schema: { type: 'integer', minimum: 0 },
        },
        RateLimitLimit: {
          description: 'The requests allowed in the window of this limit',
          schema: { type: 'integer', minimum: 0 },
        },
        RateLimitRemaining: {
          description: 'Requests left in the window (0 on a 429)',
          schema: { type: 'integer', minimum: 0 },
        },
        RateLimitReset: {
          description: 'Seconds until the window resets',
          schema: { type: 'integer', minimum: 0 },
        },
      },
      schemas: {
        Error: jsonSchema(errorSchema, 'output'),
        ...(routes.some((r) => r.bodyLimit === 'upload')
          ? { UploadError: jsonSchema(uploadErrorSchema, 'output') }
          : {}),
      },
    },
    paths,
  };
}
