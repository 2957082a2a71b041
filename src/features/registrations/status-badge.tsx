import { Badge } from '@mantine/core';
import { statusColor } from '@/features/registrations/status-color';

/** A register status as a filled badge that wraps rather than cuts its name (Thai names are long). */
export function StatusBadge({
  statusId,
  name,
  size = 'sm',
  testId,
}: {
  statusId: number;
  name: string;
  size?: 'sm' | 'lg';
  testId?: string;
}) {
  return (
    <Badge
      color={statusColor[statusId] ?? 'gray.7'}
      variant="filled"
      size={size}
      tt="none"
      h="auto"
      py={4}
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      data-testid={testId}
    >
      {name}
    </Badge>
  );
}
