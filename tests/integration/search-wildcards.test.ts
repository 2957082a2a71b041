import { beforeAll, describe, expect, it } from 'vitest';
import { db, escapeLike } from '@/server/db';
import { callerWith, createAdmin, rest, sessionCookie } from './helpers';

/**
 * `%` and `_` typed into a search or a filter are plain characters, on SQLite
 * and on PostgreSQL alike (run this file with either DATABASE_URL): every
 * text filter goes through containsInsensitive in src/server/db.ts.
 */
const stamp = `w${Date.now().toString(36)}`;
const names = {
  percent: `${stamp}a%b`,
  any: `${stamp}axb`,
  underscore: `${stamp}a_b`,
  backslash: `${stamp}a\\b`,
  one: 'Q',
};
let cookie = '';
let api: ReturnType<typeof callerWith>;
const ids: Record<keyof typeof names, number> = {
  percent: 0,
  any: 0,
  underscore: 0,
  backslash: 0,
  one: 0,
};

beforeAll(async () => {
  for (const [key, firstname] of Object.entries(names) as [keyof typeof names, string][]) {
    const user = await db.adminUser.create({
      data: {
        firstname,
        lastname: '',
        email: `${key}.${stamp}@example.test`,
        passwordHash: 'x',
        status: false,
      },
    });
    ids[key] = user.id;
  }
  const admin = await createAdmin(['access/user', 'access/researcher']);
  cookie = (await sessionCookie('admin', admin.id)).cookie;
  api = callerWith({ cookie: `${cookie}; i18next=en` });
});

const restJson = async <T>(path: string): Promise<T> => {
  const res = await rest('GET', path, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const q = encodeURIComponent;

describe('escapeLike', () => {
  it('escapes the wildcards and the escape character, nothing else', () => {
    expect(escapeLike('50%_a\\b ไทย')).toBe('50\\%\\_a\\\\b ไทย');
  });
});

describe('admin users filters', () => {
  it('match % and _ literally over tRPC', async () => {
    const firstnames = async (firstname: string) =>
      (await api.admin.users.list({ firstname })).map((u) => u.firstname);
    // A bare % or _ lists only the names that hold one, not everyone (nor every one-letter name).
    expect(await firstnames('%')).toEqual([names.percent]);
    expect(await firstnames('_')).toEqual([names.underscore]);
    expect(await firstnames(`${stamp}a%b`)).toEqual([names.percent]);
    expect(await firstnames(`${stamp}a_b`)).toEqual([names.underscore]);
    expect(await firstnames(`${stamp}a\\b`)).toEqual([names.backslash]);
    // Still a case-insensitive substring match.
    expect(await firstnames(`${stamp.toUpperCase()}A%B`)).toEqual([names.percent]);
    expect((await firstnames(stamp)).sort()).toEqual(
      [names.percent, names.any, names.underscore, names.backslash].sort(),
    );
    expect((await api.admin.users.list({ email: '%' })).map((u) => u.id)).toEqual([]);
    expect((await api.admin.users.list({ email: `_${stamp}` })).map((u) => u.id)).toEqual([]);
  });

  it('match % and _ literally over REST', async () => {
    const firstnames = async (query: string) =>
      (await restJson<{ firstname: string }[]>(`/admin/users?${query}`)).map((u) => u.firstname);
    expect(await firstnames(`firstname=${q('%')}`)).toEqual([names.percent]);
    expect(await firstnames(`firstname=${q('_')}`)).toEqual([names.underscore]);
    expect(await firstnames(`firstname=${q(`${stamp}a_b`)}`)).toEqual([names.underscore]);
    expect(await firstnames(`email=${q('%')}`)).toEqual([]);
    expect(await firstnames(`email=${q('_')}&status=*`)).toEqual([]);
  });
});

describe('the back office global search', () => {
  it('finds only what holds the literal character, over tRPC and REST', async () => {
    const userIds = (results: { id: string }[]) =>
      results
        .filter((r) => r.id.startsWith('user-'))
        .map((r) => Number(r.id.slice('user-'.length)));
    expect(userIds(await api.admin.search({ filter_name: '%' }))).toEqual([ids.percent]);
    expect(userIds(await api.admin.search({ filter_name: '_' }))).toEqual([ids.underscore]);
    expect(userIds(await restJson(`/admin/search?filter_name=${q('%')}`))).toEqual([ids.percent]);
    // Seeded researchers hold neither character.
    const kinds = (await restJson<{ id: string }[]>(`/admin/search?filter_name=${q('_')}`)).map(
      (r) => r.id.split('-')[0],
    );
    expect(kinds).toEqual(['user']);
  });
});

describe('resource lists and public filters', () => {
  it('an admin resource list search takes % and _ literally', async () => {
    expect((await restJson<{ total: number }>('/admin/researchers')).total).toBeGreaterThan(0);
    expect((await restJson<{ total: number }>(`/admin/researchers?search=${q('%')}`)).total).toBe(
      0,
    );
    expect((await restJson<{ total: number }>(`/admin/researchers?search=${q('_')}`)).total).toBe(
      0,
    );
    expect((await api.admin.researchers.list({ search: '%' })).total).toBe(0);
  });

  it('public keyword filters take % and _ literally', async () => {
    const total = async (path: string) => {
      const res = await rest('GET', path);
      expect(res.status).toBe(200);
      return ((await res.json()) as { total: number }).total;
    };
    expect(await total('/researcher/teachers')).toBeGreaterThan(0);
    expect(await total(`/researcher/teachers?filter_keyword=${q('%')}`)).toBe(0);
    expect(await total(`/researcher/teachers?filter_keyword=${q('_')}`)).toBe(0);
    expect(await total('/news')).toBeGreaterThan(0);
    expect(await total(`/news?filter_keyword=${q('%')}`)).toBe(0);
    expect((await callerWith().public.researchers.teachers({ filter_keyword: '_' })).total).toBe(0);
    expect((await callerWith().public.publicTrainings.list({ filter_name: '%' })).total).toBe(0);
    expect((await callerWith().public.publicTrainings.list({ filter_name: '_' })).total).toBe(0);
    expect((await callerWith().public.portfolios.list({ filter_keyword: '%' })).total).toBe(0);
  });

  it('public keyword filters (the database LIKE ... ESCAPE of text-search.ts) find %, _ and \\ literally, case ignored', async () => {
    const row = await db.researcherTranslation.findFirstOrThrow({
      where: { researcher: { status: true, faculty: { status: true } } },
      orderBy: { id: 'asc' },
    });
    const held = `${stamp}Sale 50%_Off a\\b`;
    await db.researcherTranslation.update({ where: { id: row.id }, data: { expertise: held } });
    try {
      const found = async (filter_keyword: string) =>
        (
          await callerWith().public.researchers.teachers({ filter_keyword, per_page: 50 })
        ).items.map((r) => r.id);
      expect(await found(`${stamp}sale 50%_off`)).toEqual([row.researcherId]);
      expect(await found('50%_OFF A\\B')).toEqual([row.researcherId]);
      expect(await found('50x_off')).toEqual([]);
      expect(await found('50%xoff')).toEqual([]);
      expect(await found('a\\\\b')).toEqual([]);
    } finally {
      await db.researcherTranslation.update({
        where: { id: row.id },
        data: { expertise: row.expertise },
      });
    }
  });
});
