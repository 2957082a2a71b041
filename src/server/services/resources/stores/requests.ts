import { resources } from '@/lib/admin/resources';
import { type Data, defineStore } from '@/server/services/resources/store';

/** Handled keeps the moment it was first marked so; unmarking clears it. */
const handledAt = (_tx: unknown, data: Data, _input: Data, previous: Data | undefined) => ({
  ...data,
  handledAt: data.handled
    ? (previous?.handled as boolean | undefined)
      ? undefined
      : new Date()
    : null,
});

export const inhouseRequestStore = defineStore({
  resource: resources.inhouseRequests,
  model: (tx) => tx.inhouseTrainingRequest,
  searchColumns: ['contactName', 'email', 'organisation'],
  derive: handledAt,
  publicPaths: () => [],
});

export const serviceRequestStore = defineStore({
  resource: resources.serviceRequests,
  model: (tx) => tx.serviceRequest,
  searchColumns: ['contactName', 'email', 'organisation'],
  derive: handledAt,
  publicPaths: () => [],
});

export const contactMessageStore = defineStore({
  resource: resources.contactMessages,
  model: (tx) => tx.contactMessage,
  searchColumns: ['name', 'email', 'subject'],
  derive: handledAt,
  publicPaths: () => [],
});
