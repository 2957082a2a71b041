import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  canonicalListQuery,
  isInternalListQueryPath,
  listPageNumber,
  listPaths,
  listQueryFromSegment,
  listQueryRewrite,
  listQuerySegment,
  listSearchPaths,
  SEARCH_MAX_CHARS,
} from '@/lib/list-queries';
import { listQueryRoute } from '@/server/cache/public-pages';

const rewrite = (p: string, qs: string) => listQueryRewrite(p, new URLSearchParams(qs));
const queryOf = (rewritten: string, list: string) =>
  listQueryFromSegment(list, rewritten.split('/').at(-1)!);

describe('canonical list queries (src/lib/list-queries.ts)', () => {
  it('keeps known, valid parameters only, normalised, in one order', () => {
    const a = rewrite('/public-training', 'page=2&category=03&utm_source=x&month=07&year=2026');
    const b = rewrite('/public-training', 'year=2026&month=7&category=3&page=2&foo=bar');
    expect(a).toBe(b);
    expect(a.startsWith('/public-training/q/')).toBe(true);
    expect(queryOf(a, '/public-training')).toEqual({
      category: '3',
      year: '2026',
      month: '7',
      page: '2',
    });
  });

  it('drops defaults, unknown parameters and garbage: the plain list, no new page', () => {
    for (const qs of [
      '',
      'page=1',
      'category=*&year=*&month=*&name=&page=1',
      'utm_source=x&fbclid=1',
      'page=abc&category=-1&year=99&month=13',
      'category=0',
    ]) {
      expect(rewrite('/public-training', qs)).toBe('/public-training');
    }
    expect(rewrite('/portfolio', 'category=3')).toBe('/portfolio');
    expect(rewrite('/news', 'page=1&keyword=x')).toBe('/news');
  });

  it('bounds paging and trims searches', () => {
    expect(queryOf(rewrite('/news', 'page=99999999'), '/news')).toEqual({ page: '10000' });
    expect(queryOf(rewrite('/researcher', 'keyword=%20%20a%20%20%20b%20'), '/researcher')).toEqual({
      keyword: 'a b',
    });
    const long = 'ก'.repeat(500);
    const name = queryOf(
      rewrite(
        '/public-training',
        `name=${encodeURIComponent(long)}&category=123456789&year=2026&month=12&page=9999`,
      ),
      '/public-training',
    )!.name!;
    expect([...name].length).toBeLessThanOrEqual(SEARCH_MAX_CHARS);
    expect(
      listQuerySegment(
        '/public-training',
        canonicalListQuery(
          '/public-training',
          (n) =>
            ({ name: long, category: '123456789', year: '2026', month: '12', page: '9999' })[n],
        ),
      ).length,
    ).toBeLessThanOrEqual(230);
  });

  it('keeps %, _ and \\ of a search as they are', () => {
    expect(
      queryOf(
        rewrite('/public-training', `name=${encodeURIComponent('50%_a\\b')}`),
        '/public-training',
      ),
    ).toEqual({ name: '50%_a\\b' });
  });

  it('the schedule view ignores the filters', () => {
    expect(rewrite('/public-training', 'view=group&category=3&page=2')).toBe(
      rewrite('/public-training', 'view=group'),
    );
  });

  it('refuses a segment that is not the canonical one', () => {
    const canonical = rewrite('/news', 'category=3&page=2').split('/').at(-1)!;
    expect(listQueryFromSegment('/news', canonical)).toEqual({ category: '3', page: '2' });
    for (const bad of [
      'x',
      'e30',
      Buffer.from('["03","2"]').toString('base64url'),
      Buffer.from('["3","1"]').toString('base64url'),
      `${canonical}=`,
      '../etc',
    ]) {
      expect(listQueryFromSegment('/news', bad)).toBeNull();
    }
    expect(listQueryFromSegment('/contact', canonical)).toBeNull();
  });

  it("sends a free-text search to the list's search page, rendered per request, and every other query to its cached page", () => {
    expect(
      rewrite('/public-training', 'name=excel&category=3').startsWith('/public-training/s/'),
    ).toBe(true);
    expect(rewrite('/researcher', 'keyword=chem&page=2').startsWith('/researcher/s/')).toBe(true);
    expect(
      queryOf(rewrite('/public-training', 'name=excel&category=03'), '/public-training'),
    ).toEqual({ name: 'excel', category: '3' });
    // An empty or blank search is no search: the form's own query of a category stays cached.
    expect(
      rewrite('/public-training', 'name=%20&category=3').startsWith('/public-training/q/'),
    ).toBe(true);
    expect(rewrite('/researcher', 'keyword=&faculty=2').startsWith('/researcher/q/')).toBe(true);
    expect(listSearchPaths).toEqual(['/public-training', '/researcher']);
  });

  it('knows the internal query paths of every list, and only those', () => {
    expect(isInternalListQueryPath('/news/q/abc')).toBe(true);
    expect(isInternalListQueryPath('/services/q')).toBe(true);
    expect(isInternalListQueryPath('/public-training/s/abc')).toBe(true);
    expect(isInternalListQueryPath('/researcher/s')).toBe(true);
    expect(isInternalListQueryPath('/news/3')).toBe(false);
    expect(isInternalListQueryPath('/contact/q/abc')).toBe(false);
    expect(isInternalListQueryPath('/news/quick')).toBe(false);
  });

  it('every list has its cached query route, where revalidation looks for it', () => {
    for (const list of listPaths) {
      const route = listQueryRoute(list).replace('/[lng]/', '');
      expect(existsSync(path.join('src/app/[lng]', route, 'page.tsx')), route).toBe(true);
    }
  });

  it('every list with a search has its search route, rendered per request (never stored in the page cache)', () => {
    for (const list of listSearchPaths) {
      const page = path.join('src/app/[lng]/(site)', list, 's/[query]/page.tsx');
      expect(readFileSync(page, 'utf8'), page).toContain("export const dynamic = 'force-dynamic';");
    }
  });
});

describe('listPageNumber', () => {
  it('gives the page of a canonical query, 1 without one, and keeps within 1 to 10,000', () => {
    expect(listPageNumber({})).toBe(1);
    expect(listPageNumber({ page: '7' })).toBe(7);
    expect(listPageNumber({ page: '0' })).toBe(1);
    expect(listPageNumber({ page: '-3' })).toBe(1);
    expect(listPageNumber({ page: 'x' })).toBe(1);
    expect(listPageNumber({ page: '999999' })).toBe(10_000);
  });
});
