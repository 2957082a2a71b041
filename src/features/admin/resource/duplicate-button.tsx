'use client';

import { Button } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useResourceApi, useResourceUtils } from '@/features/admin/resource/use-resource';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import type { AnyRecord } from '@/lib/admin/resource';
import { type ResourceName, resources } from '@/lib/admin/resources';

/** Duplicates an item as a draft, then opens the copy's form (the list's row menu and the form use it). */
export function useDuplicate(name: ResourceName) {
  const { t } = useT();
  const router = useRouter();
  const resource = resources[name];
  const utils = useResourceUtils(name);
  const duplicate = useResourceApi(name).duplicate.useMutation();
  const run = (id: number) =>
    duplicate.mutate(
      { id },
      {
        onSuccess: async (copy: AnyRecord) => {
          const copyId = copy[resource.primaryKey] as number;
          toastSuccess(
            t,
            t('admin_bulk.duplicated', {
              name: String(copy[resource.titleField ?? 'name'] ?? `#${copyId}`),
            }),
          );
          await utils.invalidate();
          router.push(`${resource.route}/form?${resource.primaryKey}=${copyId}`);
        },
        onError: (error) => toastCallFailure(t, error),
      },
    );
  return { run, busy: duplicate.isPending };
}

/** The form's "Duplicate as a draft" (the saved item is copied; unsaved edits stay in this form). */
export function DuplicateButton({ name, id }: { name: ResourceName; id: number }) {
  const { t } = useT();
  const { run, busy } = useDuplicate(name);
  return (
    <Button
      variant="default"
      size="xs"
      loading={busy}
      onClick={() => run(id)}
      data-testid="duplicate-item"
    >
      {t('admin_bulk.duplicate')}
    </Button>
  );
}
