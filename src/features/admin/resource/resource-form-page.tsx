import type { ReactNode } from 'react';
import {
  guardResourcePage,
  resourcePageMetadata,
} from '@/features/admin/resource/resource-page-guard';
import { ResourceForm } from '@/features/admin/resource/resource-form';
import type { ResourceName } from '@/lib/admin/resources';

/**
 * A resource's form page, for its route file (`formPanel`: a resource's own
 * read-only panel under an edited item's form, such as a member's
 * registrations).
 */
export function resourceFormPage(name: ResourceName, opts: { formPanel?: ReactNode } = {}) {
  return {
    generateMetadata: () => resourcePageMetadata(name, true),
    async Page() {
      await guardResourcePage(name);
      return <ResourceForm name={name}>{opts.formPanel}</ResourceForm>;
    },
  };
}
