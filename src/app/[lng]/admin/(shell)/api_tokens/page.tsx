import type { Metadata } from 'next';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { ApiTokensPage } from '@/features/admin/api-tokens/api-tokens-page';
import { getPageT } from '@/i18n/server';
import { adminPages } from '@/lib/admin-pages';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('api_tokens.title') };
}

export default async function Page() {
  await requireAdminPage(adminPages.apiTokens);
  return <ApiTokensPage />;
}
