import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { EvaluationFormWithApi } from '@/features/evaluation/evaluation-form';
import type { Messages } from '@/i18n/translate';
import { evaluationMessages } from '@/i18n/messages';
import { getPageT } from '@/i18n/server';
import { formatDayRange } from '@/lib/dates';
import { evaluationTokenSchema } from '@/lib/schemas/evaluation';
import { EVALUATION_LINK_DAYS } from '@/lib/evaluation-policy';
import { publicApi } from '@/trpc/server';

/** A link's state changes when it is used or expires: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return {
    title: t('evaluation.title'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** /evaluation/{token}: the course evaluation behind an e-mailed link (docs/policies/course-evaluation.md). */
export default async function EvaluationPage({ params }: { params: Promise<{ token: string }> }) {
  const { t, locale } = await getPageT();
  const raw = decodeURIComponent((await params).token).slice(0, 100);
  const parsed = evaluationTokenSchema.safeParse(raw);
  const found = parsed.success
    ? await publicApi(locale)
        .public.evaluation.open({ token: parsed.data })
        .catch(() => null)
    : null;
  const state = found?.state ?? 'invalid';
  const course = found?.course ?? null;
  const dates = course ? formatDayRange(course.startDate, course.endDate, locale) : '';
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('evaluation.title')}</Title>
        {course && (
          <div>
            <Text fw={600} data-testid="evaluation-course">
              {course.name}
            </Text>
            <Text size="sm" c="gray.7">
              {t('evaluation.dates')}: {dates}
            </Text>
          </div>
        )}
        {state === 'open' && course && (
          <>
            <Text>{t('evaluation.intro', { course: course.name })}</Text>
            <EvaluationFormWithApi
              token={parsed.data!}
              messages={evaluationMessages[locale] as Messages}
            />
          </>
        )}
        {state === 'submitted' && (
          <Alert
            color="teal"
            role="status"
            title={t('evaluation.already_title')}
            data-testid="evaluation-state"
            data-state="submitted"
          >
            {t('evaluation.already_body')}
          </Alert>
        )}
        {state === 'expired' && (
          <Alert
            color="orange"
            role="alert"
            title={t('evaluation.expired_title')}
            data-testid="evaluation-state"
            data-state="expired"
          >
            {t('evaluation.expired_body', { days: EVALUATION_LINK_DAYS })}
          </Alert>
        )}
        {state === 'invalid' && (
          <Alert
            color="red"
            role="alert"
            title={t('evaluation.invalid_title')}
            data-testid="evaluation-state"
            data-state="invalid"
          >
            {t('evaluation.invalid_body')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
