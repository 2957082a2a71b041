import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDay,
  formatDayRange,
  formatLongDate,
  formatWallTime,
  toBuddhistYear,
  toSiteWallTime,
  yearChoices,
} from '@/lib/dates';

// 2026-11-21 02:30 UTC is 09:30 in Bangkok.
const d = new Date('2026-11-21T02:30:00Z');

describe('dates', () => {
  it('uses the Buddhist year in Thai and the spec format D/M/YYYY kk:mm', () => {
    expect(formatDate(d, 'th')).toBe('21/11/2569 09:30');
    expect(formatDate(d, 'en')).toBe('21/11/2026 09:30');
  });
  it('shows midnight as 24 with kk, as the spec format asks', () => {
    expect(formatDate(new Date('2026-11-20T17:00:00Z'), 'en')).toBe('21/11/2026 24:00');
  });
  it('formats in Bangkok time whatever the server zone', () => {
    expect(formatDay(new Date('2026-12-31T18:00:00Z'), 'en')).toBe('1/1/2027');
    expect(formatDay(new Date('2026-12-31T18:00:00Z'), 'th')).toBe('1/1/2570');
  });
  it('writes one date for a one-day range, else both, on the days of Bangkok', () => {
    // 09:00 and 16:00 in Bangkok on the same day; 23:30 UTC is already the next day there.
    expect(formatDayRange('2027-01-10T02:00:00Z', '2027-01-10T09:00:00Z', 'th')).toBe('10/1/2570');
    expect(formatDayRange('2027-01-10T02:00:00Z', '2027-01-10T23:30:00Z', 'en')).toBe(
      '10/1/2027 - 11/1/2027',
    );
  });
  it('writes long dates with month names', () => {
    expect(formatLongDate(d, 'th')).toBe('21 พฤศจิกายน 2569');
    expect(formatLongDate(d, 'en')).toBe('21 November 2026');
  });
  it('offers years from the current year plus 2 down', () => {
    expect(toBuddhistYear(2026)).toBe(2569);
    expect(yearChoices(d, 2024)).toEqual([2028, 2027, 2026, 2025, 2024]);
  });
});

describe('wall time of the centre (the back office date pickers)', () => {
  it('converts a server value with an offset to Bangkok wall time, and keeps a wall time as it is', () => {
    expect(toSiteWallTime('2026-12-01T02:00:00.000Z')).toBe('2026-12-01 09:00:00');
    expect(toSiteWallTime('2026-12-01T09:00:00+07:00')).toBe('2026-12-01 09:00:00');
    expect(toSiteWallTime('2026-12-01 09:00:00')).toBe('2026-12-01 09:00:00');
  });
  it('formats a wall time without shifting it, with the Buddhist year in Thai', () => {
    expect(formatWallTime('2026-12-01 09:00:00', 'th')).toBe('1/12/2569 09:00');
    expect(formatWallTime('2026-12-01 09:00:00', 'en')).toBe('1/12/2026 09:00');
  });
});
