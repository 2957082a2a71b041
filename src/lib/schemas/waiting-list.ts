import { z } from '@/lib/zod';
import { idSchema } from '@/lib/schemas/common';

/** Seats one may ask for on a waiting list; the server also holds it to REGISTRATION_MAX_ATTENDEES. */
export const WAITING_LIST_MAX_QUANTITY = 100;

/** POST /services/public_trainings/{id}/waiting_list (the join form uses the same schema). */
export const joinWaitingListSchema = z.object({
  public_training_id: idSchema,
  quantity: z.coerce
    .number({ error: 'waiting_list.quantity_invalid' })
    .int('waiting_list.quantity_invalid')
    .min(1, 'waiting_list.quantity_invalid')
    .max(WAITING_LIST_MAX_QUANTITY, 'waiting_list.quantity_invalid')
    .default(1),
});
export type JoinWaitingListInput = z.input<typeof joinWaitingListSchema>;

export const waitingListTrainingSchema = z.object({ public_training_id: idSchema });

/** Staff move an entry to a place in the line (1 is first). */
export const moveWaitingListSchema = z.object({
  public_training_id: idSchema,
  waiting_list_id: idSchema,
  place: z.coerce
    .number({ error: 'waiting_list.place_invalid' })
    .int('waiting_list.place_invalid')
    .min(1, 'waiting_list.place_invalid')
    .max(10_000, 'waiting_list.place_invalid'),
});

/** Staff offer seats by hand to an entry, or take it out of the line. */
export const waitingListEntrySchema = z.object({
  public_training_id: idSchema,
  waiting_list_id: idSchema,
});
