import { joinWaitingListSchema, waitingListTrainingSchema } from '@/lib/schemas/waiting-list';
import { createTRPCRouter, memberProcedure } from '@/server/api/trpc';
import { waitingListService } from '@/server/services/waiting-list-service';

/** The member's place on a full training's waiting list (docs/policies/waiting-list.md). */
export const memberWaitingListRouter = createTRPCRouter({
  /** POST /services/public_trainings/{id}/waiting_list */
  join: memberProcedure
    .input(joinWaitingListSchema)
    .mutation(({ ctx, input }) =>
      waitingListService(ctx.db).join(
        ctx.member.member.id,
        input.public_training_id,
        input.quantity,
        ctx.locale,
      ),
    ),
  /** DELETE /services/public_trainings/{id}/waiting_list */
  leave: memberProcedure
    .input(waitingListTrainingSchema)
    .mutation(({ ctx, input }) =>
      waitingListService(ctx.db).leave(ctx.member.member.id, input.public_training_id),
    ),
  /** GET /services/public_trainings/{id}/waiting_list: the member's own entry, or null. */
  mine: memberProcedure
    .input(waitingListTrainingSchema)
    .query(({ ctx, input }) =>
      waitingListService(ctx.db).mine(ctx.member.member.id, input.public_training_id),
    ),
});
