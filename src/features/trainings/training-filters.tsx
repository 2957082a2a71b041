import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Locale } from '@/i18n/locales';
import { toBuddhistYear, yearChoices } from '@/lib/dates';

export interface TrainingFilterValues {
  name: string;
  category: string;
  year: string;
  month: string;
}

/** The years the form offers: from 2020 to two years ahead (a year outside them is not a list the site links to). */
export const trainingYearChoices = (now = new Date()) => yearChoices(now, 2020);

/**
 * The list's filters as a plain GET form: it works before (and without)
 * JavaScript, and the URL of a search can be shared. '*' means all.
 */
export function TrainingFilters({
  values,
  categories,
  locale,
  t,
}: {
  values: TrainingFilterValues;
  categories: { id: number; name: string }[];
  locale: Locale;
  t: TFunction;
}) {
  const monthName = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  const all = { value: '*', label: t('training.all') };
  return (
    <form method="get" action="/public-training" role="search" aria-label={t('training.search')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          name="name"
          label={t('training.filter_name')}
          defaultValue={values.name}
          style={{ flex: '2 1 220px' }}
        />
        <NativeSelect
          name="category"
          label={t('training.filter_category')}
          defaultValue={values.category}
          style={{ flex: '1 1 180px' }}
          data={[all, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
        />
        <NativeSelect
          name="year"
          label={t('training.filter_year')}
          defaultValue={values.year}
          style={{ flex: '1 1 110px' }}
          data={[
            all,
            ...trainingYearChoices().map((y) => ({
              value: String(y),
              label: String(locale === 'th' ? toBuddhistYear(y) : y),
            })),
          ]}
        />
        <NativeSelect
          name="month"
          label={t('training.filter_month')}
          defaultValue={values.month}
          style={{ flex: '1 1 140px' }}
          data={[
            all,
            ...Array.from({ length: 12 }, (_, i) => ({
              value: String(i + 1),
              label: monthName.format(new Date(Date.UTC(2000, i, 1))),
            })),
          ]}
        />
        <Button type="submit">{t('training.search')}</Button>
      </Group>
    </form>
  );
}
