'use client';

import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useT } from '@/i18n/client';
import { IntentLink } from '@/features/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useBreadcrumbItemOf } from '@/features/admin/breadcrumb-item';
import { adminPageOf, adminPages } from '@/lib/admin-pages';

/** Dashboard › section › form, from the one table of admin pages. */
export function AdminBreadcrumbs() {
  const { t } = useT();
  const fullPath = usePathname();
  const item = useBreadcrumbItemOf(fullPath);
  const pathname = fullPath.replace(/^\/(th|en)(?=\/)/, '');
  const page = adminPageOf(pathname);
  const crumbs: { label: string; href?: string }[] = [
    { label: t(adminPages.home.labelKey), href: adminPages.home.href },
  ];
  if (page && page !== adminPages.home) {
    const rest = pathname.slice(page.href.length).split('/').filter(Boolean);
    crumbs.push({ label: t(page.labelKey), href: rest.length ? page.href : undefined });
    if (item && rest.length) crumbs.push({ label: item });
    else if (rest[0] === 'form') crumbs.push({ label: t('admin_shell.form') });
    else if (rest.length) crumbs.push({ label: rest.join(' / ') });
  }
  return (
    <nav aria-label={t('admin_shell.breadcrumbs')}>
      <Breadcrumbs mb="md" separator="›" style={{ flexWrap: 'wrap' }}>
        {crumbs.map((c, i) =>
          c.href && i < crumbs.length - 1 ? (
            <Anchor key={c.label} component={IntentLink} href={c.href} size="sm">
              {c.label}
            </Anchor>
          ) : (
            <Text key={c.label} size="sm" aria-current="page">
              {c.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
