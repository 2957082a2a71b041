import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import { translate } from '@/i18n/translate';
import { optionLabelKey } from '@/lib/admin/fields';
import type { Resource } from '@/lib/admin/resource';
import { resources } from '@/lib/admin/resources';
import { adminPageOf } from '@/lib/admin-pages';

const all = Object.values(resources) as Resource[];

/** Every locale key a resource's list and form show. */
function keysOf(r: Resource): string[] {
  const keys = [r.titleKey, r.itemKey];
  for (const f of Object.values({ ...r.fields, ...r.lang })) {
    if (f.kind === 'imageSize') continue;
    keys.push(f.label);
    if (f.hint) keys.push(f.hint);
    for (const v of f.values ?? []) keys.push(optionLabelKey(f, v));
    if (f.kind === 'boolean' && f.optionKey) keys.push(optionLabelKey(f, 1), optionLabelKey(f, 0));
  }
  if (r.list.searchLabel) keys.push(r.list.searchLabel);
  if (r.list.disableInstead)
    keys.push(r.list.disableInstead.actionKey, r.list.disableInstead.doneKey);
  for (const column of r.list.columns) {
    const field = r.fields[column] ?? r.lang?.[column];
    const reference = Object.entries(r.fields).find(
      ([k]) => `${k.replace(/_id$/, '')}_name` === column,
    )?.[1];
    if (!field && !reference) keys.push(`admin_content.${column}`);
  }
  return keys;
}

describe('back-office resources', () => {
  it.each(all.map((r) => [r.name, r] as const))(
    '%s: every label, hint and option is worded in Thai and English',
    (_name, r) => {
      for (const lng of ['th', 'en'] as const) {
        const missing = keysOf(r).filter((key) => translate(messages[lng], lng, key) === key);
        expect(missing, lng).toEqual([]);
      }
    },
  );

  it.each(all.map((r) => [r.name, r] as const))(
    '%s: is a guarded admin page, filters and sorts only on what it has',
    (_name, r) => {
      expect(adminPageOf(r.route)?.permissions).toContain(r.permission);
      for (const key of r.list.filters) expect(r.fields[key], key).toBeDefined();
      for (const key of r.list.sortable)
        expect(key === r.primaryKey || key === 'created_at' || key in r.fields, key).toBe(true);
    },
  );

  it('validates a form with the same schema everywhere: Thai required, English optional', () => {
    const result = resources.news.input.safeParse({
      news_category_id: '1',
      published_at: '2026-11-01 09:00',
      lang: { th: { name: '' }, en: { name: '', body: '' } },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lang.th.name', 'admin_content.validation.required'],
    ]);
    const ok = resources.news.input.parse({
      news_category_id: '1',
      published_at: '2026-11-01 09:00',
      status: '0',
      lang: { th: { name: 'ข่าว' }, en: { name: '' } },
    });
    expect(ok).toMatchObject({ news_category_id: 1, status: false, lang: { th: { name: 'ข่าว' } } });
    expect((ok.lang as { en?: unknown }).en).toBeUndefined();
    expect(ok.published_at).toEqual(new Date('2026-11-01T02:00:00Z'));
  });

  it('takes money in THB with at most two decimals, and links to this site or the web only', () => {
    const base = {
      course_code: 'X1',
      public_training_category_id: 1,
      start_training_date: '2026-12-01 09:00',
      end_training_date: '2026-12-01 16:00',
      seat_limit: 10,
      lang: { th: { name: 'ก' } },
    };
    expect(resources.publicTrainings.input.safeParse({ ...base, price: 1500.5 }).success).toBe(
      true,
    );
    expect(
      resources.publicTrainings.input.safeParse({ ...base, price: 1500.555 }).error?.issues[0]
        ?.message,
    ).toBe('admin_content.validation.two_decimals');
    expect(
      resources.banners.input.safeParse({
        category: 'HOME_HERO',
        link_url: 'javascript:alert(1)',
        lang: { th: { name: 'x' } },
      }).error?.issues[0]?.path,
    ).toEqual(['link_url']);
    expect(
      resources.banners.input.safeParse({
        category: 'HOME_HERO',
        link_url: '//evil.example',
        lang: { th: { name: 'x' } },
      }).success,
    ).toBe(false);
    expect(
      resources.banners.input.safeParse({
        category: 'HOME_HERO',
        link_url: '/public-training',
        lang: { th: { name: 'x' } },
      }).success,
    ).toBe(true);
  });
});
