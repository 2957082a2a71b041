import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { requireAdminPage } from '@/features/admin/admin-page-guard';
import { ResourceForm } from '@/features/admin/resource/resource-form';
import { ResourceList } from '@/features/admin/resource/resource-list';
import { getPageT } from '@/i18n/server';
import { type ResourceName, resources } from '@/lib/admin/resources';
import { adminPageOf } from '@/lib/admin-pages';

/**
 * The two pages of a resource, for its route files (`formPanel`: a
 * resource's own read-only panel under an edited item's form, such as a
 * member's registrations): each checks the resource's permission (through the one table of admin pages) and shows the
 * generic list or form. No Suspense boundary around them: the back office is
 * rendered per request, and a streamed boundary left a hidden second copy of
 * the page in the document until React revealed it.
 */
export function resourcePages(name: ResourceName, opts: { formPanel?: ReactNode } = {}) {
  const resource = resources[name];
  const guard = () => requireAdminPage(adminPageOf(resource.route)!);
  return {
    list: {
      async generateMetadata(): Promise<Metadata> {
        const { t } = await getPageT();
        return { title: t(resource.titleKey) };
      },
      async Page() {
        await guard();
        return <ResourceList name={name} />;
      },
    },
    form: {
      async generateMetadata(): Promise<Metadata> {
        const { t } = await getPageT();
        return { title: `${t(resource.titleKey)} – ${t('admin_shell.form')}` };
      },
      async Page() {
        await guard();
        return <ResourceForm name={name}>{opts.formPanel}</ResourceForm>;
      },
    },
  };
}
