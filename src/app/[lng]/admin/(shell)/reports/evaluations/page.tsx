import '@mantine/charts/styles.css';
import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { EvaluationReport } from '@/features/admin/evaluation/evaluation-report';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('evaluation.report_title') };
}

export default async function Page() {
  await requireAdminPage(adminPages.evaluationReport);
  return <EvaluationReport />;
}
