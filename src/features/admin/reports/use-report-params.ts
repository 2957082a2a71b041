'use client';

import { useUrlState } from '@/features/admin/use-url-state';
import { DEFAULT_REPORT_TYPE, isReportType, type ReportType } from '@/lib/reports/report-types';

/** The page's state lives in the URL (type, filters, page), so a report can be shared, reloaded and gone back to. */
export function useReportParams() {
  const { get, set, reset } = useUrlState();
  const raw = get('type');
  const type: ReportType = isReportType(raw) ? raw : DEFAULT_REPORT_TYPE;
  /** Another report: its own filters start afresh. */
  const setType = (next: ReportType) => reset({ type: next });
  return { type, get, set, setType };
}
