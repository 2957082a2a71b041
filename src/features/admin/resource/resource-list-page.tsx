import {
  guardResourcePage,
  resourcePageMetadata,
} from '@/features/admin/resource/resource-page-guard';
import { ResourceList } from '@/features/admin/resource/resource-list';
import type { ResourceName } from '@/lib/admin/resources';

/**
 * A resource's list page, for its route file. The list and the form are
 * separate modules so a list page does not load the form's inputs (editor,
 * image and document drop zones, date-time pickers). No Suspense boundary:
 * the back office is rendered per request, and a streamed boundary left a
 * hidden second copy of the page in the document until React revealed it.
 */
export function resourceListPage(name: ResourceName) {
  return {
    generateMetadata: () => resourcePageMetadata(name, false),
    async Page() {
      await guardResourcePage(name);
      return <ResourceList name={name} />;
    },
  };
}
