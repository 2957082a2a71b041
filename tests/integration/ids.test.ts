import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as trpcGet } from '@/app/api/trpc/[trpc]/route';
import type { Locale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { resources } from '@/lib/admin/resources';
import { permissions } from '@/lib/permissions';
import { db } from '@/server/db';
import { logger } from '@/server/log';
import { DIGIT_SEARCHES } from '../support/hostile-inputs';
import { createAdmin, createMember, freshIp, rest, sessionCookie } from './helpers';

/**
 * Ids at the API doors and in searches (docs/policies/ids-and-errors.md): an id is
 * written one way, from 1 to the database's largest integer, and anything
 * else is a 400 in the shape of SPEC.md section 8 with a translated
 * message; a digits-only search too large to be an id is only text; an
 * answer of 500 leaves a line in the server's log. On SQLite and
 * PostgreSQL (whose INTEGER ends at 2^31 - 1).
 */

let adminCookie = '';
let adminToken = '';
let memberCookie = '';
let memberToken = '';

beforeAll(async () => {
  const admin = await createAdmin([...permissions]);
  ({ cookie: adminCookie, token: adminToken } = await sessionCookie('admin', admin.id));
  const member = await createMember();
  ({ cookie: memberCookie, token: memberToken } = await sessionCookie('member', member.id));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** One tRPC query over HTTP through the real handler of /api/trpc. */
function trpcQuery(path: string, input: unknown, cookie?: string, locale: Locale = 'en') {
  const headers: Record<string, string> = {
    'x-i18next-current-language': locale,
    'x-forwarded-for': freshIp(),
  };
  if (cookie) headers.cookie = cookie;
  return trpcGet(
    new Request(
      `http://localhost/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
      { headers },
    ),
  );
}

const invalidId = (locale: Locale) => messages[locale].validation.invalid_id;

describe('a digits-only search too large to be an id is searched as text, never a 500', () => {
  const lists = Object.keys(resources) as (keyof typeof resources)[];

  it('on every back-office list, over tRPC and REST', async () => {
    const failures: string[] = [];
    for (const name of lists) {
      for (const digits of DIGIT_SEARCHES) {
        const viaTrpc = await trpcQuery(`admin.${name}.list`, { search: digits }, adminCookie);
        if (viaTrpc.status !== 200)
          failures.push(
            `tRPC admin.${name}.list ${digits.slice(0, 24)}: ${viaTrpc.status} ${(await viaTrpc.text()).slice(0, 200)}`,
          );
        const viaRest = await rest('GET', `${resources[name].restPath}?search=${digits}`, {
          token: adminToken,
        });
        if (viaRest.status !== 200)
          failures.push(
            `REST ${resources[name].restPath} ${digits.slice(0, 24)}: ${viaRest.status} ${(await viaRest.text()).slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('on the back-office search, over tRPC and REST', async () => {
    for (const digits of DIGIT_SEARCHES) {
      const viaTrpc = await trpcQuery('admin.search', { filter_name: digits }, adminCookie);
      expect(viaTrpc.status, `${digits}: ${await viaTrpc.clone().text()}`).toBe(200);
      const viaRest = await rest('GET', `/admin/search?filter_name=${digits}`, {
        token: adminToken,
      });
      expect(viaRest.status, `${digits}: ${await viaRest.clone().text()}`).toBe(200);
    }
  });

  it('still finds digits in text, and an item by its id (leading zeros forgiven in a search box)', async () => {
    const big = '9223372036854775808';
    const category = await db.publicTrainingCategory.create({
      data: {
        translations: {
          create: [
            { languageId: 1, name: `หมวด ${big}` },
            { languageId: 2, name: `Category ${big}` },
          ],
        },
      },
    });
    const listed = async (search: string) => {
      const res = await rest(
        'GET',
        `/admin/services/public_trainings/categories?search=${encodeURIComponent(search)}&per_page=100`,
        { token: adminToken },
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { public_training_category_id: number }[] }).data.map(
        (c) => c.public_training_category_id,
      );
    };
    expect(await listed(big)).toEqual([category.id]);
    expect(await listed(String(category.id))).toContain(category.id);
    expect(await listed(`00${category.id}`)).toContain(category.id);
    const searched = async (q: string) =>
      (
        (await (
          await rest('GET', `/admin/search?filter_name=${q}`, { token: adminToken })
        ).json()) as { kind: string; item_id: number }[]
      )
        .filter((hit) => hit.kind === 'category')
        .map((hit) => hit.item_id);
    expect(await searched(big)).toEqual([category.id]);
    expect(await searched(String(category.id))).toContain(category.id);
  });
});

describe('an id written any other way is a 400 with a translated message, at every door', () => {
  const MALFORMED = [
    '0',
    '00',
    '01',
    '+1',
    '1.0',
    '1e0',
    '0x1',
    '%201',
    '1%20',
    '-1',
    '2147483648',
    '9223372036854775808',
    'abc',
  ];

  it("REST: a public item, a staff edit read and one's own profile, in English and Thai", async () => {
    for (const id of MALFORMED) {
      for (const lang of ['en', 'th'] as const) {
        const res = await rest('GET', `/news/${id}`, { lang });
        expect(res.status, `/news/${id}`).toBe(400);
        const body = (await res.json()) as {
          message: string;
          error: string | null;
          field?: string;
          errors: Record<string, string[]>;
        };
        expect(body).toEqual({
          message: invalidId(lang),
          error: invalidId(lang),
          field: 'id',
          errors: { id: [invalidId(lang)] },
        });
      }
      expect(
        (await rest('GET', `/admin/news/${id}/edit`, { token: adminToken })).status,
        `/admin/news/${id}/edit`,
      ).toBe(400);
      expect(
        (
          await rest('PUT', `/admin/users/profile/${id}`, {
            token: adminToken,
            body: { firstname: 'A', lastname: 'B' },
          })
        ).status,
        `/admin/users/profile/${id}`,
      ).toBe(400);
    }
    // The canonical spelling still serves, and a percent-escaped digit is the same address.
    const news = await db.news.findFirstOrThrow({
      where: { status: true, publishedAt: { lte: new Date() } },
    });
    expect((await rest('GET', `/news/${news.id}`)).status).toBe(200);
    // Nobody is told more than "log in" before their input is read.
    expect((await rest('GET', '/admin/news/01/edit')).status).toBe(401);
  });

  it("REST and tRPC: a member's registration ids beyond the 32-bit column are refused, not sent to the database", async () => {
    for (const id of ['2147483648', '4294967296', '01']) {
      for (const [method, path, body] of [
        ['PUT', `/member/payment_slip/${id}`, {}],
        ['PUT', `/services/public_trainings/register/${id}/status`, { register_status_id: 6 }],
        ['POST', '/payment_signature', { register_id: id }],
      ] as const) {
        const res = await rest(method, path, { token: memberToken, body });
        expect(res.status, `${path} ${id}: ${await res.clone().text()}`).toBe(400);
        expect(
          ((await res.json()) as { errors: Record<string, string[]> }).errors.register_id,
          `${path} ${id}`,
        ).toBeDefined();
      }
    }
    for (const register_id of [2147483648, 4294967296, '2147483648', '01', true]) {
      for (const procedure of ['member.payments.status', 'member.payments.receipt']) {
        const res = await trpcQuery(procedure, { register_id }, memberCookie, 'th');
        expect(res.status, `${procedure} ${String(register_id)}: ${await res.clone().text()}`).toBe(
          400,
        );
      }
    }
  });

  it('tRPC: the detail procedures the pages load with', async () => {
    for (const id of ['01', '+1', ' 1', '1.0', '0x1', 0, -1, 1.5, 2147483648, true]) {
      const res = await trpcQuery('public.news.byId', { id }, undefined, 'th');
      expect(res.status, `news ${JSON.stringify(id)}`).toBe(400);
      const body = (await res.json()) as {
        error: { json: { message: string; data: { field: string } } };
      };
      expect(body.error.json.message).toBe(invalidId('th'));
      expect(body.error.json.data.field).toBe('id');
    }
  });
});

describe('an answer of 500 leaves a line in the server log, never the input', () => {
  const failing = () =>
    vi.spyOn(db.language, 'findMany').mockRejectedValue(new Error('disk on fire'));

  it('over tRPC', async () => {
    failing();
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const res = await trpcQuery('public.lookups.languages', { secret: 'hunter2' });
    expect(res.status).toBe(500);
    const lines = logged.mock.calls.map(
      ([fields, message]) => `${String(message)} ${JSON.stringify(fields)}`,
    );
    const line = lines.find((l) => l.startsWith('trpc: unexpected failure'));
    expect(line, lines.join('\n')).toBeDefined();
    expect(line).toContain('"procedure":"public.lookups.languages"');
    expect(line).toContain('disk on fire');
    expect(line).not.toContain('hunter2');
    expect(line!.split('\n')).toHaveLength(1);
  });

  it('over REST', async () => {
    failing();
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const res = await rest('GET', '/languages?secret=hunter2');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toBe(messages.en.an_error_occurred);
    const lines = logged.mock.calls.map(
      ([fields, message]) => `${String(message)} ${JSON.stringify(fields)}`,
    );
    const line = lines.find((l) => l.startsWith('rest: unexpected failure'));
    expect(line, lines.join('\n')).toBeDefined();
    expect(line).toContain('"route":"/languages"');
    expect(line).toContain('"status":500');
    expect(line).toContain('disk on fire');
    expect(line).not.toContain('hunter2');
  });

  it('a refusal (4xx) is not logged as a failure', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect((await rest('GET', '/news/01')).status).toBe(400);
    expect((await trpcQuery('public.news.byId', { id: '01' })).status).toBe(400);
    expect(logged).not.toHaveBeenCalled();
  });
});
