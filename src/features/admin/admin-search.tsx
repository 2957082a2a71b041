'use client';

import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useT } from '@/i18n/client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { searchResultHref } from '@/lib/admin-search';
import { api } from '@/trpc/react';

/** SPEC.md section 9: the server is asked 1000 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 1000;

/** The app bar's global search across everything the admin may see. */
export function AdminSearch() {
  const { t } = useT();
  const router = useRouter();
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = api.admin.search.useQuery(
    { filter_name: debounced },
    { enabled: debounced.length > 0, staleTime: 10_000 },
  );
  const results = debounced.length > 0 ? (search.data ?? []) : [];

  return (
    <Combobox
      store={combobox}
      withinPortal
      position="bottom-start"
      middlewares={{ flip: true, shift: { padding: 8 } }}
      onOptionSubmit={(id) => {
        const hit = results.find((r) => r.id === id);
        combobox.closeDropdown();
        if (hit) {
          setValue('');
          router.push(searchResultHref(hit));
        }
      }}
    >
      <Combobox.Target>
        <TextInput
          type="search"
          aria-label={t('admin_shell.search')}
          placeholder={t('admin_shell.search_placeholder')}
          data-testid="admin-search"
          value={value}
          w={{ base: 140, sm: 260 }}
          rightSection={search.isFetching ? <Loader size={16} /> : null}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced.length === 0} miw={280} maw="calc(100vw - 16px)">
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
          {results.length === 0 ? (
            <Combobox.Empty>
              {search.isFetching ? t('loading') : t('admin_shell.search_empty')}
            </Combobox.Empty>
          ) : (
            results.map((r) => (
              <Combobox.Option value={r.id} key={r.id} data-testid="admin-search-result">
                <Text size="xs" c="dimmed">
                  {t(`admin_shell.search_kind.${r.kind}`)}
                </Text>
                <Text size="sm">{r.label}</Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
