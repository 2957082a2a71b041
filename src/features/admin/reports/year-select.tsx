'use client';

import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '@/i18n/client';
import { toBuddhistYear, yearChoices } from '@/lib/dates';
import { FIRST_REPORT_YEAR } from '@/lib/schemas/reports';

/** Years from FIRST_REPORT_YEAR up to this year plus 2 (SPEC.md section 9), shown as Buddhist years in Thai. */
export function YearSelect({
  value,
  onChange,
  allowAll,
}: {
  value: string;
  onChange: (year: string | null) => void;
  allowAll?: boolean;
}) {
  const { t, i18n } = useT();
  const data = useMemo(
    () =>
      yearChoices(new Date(), FIRST_REPORT_YEAR).map((y) => ({
        value: String(y),
        label: String(i18n.language === 'th' ? toBuddhistYear(y) : y),
      })),
    [i18n.language],
  );
  return (
    <Select
      label={t('admin_reports.filters.year')}
      placeholder={allowAll ? t('admin_reports.filters.all_years') : undefined}
      data={data}
      value={value || null}
      onChange={onChange}
      clearable={allowAll}
      allowDeselect={allowAll}
      comboboxProps={{ withinPortal: true }}
      data-testid="report-year"
    />
  );
}
