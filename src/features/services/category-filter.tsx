import { Button, Group, NativeSelect } from '@mantine/core';
import type { TFunction } from 'i18next';

/**
 * The list's category filter as a plain GET form: it works without
 * JavaScript and the filtered URL can be shared. '*' means all.
 */
export function CategoryFilter({
  action,
  value,
  categories,
  t,
}: {
  action: string;
  value: string;
  categories: { id: number; name: string }[];
  t: TFunction;
}) {
  return (
    <form method="get" action={action} role="search" aria-label={t('services.list.filter_label')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          name="category"
          label={t('services.list.filter_category')}
          defaultValue={value}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
          data={[
            { value: '*', label: t('services.list.all') },
            ...categories.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <Button type="submit">{t('services.list.filter')}</Button>
      </Group>
    </form>
  );
}
