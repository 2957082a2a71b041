import { certificateCodeInput, certificatePdfSchema } from '@/lib/schemas/certificates';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { certificateService } from '@/server/services/certificate-service';

/** Anyone may check a certificate by its code (the page /certificates/{code}) and fetch a valid one's PDF. */
export const certificatesRouter = createTRPCRouter({
  verify: publicProcedure
    .input(certificateCodeInput)
    .query(({ ctx, input }) => certificateService(ctx.db).verify(input.code, ctx.locale)),
  /** The PDF's bytes: for in-process callers (the REST door), not the tRPC HTTP link. */
  pdf: publicProcedure
    .input(certificatePdfSchema)
    .query(({ ctx, input }) => certificateService(ctx.db).pdf(input.code, input.lang)),
});
