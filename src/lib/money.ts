import type { Locale } from '@/i18n/locales';

/** Converts integer satang (how money is stored) to baht. */
export function satangToBaht(satang: number): number {
  return satang / 100;
}

/** Converts baht to integer satang, rounding half away from zero. */
export function bahtToSatang(baht: number): number {
  return Math.sign(baht) * Math.round(Math.abs(baht) * 100);
}

/**
 * Formats an amount of THB (SPEC.md section 9): "1,500 บาท" in Thai and
 * "THB 1,500" in English; whole amounts have no decimals, others two.
 */
export function formatBaht(satang: number, locale: Locale): string {
  const whole = satang % 100 === 0;
  const number = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(satangToBaht(satang));
  return locale === 'th' ? `${number} บาท` : `THB ${number}`;
}
