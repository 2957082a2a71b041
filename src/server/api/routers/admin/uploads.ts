import { z } from 'zod';
import { resources } from '@/lib/admin/resources';
import { adminProcedure, createTRPCRouter } from '@/server/api/trpc';
import { uploadService } from '@/server/services/upload-service';

const file = z.object({
  bytes: z.instanceof(Uint8Array, { message: 'cannot_upload_file' }),
  filename: z.string().trim().min(1).max(255),
});

/** Uploads other than images (POST /admin/upload is the image one, in account.ts). */
export const uploadsRouter = createTRPCRouter({
  /** POST /admin/services/public_trainings/documents: a training's document, checked by content. */
  trainingDocument: adminProcedure
    .meta({ permissions: [resources.publicTrainings.permission] })
    .input(file)
    .mutation(({ ctx, input }) =>
      uploadService(ctx.db).saveDocument(input.bytes, input.filename, {
        realm: 'admin',
        id: ctx.admin.user.id,
      }),
    ),
});
