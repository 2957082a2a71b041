import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hasMalformedPageId,
  idPageRoutes,
  MAX_DB_INT,
  pageIdSegment,
  parseId,
  searchedId,
} from '@/lib/ids';
import { idOf, idSchema } from '@/lib/schemas/common';

/** Spellings of 1 (and of no id at all) that are not the one way an id is written. */
const NOT_IDS = [
  '',
  '0',
  '00',
  '000',
  '01',
  '001',
  '-1',
  '+1',
  '1.0',
  '1.',
  '.1',
  '1e0',
  '1E0',
  '0x1',
  '0b1',
  '0o1',
  ' 1',
  '1 ',
  '\t1',
  '1\n',
  '１',
  '๑',
  '1_000',
  '1,000',
  'Infinity',
  'NaN',
  'abc',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9223372036854775808',
  `1${'0'.repeat(40)}`,
];

describe('the id rule (src/lib/ids.ts)', () => {
  it('reads an id only in its one canonical spelling, from 1 to the largest database integer', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('10')).toBe(10);
    expect(parseId('2147483647')).toBe(MAX_DB_INT);
    for (const text of NOT_IDS) expect(parseId(text), JSON.stringify(text)).toBeNull();
  });

  it('a digits-only search is an id when it can be one, with leading zeros forgiven; anything larger is only text', () => {
    expect(searchedId('7')).toBe(7);
    expect(searchedId('007')).toBe(7);
    expect(searchedId(`${'0'.repeat(500)}42`)).toBe(42);
    for (const q of [
      '0',
      '000',
      '2147483648',
      '9223372036854775807',
      '9223372036854775808',
      '9'.repeat(400),
      '1a',
      ' 1',
      '-1',
      '1.0',
    ])
      expect(searchedId(q), q).toBeNull();
  });

  it('finds the id segment of every page route with an id, and of nothing else', () => {
    expect(pageIdSegment('/news/12')).toBe('12');
    expect(pageIdSegment('/public-training/12/register')).toBe('12');
    expect(pageIdSegment('/admin/services/public_training_register/12/print')).toBe('12');
    expect(pageIdSegment('/news')).toBeUndefined();
    expect(pageIdSegment('/news/')).toBeUndefined();
    expect(pageIdSegment('/news/1/2')).toBeUndefined();
    expect(pageIdSegment('/reset-password/abc')).toBeUndefined();
    expect(pageIdSegment('/member/account')).toBeUndefined();
    for (const route of idPageRoutes) {
      expect(hasMalformedPageId(route.replace(':id', '5')), route).toBe(false);
      for (const text of NOT_IDS.filter(Boolean))
        expect(
          hasMalformedPageId(route.replace(':id', encodeURIComponent(text))),
          `${route} ${text}`,
        ).toBe(true);
    }
  });

  it('lists every page route of the app with an id in its path', () => {
    const app = path.resolve(import.meta.dirname, '../../src/app');
    /** Parameters that are not ids: a list's cached query, a password-reset token, a certificate's code, the catch-all of unknown addresses and the language. */
    const notIds = new Set([
      '[query]',
      '[token]',
      '[code]',
      '[...rest]',
      '[lng]',
      '[...path]',
      '[...nextauth]',
      '[realm]',
      '[trpc]',
    ]);
    const found: string[] = [];
    const walk = (dir: string, route: string[]) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) {
          const name = entry.name;
          const part = name.startsWith('(') || name === '[lng]' ? [] : [name];
          walk(path.join(dir, name), [...route, ...part]);
        } else if (
          entry.name === 'page.tsx' &&
          route.some((s) => s.startsWith('[') && !notIds.has(s))
        ) {
          if (route.some((s) => notIds.has(s))) continue;
          found.push(`/${route.map((s) => (s.startsWith('[') ? ':id' : s)).join('/')}`);
        }
      }
    };
    walk(path.join(app, '[lng]'), []);
    expect(found.sort()).toEqual([...idPageRoutes].sort());
  });
});

describe('id schemas of the API doors', () => {
  it('take a JSON number or the canonical text, and refuse every other spelling with one message', () => {
    expect(idSchema.parse(5)).toBe(5);
    expect(idSchema.parse('5')).toBe(5);
    expect(idSchema.parse('2147483647')).toBe(MAX_DB_INT);
    for (const value of [
      ...NOT_IDS,
      0,
      -1,
      1.5,
      2 ** 31,
      2 ** 53 + 2,
      1e308,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      false,
      null,
      undefined,
      [],
      {},
    ]) {
      const result = idSchema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(
        result.error?.issues.map((i) => i.message),
        JSON.stringify(value),
      ).toEqual(['validation.invalid_id']);
    }
    expect(idOf('payment.errors.choose_registration').safeParse('').error?.issues[0]?.message).toBe(
      'payment.errors.choose_registration',
    );
  });
});
