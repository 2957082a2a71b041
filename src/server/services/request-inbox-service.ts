import { resources } from '@/lib/admin/resources';
import { hasAnyPermission } from '@/lib/permissions';
import type { Db } from '@/server/db';

/** The three lists of the requests inbox: visitors' in-house and service requests and contact messages. */
const inboxLists = [
  resources.inhouseRequests,
  resources.serviceRequests,
  resources.contactMessages,
];

/** The permissions that open the inbox: any one of its lists'. */
export const inboxPermissions = inboxLists.map((list) => list.permission);

/** The requests staff have not handled yet, per list, and in all. */
export function requestInboxService(db: Db) {
  type Where = { handled?: boolean };
  const counters: ((where: Where) => Promise<number>)[] = [
    (where) => db.inhouseTrainingRequest.count({ where }),
    (where) => db.serviceRequest.count({ where }),
    (where) => db.contactMessage.count({ where }),
  ];
  const lists = inboxLists.map((resource, i) => ({ resource, count: counters[i]! }));
  return {
    /** Unhandled and total counts of each list the admin may open. */
    summary(granted: readonly string[]) {
      return Promise.all(
        lists
          .filter(({ resource }) => hasAnyPermission(granted, [resource.permission]))
          .map(async ({ resource, count }) => {
            const [unhandled, total] = await Promise.all([count({ handled: false }), count({})]);
            return {
              name: resource.name,
              route: resource.route,
              titleKey: resource.titleKey,
              unhandled,
              total,
            };
          }),
      );
    },
    /** Every unhandled request, whatever its list (the dashboard's card). */
    async unhandledTotal(): Promise<number> {
      const counts = await Promise.all(lists.map(({ count }) => count({ handled: false })));
      return counts.reduce((a, b) => a + b, 0);
    },
  };
}
