'use client';

import type { ResourceName } from '@/lib/admin/resources';

import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useResourceApi } from '@/features/admin/resource/use-resource';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { useT } from '@/i18n/client';
import { type Locale, locales } from '@/i18n/locales';
import { previewsUnsaved } from '@/lib/admin/bulk';

/**
 * Preview of the edited item's public page in either language, whether it is
 * a draft or scheduled (docs/policies/drafts-revisions-audit.md): a signed
 * link for this staff member, opened in a new tab. With unsaved edits in the
 * form (news, portfolio), the page shows them: the form's values are sent to
 * be kept a short while for that link, and nothing is saved
 * (docs/policies/bulk-autosave-preview.md). A never-saved item is saved as a
 * draft first (as WordPress does), then previewed like any draft.
 */
export function PreviewMenu({
  name,
  id,
  unsaved,
  saveDraft,
}: {
  name: ResourceName;
  /** The edited item; null for a new one, which `saveDraft` saves first. */
  id: number | null;
  /** The form's values to preview, checked (null when they do not pass: the form shows why); absent when nothing is unsaved. */
  unsaved?: () => Record<string, unknown> | null;
  /** Saves a new item as a draft and answers its id (null when its values do not pass). */
  saveDraft?: () => Promise<number | null>;
}) {
  const { t } = useT();
  const hooks = useResourceApi(name);
  const link = hooks.previewLink.useMutation();
  const draft = hooks.previewDraft.useMutation();
  const [saving, setSaving] = useState(false);
  const withEdits = id !== null && !!unsaved && previewsUnsaved(name);
  const open = async (lang: Locale) => {
    const values = withEdits ? unsaved() : undefined;
    if (values === null) return;
    // The tab opens at once (a pop-up blocker allows it), then goes to the signed link.
    const tab = window.open('about:blank', '_blank');
    try {
      let itemId = id;
      if (itemId === null) {
        setSaving(true);
        itemId = (await saveDraft?.()) ?? null;
        if (itemId === null) {
          tab?.close();
          return;
        }
      }
      const { url } = values
        ? await draft.mutateAsync({ ...values, id: itemId, preview_lang: lang })
        : await link.mutateAsync({ id: itemId, lang });
      if (tab) tab.location.assign(url);
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toastCallFailure(t, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          loading={saving || link.isPending || draft.isPending}
          data-testid="preview-open"
        >
          {t('admin_safety.preview.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {withEdits && <Menu.Label>{t('admin_bulk.preview.unsaved')}</Menu.Label>}
        {id === null && <Menu.Label>{t('admin_safety.preview.saves_draft')}</Menu.Label>}
        {locales.map((lang) => (
          <Menu.Item key={lang} onClick={() => void open(lang)} data-testid={`preview-${lang}`}>
            {t(`admin_safety.preview.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
