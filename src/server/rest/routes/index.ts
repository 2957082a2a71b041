import type { RestRoute } from '@/server/rest/route';
import { accountRoutes } from '@/server/rest/routes/accounts';
import { adminRoutes } from '@/server/rest/routes/admin';
import { lookupRoutes } from '@/server/rest/routes/lookups';
import { publicTrainingRoutes } from '@/server/rest/routes/public-trainings';
import { viewRoutes } from '@/server/rest/routes/views';

/**
 * Every REST endpoint, one file per area. The first match of method and
 * path wins, so a literal path (…/categories) is listed before a
 * parameterised one (…/:id) in each file.
 */
export const restRoutes: RestRoute[] = [...lookupRoutes, ...publicTrainingRoutes, ...accountRoutes, ...viewRoutes, ...adminRoutes];
