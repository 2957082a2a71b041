'use client';

import {
  Badge,
  Card,
  Center,
  Group,
  Image,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '@/i18n/client';
import type { ClientT } from '@/i18n/translate';
import type { MediaKind } from '@/lib/schemas/media';
import { api, type RouterOutputs } from '@/trpc/react';

export type MediaListItem = RouterOutputs['admin']['media']['list']['items'][number];

/** A file's size in words: KB below a megabyte, MB above. */
export function sizeLabel(t: ClientT, bytes: number) {
  return bytes < 1_000_000
    ? t('media.kb', { value: Math.max(1, Math.round(bytes / 1024)) })
    : t('media.mb', { value: (bytes / 1_048_576).toFixed(1) });
}

/**
 * The media library's grid (docs/policies/media-library.md): a search by
 * file name or alt text, the kind (unless fixed), and a page of cards, each
 * a button that selects the item (opens it, or picks it in the picker).
 */
export function MediaGrid({
  kind: fixedKind,
  onSelect,
  selectLabel,
  testId = 'media-grid',
}: {
  /** Only this kind, with no kind filter shown (the picker's images). */
  kind?: MediaKind;
  onSelect: (item: MediaListItem) => void;
  /** The card's accessible name, given the item's name. */
  selectLabel: (name: string) => string;
  testId?: string;
}) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [kind, setKind] = useState<string>('all');
  const [page, setPage] = useState(1);
  const query = {
    page,
    per_page: 24,
    search: debounced,
    kind: fixedKind ?? (kind === 'all' ? undefined : (kind as MediaKind)),
  };
  const list = api.admin.media.list.useQuery(query, { placeholderData: (p) => p });
  const items = list.data?.items ?? [];

  return (
    <Stack gap="sm" data-testid={testId}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('media.search')}
          placeholder={t('media.search_placeholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maxLength={100}
          w={{ base: '100%', sm: 320 }}
          data-testid={`${testId}-search`}
        />
        {!fixedKind && (
          <SegmentedControl
            aria-label={t('media.kind')}
            value={kind}
            onChange={(v) => {
              setKind(v);
              setPage(1);
            }}
            data={(['all', 'image', 'document'] as const).map((k) => ({
              value: k,
              label: t(`media.kind_options.${k}`),
            }))}
          />
        )}
      </Group>
      {list.data && items.length === 0 ? (
        <Text c="dimmed" py="lg" data-testid={`${testId}-empty`}>
          {debounced || !(fixedKind ?? kind === 'all') ? t('media.no_match') : t('media.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="sm">
          {items.map((item) => (
            <UnstyledButton
              key={item.id}
              onClick={() => onSelect(item)}
              aria-label={selectLabel(item.name)}
              data-testid={`${testId}-item`}
              data-name={item.name}
            >
              <Card withBorder padding="xs" radius="sm" h="100%">
                <Card.Section>
                  {item.kind === 'image' ? (
                    <Image
                      src={item.url}
                      alt={item.altTh || item.altEn || ''}
                      h={110}
                      fit="cover"
                      loading="lazy"
                    />
                  ) : (
                    <Center h={110} bg="gray.1">
                      <Badge variant="light" size="lg">
                        {item.name.split('.').pop()?.toUpperCase()}
                      </Badge>
                    </Center>
                  )}
                </Card.Section>
                <Text size="sm" fw={500} mt={6} truncate="end" title={item.name}>
                  {item.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {item.width && item.height
                    ? `${t('media.dimensions', { width: item.width, height: item.height })} · `
                    : ''}
                  {sizeLabel(t, item.sizeBytes)}
                </Text>
                <Text
                  size="xs"
                  c="gray.7"
                  fs={item.altTh || item.altEn ? undefined : 'italic'}
                  truncate="end"
                >
                  {item.altTh || item.altEn || t('media.no_alt')}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {(list.data?.lastPage ?? 1) > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={list.data!.lastPage}
          size="sm"
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': t('media.previous') }
              : control === 'next'
                ? { 'aria-label': t('media.next') }
                : {}
          }
        />
      )}
    </Stack>
  );
}
