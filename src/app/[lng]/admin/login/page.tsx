import { Box, Center, Group, Paper, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getPageT } from '@/i18n/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { AdminLoginForm } from '@/features/admin/admin-login-form';
import { LanguageSwitcher } from '@/features/layout/language-switcher';
import { readAdminSession } from '@/server/auth/session';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getPageT();
  return { title: t('admin.login_title'), robots: { index: false } };
}

/** The admin login has its own layout (SPEC.md section 2). */
export default async function AdminLoginPage() {
  if (await readAdminSession(await cookies())) redirect('/admin/home');
  const { t } = await getPageT();
  return (
    <Box component="main" bg="gray.1" style={{ flex: 1 }}>
      <Group justify="flex-end" p="md">
        <LanguageSwitcher color="var(--mantine-color-institute-9)" />
      </Group>
      <Center px="md" pb="xl">
        <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
          <Title order={1} size="h3">
            {t('admin.login_title')}
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            {t('admin.login_subtitle')}
          </Text>
          <Suspense>
            <AdminLoginForm />
          </Suspense>
        </Paper>
      </Center>
    </Box>
  );
}
