import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminMenu, adminMenuGroups, visibleAdminMenuGroups } from '@/features/admin/admin-menu';
import {
  type AdminPage,
  adminPageOf,
  adminPages,
  dashboardCards,
  pageOfCard,
} from '@/lib/admin-pages';
import { searchResultHref } from '@/lib/admin-search';
import { resources } from '@/lib/admin/resources';
import { permissions } from '@/lib/permissions';
import { startOfMonthBangkok } from '@/server/services/admin-dashboard-service';

const shellDir = path.resolve('src/app/[lng]/admin/(shell)');

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pageFiles(full);
    return name === 'page.tsx' ? [full] : [];
  });
}

const byHref = (a: AdminPage, b: AdminPage) => a.href.localeCompare(b.href);

describe('admin page permissions', () => {
  it('has a menu item for each permission, plus the dashboard', () => {
    expect([...new Set(adminMenu.flatMap((i) => i.permissions))].sort()).toEqual(
      [...permissions].sort(),
    );
    expect(adminMenu[0]).toBe(adminPages.home);
  });

  it('puts every menu page but the dashboard in exactly one of five groups', () => {
    const menuPages = (Object.values(adminPages) as AdminPage[]).filter((p) => p.menu);
    const grouped = adminMenuGroups.flatMap((g) => g.pages.map((n) => adminPages[n] as AdminPage));
    expect(adminMenuGroups.map((g) => g.key)).toEqual([
      'content',
      'trainings',
      'registrations',
      'people',
      'reports',
    ]);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([adminPages.home, ...grouped].sort(byHref)).toEqual(menuPages.sort(byHref));
    expect(
      visibleAdminMenuGroups(['access/news', 'access/role']).map((g) => [
        g.key,
        g.items.map((i) => i.href),
      ]),
    ).toEqual([
      ['content', ['/admin/news', '/admin/media']],
      ['people', ['/admin/roles']],
    ]);
  });

  it('finds the page of a path by its longest declared prefix', () => {
    expect(adminPageOf('/admin/users/form')).toBe(adminPages.users);
    expect(adminPageOf('/admin/services/public_trainings/form')).toBe(adminPages.publicTrainings);
    expect(adminPageOf('/admin/news_category')).toBe(adminPages.newsCategories);
    expect(adminPageOf('/admin/newsroom')).toBeUndefined();
  });

  it('has every admin page but the dashboard and the catch-all guard itself with a declared page', () => {
    const unguarded = pageFiles(shellDir)
      .filter((file) => !file.includes(`${path.sep}home${path.sep}`) && !file.includes('[...rest]'))
      .filter(
        (file) =>
          !/requireAdminPage\(adminPages\.\w+\)|resource(?:List|Form)Page\('\w+'[,)]/.test(
            readFileSync(file, 'utf8'),
          ),
      )
      .map((file) => path.relative(shellDir, file));
    expect(unguarded).toEqual([]);
  });
});

describe('the one table of admin pages', () => {
  it('opens every search kind in a form (or a detail page) that exists and reads the key the search sends', () => {
    const searched = (Object.values(adminPages) as AdminPage[]).filter((p) => p.search);
    expect(searched.map((p) => p.search!.kind).sort()).toEqual([
      'banner',
      'category',
      'contact_message',
      'inhouse',
      'inhouse_request',
      'member',
      'news',
      'portfolio',
      'registration',
      'researcher',
      'service',
      'service_request',
      'speaker',
      'training',
      'user',
    ]);
    for (const p of searched) {
      if (p.search!.detail) {
        // Opened by path: the page's own [primaryKey] segment.
        const detail = path.join(
          shellDir,
          p.href.replace(/^\/admin\//, ''),
          `[${p.search!.primaryKey}]`,
          'page.tsx',
        );
        expect(readFileSync(detail, 'utf8'), p.href).toContain(`.${p.search!.primaryKey})`);
        continue;
      }
      const file = path.join(shellDir, p.href.replace(/^\/admin\//, ''), 'form', 'page.tsx');
      const source = readFileSync(file, 'utf8');
      const resourceName = /resourceFormPage\('(\w+)'[,)]/.exec(source)?.[1];
      // A resource's form reads its primary key; the other forms read ?id=.
      const reads = resourceName
        ? resources[resourceName as keyof typeof resources].primaryKey
        : 'id';
      expect(p.search!.primaryKey, p.href).toBe(reads);
    }
    expect(
      searchResultHref({
        client_route: `${adminPages.news.href}/form`,
        primary_key: adminPages.news.search!.primaryKey,
        item_id: 3,
        query: true,
      }),
    ).toBe('/admin/news/form?news_id=3');
  });

  it('gives every dashboard card the page it opens', () => {
    for (const key of dashboardCards) expect(pageOfCard(key), key).toBeDefined();
    expect(pageOfCard('unhandled_requests')).toBe(adminPages.requests);
  });
});

describe('admin search and dashboard helpers', () => {
  it('opens a result by query parameter or by path segment', () => {
    expect(
      searchResultHref({
        client_route: '/admin/news/form',
        primary_key: 'news_id',
        item_id: 3,
        query: true,
      }),
    ).toBe('/admin/news/form?news_id=3');
    expect(
      searchResultHref({
        client_route: '/admin/services/public_training_register',
        primary_key: 'register_id',
        item_id: 12,
        query: false,
      }),
    ).toBe('/admin/services/public_training_register/12');
  });

  it('starts the month at midnight Bangkok time', () => {
    expect(startOfMonthBangkok(new Date('2026-03-31T18:00:00Z')).toISOString()).toBe(
      '2026-03-31T17:00:00.000Z',
    );
    expect(startOfMonthBangkok(new Date('2026-03-31T16:59:00Z')).toISOString()).toBe(
      '2026-02-28T17:00:00.000Z',
    );
  });
});
