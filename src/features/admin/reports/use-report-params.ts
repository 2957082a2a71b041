'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { DEFAULT_REPORT_TYPE, isReportType, type ReportType } from '@/lib/reports/report-types';

/** The page's state lives in the URL (type, filters, page), so a report can be shared, reloaded and gone back to. */
export function useReportParams() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const raw = params.get('type');
  const type: ReportType = isReportType(raw) ? raw : DEFAULT_REPORT_TYPE;
  const get = (key: string) => params.get(key) ?? '';
  /** Changes some values; any change but the page's own goes back to page 1. */
  const set = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  };
  /** Another report: its own filters start afresh. */
  const setType = (next: ReportType) =>
    router.replace(`${pathname}?type=${next}`, { scroll: false });
  return { type, get, set, setType };
}
