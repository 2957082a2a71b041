import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { AnchorLink } from '@/features/ui/links';
import { trainingPrice } from '@/features/trainings/training-card';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';
import type { PublicTrainingGroup } from '@/server/services/public-training-service';

/** The trainings-group view: upcoming trainings under their category, soonest first. */
export function TrainingSchedule({
  groups,
  locale,
  t,
}: {
  groups: PublicTrainingGroup[];
  locale: Locale;
  t: TFunction;
}) {
  if (groups.length === 0)
    return (
      <Text py="xl" ta="center" c="dimmed">
        {t('training.schedule_empty')}
      </Text>
    );
  return (
    <Stack gap="xl" data-testid="training-schedule">
      {groups.map((group) => (
        <Box
          component="section"
          key={group.categoryId}
          aria-labelledby={`group-${group.categoryId}`}
          data-testid="training-group"
        >
          <Group justify="space-between" mb="sm" align="baseline">
            <Title order={2} size="h3" id={`group-${group.categoryId}`}>
              {group.categoryName}
            </Title>
            <Text size="sm" c="dimmed">
              {t('training.count_courses', { count: group.trainings.length })}
            </Text>
          </Group>
          <Stack gap="xs">
            {group.trainings.map((training) => (
              <Paper key={training.id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Box style={{ flex: '1 1 260px', minWidth: 0 }}>
                    <AnchorLink href={`/public-training/${training.id}`} fw={600}>
                      {training.name}
                    </AnchorLink>
                    <Text size="sm" c="dimmed">
                      {training.courseCode}
                      {training.location ? ` · ${training.location}` : ''}
                    </Text>
                  </Box>
                  <Group gap="sm" wrap="wrap">
                    <Badge variant="light" size="lg" radius="sm">
                      {formatDay(training.startTrainingDate, locale)}
                      {formatDay(training.endTrainingDate, locale) !==
                        formatDay(training.startTrainingDate, locale) &&
                        ` – ${formatDay(training.endTrainingDate, locale)}`}
                    </Badge>
                    <Text fw={700} c="accent.9">
                      {trainingPrice(training.priceSatang, locale, t)}
                    </Text>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
