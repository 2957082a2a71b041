import { Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import type { RouterOutputs } from '@/trpc/react';

type Passes = RouterOutputs['member']['attendance']['ofRegistration'];

/**
 * On the member's paid registration: each attendee's check-in pass (QR code
 * and the code to read out), the days they were checked in, and their
 * certificate in Thai and English once issued.
 */
export function MemberPasses({ data, t, locale }: { data: Passes; t: TFunction; locale: Locale }) {
  if (!data.paid) return null;
  return (
    <Stack gap="sm" data-testid="member-passes">
      <Title order={2} size="h4">
        {t('checkin.passes_title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('checkin.passes_intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {data.attendees.map((a) => (
          <Card withBorder padding="md" key={a.seat} data-testid="member-pass">
            <Stack gap={6} align="center">
              <Text fw={700}>{a.name}</Text>
              {a.pass && (
                <>
                  <Box
                    role="img"
                    aria-label={t('checkin.pass_alt', { name: a.name })}
                    w={200}
                    h={200}
                    data-testid="member-pass-qr"
                    dangerouslySetInnerHTML={{ __html: a.pass.qrSvg }}
                  />
                  <Text ff="monospace" size="lg" fw={700} data-testid="member-pass-code">
                    {a.pass.code}
                  </Text>
                </>
              )}
              <Group gap={4} justify="center">
                {data.days.map((day) => {
                  const hit = a.attended.find((x) => x.day === day);
                  return (
                    <Badge
                      key={day}
                      color={hit ? 'teal.9' : 'gray'}
                      variant={hit ? 'filled' : 'light'}
                      tt="none"
                    >
                      {formatDate(day, locale, 'D/M')}{' '}
                      {hit ? formatDate(hit.checkedInAt, locale, 'HH:mm') : t('checkin.absent')}
                    </Badge>
                  );
                })}
              </Group>
              {a.certificate && !a.certificate.revoked && (
                <Group gap="sm" data-testid="member-certificate">
                  <Anchor href={`/api/v1/certificates/${a.certificate.code}/pdf?lang=th`}>
                    {t('certificates.download_th')}
                  </Anchor>
                  <Anchor href={`/api/v1/certificates/${a.certificate.code}/pdf?lang=en`}>
                    {t('certificates.download_en')}
                  </Anchor>
                  <Anchor href={`/certificates/${a.certificate.code}`}>
                    {t('certificates.verify_link')}
                  </Anchor>
                </Group>
              )}
              {a.certificate?.revoked && (
                <Badge color="red" variant="light" tt="none">
                  {t('certificates.revoked_badge')}
                </Badge>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
