import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';

/** Keyword and faculty as a plain GET form: works without JavaScript and the URL can be shared. '*' means all. */
export function ResearcherFilters({
  keyword,
  faculty,
  faculties,
  t,
}: {
  keyword: string;
  faculty: string;
  faculties: { id: number; name: string }[];
  t: TFunction;
}) {
  return (
    <form method="get" action="/researcher" role="search" aria-label={t('content.search')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          name="keyword"
          type="search"
          label={t('content.researcher.keyword')}
          defaultValue={keyword}
          style={{ flex: '2 1 220px' }}
          maxLength={200}
        />
        <NativeSelect
          name="faculty"
          label={t('content.researcher.faculty')}
          defaultValue={faculty}
          style={{ flex: '1 1 200px' }}
          data={[
            { value: '*', label: t('content.all') },
            ...faculties.map((f) => ({ value: String(f.id), label: f.name })),
          ]}
        />
        <Button type="submit">{t('content.search')}</Button>
      </Group>
    </form>
  );
}
