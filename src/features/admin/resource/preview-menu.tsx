'use client';

import type { ResourceName } from '@/lib/admin/resources';

import { Button, Menu } from '@mantine/core';
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
 * (docs/policies/bulk-autosave-preview.md).
 */
export function PreviewMenu({
  name,
  id,
  unsaved,
}: {
  name: ResourceName;
  id: number;
  /** The form's values to preview, checked (null when they do not pass: the form shows why); absent when nothing is unsaved. */
  unsaved?: () => Record<string, unknown> | null;
}) {
  const { t } = useT();
  const hooks = useResourceApi(name);
  const link = hooks.previewLink.useMutation();
  const draft = hooks.previewDraft.useMutation();
  const withEdits = !!unsaved && previewsUnsaved(name);
  const open = async (lang: Locale) => {
    const values = withEdits ? unsaved() : undefined;
    if (values === null) return;
    // The tab opens at once (a pop-up blocker allows it), then goes to the signed link.
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = values
        ? await draft.mutateAsync({ ...values, id, preview_lang: lang })
        : await link.mutateAsync({ id, lang });
      if (tab) tab.location.assign(url);
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toastCallFailure(t, error);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          loading={link.isPending || draft.isPending}
          data-testid="preview-open"
        >
          {t('admin_safety.preview.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {withEdits && <Menu.Label>{t('admin_bulk.preview.unsaved')}</Menu.Label>}
        {locales.map((lang) => (
          <Menu.Item key={lang} onClick={() => void open(lang)} data-testid={`preview-${lang}`}>
            {t(`admin_safety.preview.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
