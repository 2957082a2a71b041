import { describe, expect, it } from 'vitest';
import { bahtToSatang, formatBaht, satangToBaht } from '@/lib/money';

describe('money', () => {
  it('shows whole amounts without decimals, in the Thai baht form and as THB', () => {
    expect(formatBaht(450000, 'th')).toBe('4,500 บาท');
    expect(formatBaht(450000, 'en')).toBe('THB 4,500');
  });
  it('shows other amounts with two decimals', () => {
    expect(formatBaht(123456, 'th')).toBe('1,234.56 บาท');
    expect(formatBaht(150, 'en')).toBe('THB 1.50');
  });
  it('converts between baht and satang exactly', () => {
    expect(bahtToSatang(19.99)).toBe(1999);
    expect(bahtToSatang(0.1 + 0.2)).toBe(30);
    expect(satangToBaht(1999)).toBe(19.99);
  });
});
