import { Alert, Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getPageT } from '@/i18n/server';
import { formatDay, formatDayRange } from '@/lib/dates';
import { certificateCodeSchema } from '@/lib/schemas/certificates';
import { publicApi } from '@/trpc/server';

/** Whether a certificate stands can change at any moment (revoked): rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('certificates.verify_title'), robots: { index: false, follow: false } };
}

/** /certificates/{code}: anyone (an employer, a professional body) confirms a certificate of attendance. */
export default async function CertificatePage({ params }: { params: Promise<{ code: string }> }) {
  const { t, locale } = await getPageT();
  const raw = decodeURIComponent((await params).code).slice(0, 40);
  const parsed = certificateCodeSchema.safeParse(raw);
  const c = parsed.success
    ? await publicApi(locale)
        .public.certificates.verify({ code: parsed.data })
        .catch(() => null)
    : null;
  const dates = c ? formatDayRange(c.startDate, c.endDate, locale) : '';
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('certificates.verify_title')}</Title>
        {!c && (
          <Alert
            color="red"
            role="alert"
            title={t('certificates.not_found_title')}
            data-testid="certificate-verdict"
            data-status="not_found"
          >
            {t('certificates.not_found_body', { code: raw })}
          </Alert>
        )}
        {c?.status === 'revoked' && (
          <Alert
            color="red"
            role="alert"
            title={t('certificates.revoked_title')}
            data-testid="certificate-verdict"
            data-status="revoked"
          >
            {t('certificates.revoked_body', { date: formatDay(c.revokedAt!, locale) })}
          </Alert>
        )}
        {c?.status === 'valid' && (
          <Alert
            color="teal"
            role="status"
            title={t('certificates.valid_title')}
            data-testid="certificate-verdict"
            data-status="valid"
          >
            {t('certificates.valid_body')}
          </Alert>
        )}
        {c && (
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Field
                label={t('certificates.number')}
                value={c.number}
                testId="certificate-number"
              />
              <Field label={t('certificates.holder')} value={c.name} testId="certificate-name" />
              <Field
                label={t('certificates.course')}
                value={c.courseName}
                testId="certificate-course"
              />
              <Field label={t('certificates.dates')} value={dates} />
              <Field label={t('certificates.hours_label')} value={String(c.hours)} />
              <Field label={t('certificates.issued_on')} value={formatDay(c.issuedAt, locale)} />
              {c.status === 'valid' && (
                <Group gap="md">
                  <Anchor href={`/api/v1/certificates/${c.code}/pdf?lang=th`}>
                    {t('certificates.download_th')}
                  </Anchor>
                  <Anchor href={`/api/v1/certificates/${c.code}/pdf?lang=en`}>
                    {t('certificates.download_en')}
                  </Anchor>
                </Group>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
