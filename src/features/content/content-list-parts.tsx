import { Box, Group, Skeleton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/features/ui/links';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';

/** A titled section with its "view all" link. */
export function ContentSection({ id, title, viewAllHref, t, children }: { id: string; title: string; viewAllHref?: string; t: TFunction; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} py="lg">
      <Group justify="space-between" mb="md" wrap="nowrap" align="baseline">
        <Title order={2} id={id}>{title}</Title>
        {viewAllHref && <AnchorLink href={viewAllHref} style={{ whiteSpace: 'nowrap' }}>{t('content.view_all')} →</AnchorLink>}
      </Group>
      {children}
    </Box>
  );
}

export function EmptyState({ children, testId = 'empty-state' }: { children: ReactNode; testId?: string }) {
  return (
    <Text py="xl" ta="center" c="dimmed" data-testid={testId} style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}>
      {children}
    </Text>
  );
}

/** A short list of linked titles with dates (highlights, popular, latest). */
export function SideList({ id, title, items, hrefOf, locale, emptyText, testId }: {
  id: string;
  title: string;
  items: { id: number; name: string; publishedAt: Date }[];
  hrefOf: (id: number) => string;
  locale: Locale;
  emptyText: string;
  testId?: string;
}) {
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id} mb="sm">{title}</Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">{emptyText}</Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <Link href={hrefOf(item.id)} style={{ color: 'var(--mantine-color-institute-9)', textDecoration: 'none', fontWeight: 500 }}>{item.name}</Link>
              <Text size="xs" c="dimmed"><time dateTime={item.publishedAt.toISOString()}>{formatDay(item.publishedAt, locale)}</time></Text>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Previous / "page x of y" / next, as plain links that keep the filters. */
export function Pager({ page, lastPage, hrefOf, t }: { page: number; lastPage: number; hrefOf: (page: number) => string; t: TFunction }) {
  if (lastPage <= 1) return null;
  return (
    <Group component="nav" aria-label={t('content.pagination')} justify="center" mt="xl" gap="md" data-testid="pager">
      {page > 1 && <AnchorLink href={hrefOf(page - 1)}>← {t('content.previous')}</AnchorLink>}
      <Text size="sm" aria-current="page">{t('content.page_of', { page, last: lastPage })}</Text>
      {page < lastPage && <AnchorLink href={hrefOf(page + 1)}>{t('content.next')} →</AnchorLink>}
    </Group>
  );
}

/** The loading placeholder of a card grid (loading.tsx of the lists). */
export function CardGridSkeleton({ count = 8, cols = { base: 1, xs: 2, md: 3, lg: 4 } }: { count?: number; cols?: Record<string, number> }) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="xs">
          <Skeleton height={150} radius="md" />
          <Skeleton height={14} width="40%" />
          <Skeleton height={18} />
          <Skeleton height={14} width="70%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
