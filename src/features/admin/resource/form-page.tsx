'use client';

import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IntentLink } from '@/features/ui/intent-link';
import { useSearchParams } from 'next/navigation';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useUnsavedChanges } from '@/features/admin/resource/use-unsaved-changes';
import { useT } from '@/i18n/client';
import { parseId } from '@/lib/ids';

/** What useEditedId gives for `?id=` naming no possible item (`01`, `0`, `abc`): the form shows "not found". */
export const NOT_AN_ID = 0;

/**
 * The id of the item a form edits (`?<key>=`, or `?id=`), or null for a new
 * item; NOT_AN_ID when the address names an id the way no link of the site
 * writes it (src/lib/ids.ts), which opens neither that item nor a new one.
 */
export function useEditedId(key = 'id'): number | null {
  const params = useSearchParams();
  const raw = params.get(key) ?? params.get('id');
  if (raw === null) return null;
  return parseId(raw) ?? NOT_AN_ID;
}

/** While the edited item loads, a loader; when it cannot be had, not found with the way back to the list. */
export function RecordPending({ failed, listHref }: { failed: boolean; listHref: string }) {
  const { t } = useT();
  return failed ? (
    <Alert color="yellow" title={t('errors.not_found')}>
      <Anchor component={IntentLink} href={listHref}>
        {t('admin_content.back_to_list')}
      </Anchor>
    </Alert>
  ) : (
    <Loader aria-label={t('admin_content.loading')} />
  );
}

/**
 * A back-office form page: title, the form's own fields, and a footer that
 * stays in view with Cancel (back to the list) and Save; it warns before
 * unsaved changes are lost.
 */
export function FormPage({
  form,
  title,
  aside,
  listHref,
  testId,
  maw = 1100,
  children,
}: {
  form: { submit: (event?: FormEvent) => void; busy: boolean; unsaved: boolean };
  title: string;
  aside?: ReactNode;
  listHref: string;
  testId?: string;
  maw?: number;
  children: ReactNode;
}) {
  const { t } = useT();
  useUnsavedChanges(form.unsaved && !form.busy, t('admin_content.unsaved_changes'));
  // Ctrl+S (⌘S) saves, wherever the focus is; the browser's "save page" is not what staff mean here.
  const submit = useRef(form.submit);
  useEffect(() => {
    submit.current = form.submit;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        submit.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <form
      onSubmit={form.submit}
      // Enter in a one-line field does not save and leave the page (only Save and Ctrl+S do).
      onKeyDown={(e) => {
        const target = e.target as HTMLElement;
        if (
          e.key === 'Enter' &&
          !e.ctrlKey &&
          !e.metaKey &&
          target instanceof HTMLInputElement &&
          target.type !== 'submit'
        )
          e.preventDefault();
      }}
      noValidate
      data-testid={testId}
    >
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="sm">
          {form.unsaved && (
            <Badge color="yellow" variant="light">
              {t('admin_content.unsaved_badge')}
            </Badge>
          )}
          {aside}
        </Group>
      </Group>
      <Stack gap="md" maw={maw}>
        {children}
        <Group
          justify="flex-end"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-3)' }}
          data-save-bar
        >
          <Button component={IntentLink} href={listHref} variant="default">
            {t('admin_content.cancel')}
          </Button>
          <Button type="submit" loading={form.busy} data-testid="save">
            {t('admin_content.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
