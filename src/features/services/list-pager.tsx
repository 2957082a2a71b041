import { Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { AnchorLink } from '@/features/ui/links';

/** Previous / next links of a paged list, keeping the filter in the URL. */
export function ListPager({
  page,
  lastPage,
  hrefOf,
  t,
}: {
  page: number;
  lastPage: number;
  hrefOf: (page: number) => string;
  t: TFunction;
}) {
  if (lastPage <= 1) return null;
  return (
    <Group
      component="nav"
      aria-label={t('services.list.pagination')}
      justify="center"
      mt="xl"
      gap="md"
    >
      {page > 1 && <AnchorLink href={hrefOf(page - 1)}>← {t('services.list.previous')}</AnchorLink>}
      <Text size="sm" data-testid="page-of">
        {t('services.list.page_of', { page, last: lastPage })}
      </Text>
      {page < lastPage && (
        <AnchorLink href={hrefOf(page + 1)}>{t('services.list.next')} →</AnchorLink>
      )}
    </Group>
  );
}
