import { describe, expect, it } from 'vitest';
import { dateRangeFilter, startOfSiteDay } from '@/lib/admin/date-range';
import { members } from '@/lib/admin/resources/members';

const at = (iso: string) => new Date(iso);

describe('date-range list filter (any resource field with range: date)', () => {
  it("turns days in the centre's time zone into a Prisma range, both ends included", () => {
    expect(dateRangeFilter.parse({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      gte: at('2025-12-31T17:00:00Z'),
      lt: at('2026-01-31T17:00:00Z'),
    });
    expect(dateRangeFilter.parse('2026-01-01..2026-01-31')).toEqual({
      gte: at('2025-12-31T17:00:00Z'),
      lt: at('2026-01-31T17:00:00Z'),
    });
    expect(dateRangeFilter.parse('2026-03-05')).toEqual({
      gte: at('2026-03-04T17:00:00Z'),
      lt: at('2026-03-05T17:00:00Z'),
    });
  });

  it('takes an open end on either side, and any for *, empty or nothing', () => {
    expect(dateRangeFilter.parse('2026-01-01..')).toEqual({ gte: at('2025-12-31T17:00:00Z') });
    expect(dateRangeFilter.parse({ to: '2026-01-31' })).toEqual({ lt: at('2026-01-31T17:00:00Z') });
    for (const any of ['*', '', undefined, { from: '', to: null }, '..'])
      expect(dateRangeFilter.parse(any)).toBeUndefined();
  });

  it('refuses days that are not, and an end before the start, with a message key', () => {
    for (const bad of [
      '2026-02-30',
      '2026-13-01..',
      'yesterday',
      '2026-1-1',
      { from: 5 },
      ['2026-01-01'],
      '2026-02-01..2026-01-01',
    ]) {
      const result = dateRangeFilter.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
    }
    expect(dateRangeFilter.safeParse('2026-02-01..2026-01-01').error?.issues[0]?.message).toBe(
      'admin_content.validation.end_before_start',
    );
    expect(dateRangeFilter.safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'admin_content.validation.invalid_date',
    );
    expect(startOfSiteDay('2024-02-29')).toEqual(at('2024-02-28T17:00:00Z'));
    expect(startOfSiteDay('2025-02-29')).toBeNull();
  });

  it('is what a resource list query uses for such a field', () => {
    const query = members.listQuery.parse({
      filters: JSON.stringify({ registered_at: '2026-01-01..2026-01-02', member_type: 'O' }),
    });
    expect(query.filters).toEqual({
      registered_at: { gte: at('2025-12-31T17:00:00Z'), lt: at('2026-01-02T17:00:00Z') },
      member_type: 'O',
    });
    expect(members.listQuery.safeParse({ filters: { registered_at: 'soon' } }).success).toBe(false);
  });
});
