import { contactMessageSchema } from '@/lib/schemas/requests';
import { guardPublicForm } from '@/server/api/public-form-guard';
import { createTRPCRouter, publicProcedure } from '@/server/api/trpc';
import { contactService } from '@/server/services/contact-service';

/** POST /contact: the contact page's form. */
export const contactRouter = createTRPCRouter({
  send: publicProcedure.input(contactMessageSchema).mutation(async ({ ctx, input }) => {
    if ((await guardPublicForm(ctx, 'contact', input)) === 'drop') return { ok: true as const };
    await contactService(ctx.db).send(input, ctx.locale);
    return { ok: true as const };
  }),
});
