'use client';

import type { ResourceName } from '@/lib/admin/resources';

import { Button, Menu } from '@mantine/core';
import { useResourceApi } from '@/features/admin/resource/use-resource';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { useT } from '@/i18n/client';
import { type Locale, locales } from '@/i18n/locales';

/**
 * Preview of the edited item's public page in either language, whether it is
 * a draft or scheduled (docs/policies/drafts-revisions-audit.md): a signed
 * link for this staff member, opened in a new tab.
 */
export function PreviewMenu({ name, id }: { name: ResourceName; id: number }) {
  const { t } = useT();
  const link = useResourceApi(name).previewLink.useMutation();
  const open = async (lang: Locale) => {
    // The tab opens at once (a pop-up blocker allows it), then goes to the signed link.
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await link.mutateAsync({ id, lang });
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
        <Button variant="default" size="xs" loading={link.isPending} data-testid="preview-open">
          {t('admin_safety.preview.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {locales.map((lang) => (
          <Menu.Item key={lang} onClick={() => void open(lang)} data-testid={`preview-${lang}`}>
            {t(`admin_safety.preview.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
