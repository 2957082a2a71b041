'use client';

import { Select } from '@mantine/core';
import { useT } from '@/i18n/client';
import { api } from '@/trpc/react';

/** A training to work on (newest first), for the check-in, certificates and attendance screens. */
export function TrainingSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useT();
  const choices = api.admin.attendance.trainingChoices.useQuery();
  return (
    <Select
      label={t('checkin.training')}
      placeholder={t('checkin.choose_training')}
      data={(choices.data ?? []).map((c) => ({
        value: String(c.publicTrainingId),
        label: c.name,
      }))}
      value={value}
      onChange={onChange}
      searchable
      maw={640}
      data-testid="training-select"
    />
  );
}
