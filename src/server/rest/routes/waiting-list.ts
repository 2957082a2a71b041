import { z } from 'zod';
import { idSchema } from '@/lib/schemas/common';
import { joinWaitingListSchema, moveWaitingListSchema } from '@/lib/schemas/waiting-list';
import { dateTime, int, rest, text } from '@/server/rest/route-kit';
import { CALENDAR_CONTENT_TYPE } from '@/server/services/calendar-service';
import { publicSiteUrl } from '@/server/site-url';

const tag = 'Waiting list and calendar';
const adminTag = 'Admin: waiting list';
const trainingParam = z.object({ id: idSchema });
const entryParams = z.object({ id: idSchema, waiting_list_id: idSchema });

const status = z
  .enum(['waiting', 'offered', 'claimed', 'left', 'lapsed', 'removed'])
  .describe(
    'waiting: in line; offered: seats are held for them until offer_expires_at (an e-mail with a claim link went out); claimed: registered through the offer; left: they left; lapsed: the offer ran out unclaimed; removed: staff took them out',
  );

const entry = z.object({
  waiting_list_id: int(),
  public_training_id: int(),
  quantity: int().describe('Seats wanted'),
  status,
  place: int().nullable().describe('Place among those waiting (1 is next); null unless waiting'),
  offered_at: dateTime().nullable(),
  offer_expires_at: dateTime().nullable().describe('Until when an offer holds its seats'),
  created_at: dateTime(),
});

const adminList = z.object({
  public_training_id: int(),
  seat_limit: int(),
  seats_free: int().describe('Seats neither held by registrations nor by open offers'),
  offer_hours: z.number().describe('WAITING_LIST_OFFER_HOURS: how long an offer holds its seats'),
  entries: z.array(
    entry.extend({
      member_id: int(),
      member_name: text(),
      member_email: text(),
      member_telephone: text(),
      locale: z.enum(['th', 'en']).describe('The language of their e-mails'),
      offered_by_staff: z.boolean(),
      register_id: int().nullable().describe('The registration made through the offer'),
    }),
  ),
});

/** The waiting list of a full training and the training as a calendar (docs/policies/waiting-list.md). */
export const waitingListRoutes = [
  rest({
    method: 'GET',
    path: '/services/public_trainings/:id/calendar.ics',
    auth: 'public',
    tag,
    summary:
      'A published training as an iCalendar file (RFC 5545): one event per training day, times in UTC (09:00 in Bangkok is 02:00Z), the venue, and a link back to its page; in the language of the call',
    params: trainingParam,
    file: { contentType: CALENDAR_CONTENT_TYPE, description: 'A .ics calendar' },
    handle: async (api, { params, headers }) => {
      const ics = await api.public.publicTrainings.calendar({
        id: params.id,
        site: publicSiteUrl(headers),
      });
      return new Response(ics.body, {
        headers: {
          'content-type': CALENDAR_CONTENT_TYPE,
          'content-disposition': `attachment; filename="${ics.filename}"`,
          'cache-control': 'no-store',
        },
      });
    },
  }),
  rest({
    method: 'GET',
    path: '/services/public_trainings/:id/waiting_list',
    auth: 'member',
    tag,
    summary: "The member's own place on the training's waiting list (null when not on it)",
    params: trainingParam,
    response: entry.nullable(),
    handle: (api, { params }) => api.member.waitingList.mine({ public_training_id: params.id }),
  }),
  rest({
    method: 'POST',
    path: '/services/public_trainings/:id/waiting_list',
    auth: 'member',
    tag,
    summary:
      "Join the waiting list of a full training for `quantity` seats (the member included; at most REGISTRATION_MAX_ATTENDEES), or change the number while waiting (keeping the place). 409 waiting_list.seats_available when that many seats are free (register instead), waiting_list.already_offered while an offer is open, registration.closed / registration.not_open_yet. Freed seats are offered to the first in line who fits, by e-mail, for WAITING_LIST_OFFER_HOURS (default 24); registering with the claim link's waiting_list_token takes them",
    params: trainingParam,
    body: joinWaitingListSchema.omit({ public_training_id: true }),
    response: entry,
    handle: (api, { params, body }) =>
      api.member.waitingList.join({ ...body, public_training_id: params.id }),
  }),
  rest({
    method: 'DELETE',
    path: '/services/public_trainings/:id/waiting_list',
    auth: 'member',
    tag,
    summary:
      'Leave the waiting list (an open offer passes to the next in line); 404 waiting_list.not_on_list when not on it',
    params: trainingParam,
    response: z.object({ left: z.boolean() }),
    handle: (api, { params }) => api.member.waitingList.leave({ public_training_id: params.id }),
  }),
  rest({
    method: 'GET',
    path: '/admin/services/public_trainings/:id/waiting_list',
    auth: 'admin',
    tag: adminTag,
    summary:
      'The waiting list of a training: those in line in order (waiting and offered), then those out of it, newest first; with the seats free',
    params: trainingParam,
    response: adminList,
    handle: (api, { params }) => api.admin.waitingList.list({ public_training_id: params.id }),
  }),
  rest({
    method: 'PUT',
    path: '/admin/services/public_trainings/:id/waiting_list/:waiting_list_id',
    auth: 'admin',
    tag: adminTag,
    summary:
      'Move an entry to a place in the line (1 is first); free seats are then offered in the new order',
    params: entryParams,
    body: moveWaitingListSchema.pick({ place: true }),
    response: adminList,
    handle: (api, { params, body }) =>
      api.admin.waitingList.move({
        public_training_id: params.id,
        waiting_list_id: params.waiting_list_id,
        place: body.place as number,
      }),
  }),
  rest({
    method: 'POST',
    path: '/admin/services/public_trainings/:id/waiting_list/:waiting_list_id/offer',
    auth: 'admin',
    tag: adminTag,
    summary:
      'Offer free seats to this waiting entry now, out of turn (same e-mail and time to claim); 409 waiting_list.not_enough_seats when fewer seats are free than it wants',
    params: entryParams,
    response: adminList,
    handle: (api, { params }) =>
      api.admin.waitingList.offer({
        public_training_id: params.id,
        waiting_list_id: params.waiting_list_id,
      }),
  }),
  rest({
    method: 'DELETE',
    path: '/admin/services/public_trainings/:id/waiting_list/:waiting_list_id',
    auth: 'admin',
    tag: adminTag,
    summary: 'Take an entry out of the line (an open offer passes to the next)',
    params: entryParams,
    response: adminList,
    handle: (api, { params }) =>
      api.admin.waitingList.remove({
        public_training_id: params.id,
        waiting_list_id: params.waiting_list_id,
      }),
  }),
];
