import type { RestRoute } from '@/server/rest/route';
import { adminRoutes } from '@/server/rest/routes/admin';
import { apiTokenRoutes } from '@/server/rest/routes/api-tokens';
import { attendanceRoutes } from '@/server/rest/routes/attendance';
import { evaluationRoutes } from '@/server/rest/routes/evaluations';
import { adminRegistrationRoutes } from '@/server/rest/routes/admin-registrations';
import { adminResourceRoutes } from '@/server/rest/routes/admin-resources';
import { contentRoutes } from '@/server/rest/routes/content';
import { lookupRoutes } from '@/server/rest/routes/lookups';
import { mediaRoutes } from '@/server/rest/routes/media';
import { memberRoutes } from '@/server/rest/routes/members';
import { paymentRoutes } from '@/server/rest/routes/payments';
import { publicTrainingRoutes } from '@/server/rest/routes/public-trainings';
import { registrationRoutes } from '@/server/rest/routes/registrations';
import { reportRoutes } from '@/server/rest/routes/reports';
import { serviceRoutes } from '@/server/rest/routes/services';
import { viewRoutes } from '@/server/rest/routes/views';
import { waitingListRoutes } from '@/server/rest/routes/waiting-list';

/**
 * Every REST endpoint, one file per area. The first match of method and
 * path wins, so a literal path (…/categories) is listed before a
 * parameterised one (…/:id) in each file.
 */
export const restRoutes: RestRoute[] = [
  ...lookupRoutes,
  ...waitingListRoutes,
  ...registrationRoutes,
  ...publicTrainingRoutes,
  ...serviceRoutes,
  ...contentRoutes,
  ...memberRoutes,
  ...paymentRoutes,
  ...adminRoutes,
  ...apiTokenRoutes,
  ...mediaRoutes,
  ...adminRegistrationRoutes,
  ...attendanceRoutes,
  ...evaluationRoutes,
  ...adminResourceRoutes,
  ...reportRoutes,
  ...viewRoutes,
];
