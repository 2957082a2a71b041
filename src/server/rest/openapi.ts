import { z } from 'zod';
import { bodyLimit } from '@/server/http/body-limit';
import type { RestRoute } from '@/server/rest/route';
import { errorSchema } from '@/server/rest/schema';

type JsonSchema = Record<string, unknown>;

const SAFE_INT = Number.MAX_SAFE_INTEGER;

/** Drops what zod writes for every integer and date-time (safe-integer bounds, the date-time regex): `format` says it. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'minimum' && value === -SAFE_INT) || (key === 'maximum' && value === SAFE_INT))
      continue;
    if (key === 'pattern' && (node as JsonSchema).format) continue;
    out[key] = tidy(value);
  }
  return out;
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const out = tidy(
    z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }),
  ) as JsonSchema;
  delete out.$schema;
  return out;
};

const openApiPath = (path: string) => `/api/v1${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);

function parameters(route: RestRoute) {
  const params: JsonSchema[] = [];
  const declared = route.params
    ? (jsonSchema(route.params, 'input').properties as Record<string, JsonSchema> | undefined)
    : undefined;
  for (const name of pathParamNames(route.path)) {
    params.push({
      name,
      in: 'path',
      required: true,
      schema: declared?.[name] ?? { type: 'string' },
    });
  }
  if (route.query) {
    const q = jsonSchema(route.query, 'input');
    const required = new Set((q.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(
      (q.properties as Record<string, JsonSchema> | undefined) ?? {},
    )) {
      params.push({
        name,
        in: 'query',
        required: required.has(name),
        schema,
        ...(schema.description ? { description: schema.description } : {}),
      });
    }
  }
  params.push({ $ref: '#/components/parameters/AcceptLanguage' });
  return params;
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function responses(route: RestRoute) {
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
            'application/json': {
              schema: route.response ? jsonSchema(route.response, 'output') : {},
            },
            ...fileContent,
          },
        };
  return {
    [String(route.status ?? 200)]: ok,
    '400': errorAnswer('Invalid input: `errors` names each field with its messages'),
    ...(route.auth !== 'public'
      ? {
          '401': errorAnswer('No valid token'),
          '403': errorAnswer('The token lacks the permission'),
        }
      : {}),
    ...(route.params || pathParamNames(route.path).length
      ? { '404': errorAnswer('Not found') }
      : {}),
    ...(route.body
      ? {
          '413': errorAnswer(
            `The body is over this door's limit of ${bodyLimit(route.bodyLimit).toLocaleString('en-US')} bytes (refused before it is read when Content-Length says so)`,
          ),
        }
      : {}),
    '429': errorAnswer('Too many requests'),
  };
}

const security = {
  public: [],
  member: [{ memberBearer: [] }],
  admin: [{ adminBearer: [] }],
} as const;

function operationId(route: RestRoute): string {
  const words = `${route.method.toLowerCase()} ${route.path}`
    .replace(/:([A-Za-z_]+)/g, 'by $1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/**
 * The OpenAPI 3.1 document of every REST endpoint, generated from the same
 * declarations the adapter serves (src/server/rest/routes): parameters and
 * bodies from the input schemas the procedures validate with, answers from
 * the answer schemas the results are mapped through.
 */
export function openApiDocument(routes: readonly RestRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation: Record<string, unknown> = {
      operationId: operationId(route),
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      security: security[route.auth],
      parameters: parameters(route),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: jsonSchema(route.body, 'input') },
                ...(route.tag === 'Uploads'
                  ? { 'multipart/form-data': { schema: jsonSchema(route.body, 'input') } }
                  : {}),
              },
            },
          }
        : {}),
      responses: responses(route),
    };
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Academic Services Centre API',
      version: '1',
      description:
        'The REST API of the academic services centre portal (SPEC.md section 7). Names are snake_case, money is in THB, dates are ISO 8601 with offset, lists answer { data, total, page, per_page, last_page }, and translated items carry the language of Accept-Language flat, with a `lang` collection on `?with=lang` and on admin edit reads. Errors answer { message, error, errors }.',
    },
    servers: [{ url: serverUrl }],
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
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          schema: { type: 'string', enum: ['th', 'en'], default: 'th' },
          description: 'Language of messages and translated fields',
        },
      },
      schemas: { Error: jsonSchema(errorSchema, 'output') },
    },
    paths,
  };
}
