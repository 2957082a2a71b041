import { z } from 'zod';
import { idSchema } from '@/lib/schemas/common';
import type { ViewedKind } from '@/server/services/view-service';
import { rest } from '@/server/rest/route-kit';

const paths: Record<ViewedKind, string> = {
  news: '/news/:id/view',
  portfolio: '/portfolios/:id/view',
  publicTraining: '/services/public_trainings/:id/view',
  inhouseTraining: '/services/inhouse_trainings/:id/view',
  service: '/services/services/:id/view',
};

/** View counters of SPEC.md section 7 (PUT …/{id}/view): a visitor counts once per item in 30 minutes. */
export const viewRoutes = (Object.entries(paths) as [ViewedKind, string][]).map(([kind, path]) =>
  rest({
    method: 'PUT',
    path,
    auth: 'public',
    tag: 'Views',
    summary: 'Count a view of a published item (once per visitor in 30 minutes)',
    params: z.object({ id: idSchema }),
    response: z.object({
      counted: z.boolean().describe('false when this visitor was already counted in the window'),
    }),
    handle: (api, { params }) => api.public.views.record({ kind, id: params.id }),
  }),
);
