'use client';

import { ActionIcon, Menu } from '@mantine/core';
import { useDuplicate } from '@/features/admin/resource/duplicate-button';
import { useT } from '@/i18n/client';
import type { ResourceName } from '@/lib/admin/resources';

/** A list row's "⋯" menu: duplicate the item as a draft. */
export function RowMenu({ name, id, label }: { name: ResourceName; id: number; label: string }) {
  const { t } = useT();
  const { run, busy } = useDuplicate(name);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="md"
          loading={busy}
          aria-label={t('admin_bulk.more_actions', { name: label })}
          data-testid="row-menu"
        >
          <span aria-hidden>⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run(id)} data-testid="row-duplicate">
          {t('admin_bulk.duplicate')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
