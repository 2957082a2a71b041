import { adminPages } from '@/lib/admin-pages';
import {
  moveWaitingListSchema,
  waitingListEntrySchema,
  waitingListTrainingSchema,
} from '@/lib/schemas/waiting-list';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { waitingListService } from '@/server/services/waiting-list-service';

/** The registrations permission: the waiting list is part of a training's registrations. */
const access = { permissions: adminPages.publicTrainingRegister.permissions };

/** A training's waiting list in the back office (docs/policies/waiting-list.md). */
export const waitingListRouter = createTRPCRouter({
  /** GET /admin/services/public_trainings/{id}/waiting_list */
  list: adminProcedure
    .meta(access)
    .input(waitingListTrainingSchema)
    .query(({ ctx, input }) => waitingListService(ctx.db).adminList(input.public_training_id)),
  /** PUT /admin/services/public_trainings/{id}/waiting_list/{waiting_list_id}: move in the line. */
  move: adminProcedure
    .meta(access)
    .input(moveWaitingListSchema)
    .mutation(({ ctx, input }) =>
      waitingListService(ctx.db).move(input.public_training_id, input.waiting_list_id, input.place),
    ),
  /** POST /admin/services/public_trainings/{id}/waiting_list/{waiting_list_id}/offer: offer free seats by hand. */
  offer: adminProcedure
    .meta(access)
    .input(waitingListEntrySchema)
    .mutation(({ ctx, input }) =>
      waitingListService(ctx.db).offer(
        input.public_training_id,
        input.waiting_list_id,
        ctx.admin.user.id,
      ),
    ),
  /** DELETE /admin/services/public_trainings/{id}/waiting_list/{waiting_list_id}: take out of the line. */
  remove: adminProcedure
    .meta(access)
    .input(waitingListEntrySchema)
    .mutation(({ ctx, input }) =>
      waitingListService(ctx.db).remove(input.public_training_id, input.waiting_list_id),
    ),
});
