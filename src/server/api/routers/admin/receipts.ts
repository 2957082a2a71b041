import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { receiptService } from '@/server/services/receipt-service';

export const receiptsRouter = createTRPCRouter({
  /** The sample receipt of the preview page /gen_receipt. */
  sample: adminProcedure
    .meta({ permissions: ['access/public_training_register'] })
    .query(({ ctx }) => receiptService(ctx.db).sample(ctx.locale)),
});
