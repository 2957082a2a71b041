import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callerWith } from './helpers';

const en = callerWith({ cookie: 'i18next=en' });

describe('public training detail', () => {
  it('gives speakers, documents, seats left and the registration state', async () => {
    const first = (await en.public.publicTrainings.list({ filter_name: 'python' })).items[0]!;
    const detail = await en.public.publicTrainings.byId({ id: first.id });
    expect(detail.name).toBe('Data analysis with Python for beginners');
    expect(detail.speakers).toHaveLength(2);
    expect(detail.documents[0]?.fileUrl).toBe('/documents/course-outline.pdf');
    // Registrations made by other test files hold seats too.
    const held = await db.registration.aggregate({
      where: { publicTrainingId: first.id, registerStatusId: { in: [1, 2, 3, 4, 5] } },
      _sum: { quantity: true },
    });
    // (Some insert theirs directly, past the seat limit: seats left never go below zero.)
    const left = Math.max(0, detail.seatLimit - (held._sum.quantity ?? 0));
    expect(detail.seatsLeft).toBe(left);
    expect(detail.registrationState).toBe(left > 0 ? 'open' : 'full');
  });

  it('is NOT_FOUND for an unknown or unpublished training', async () => {
    await expect(en.public.publicTrainings.byId({ id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const training = await db.publicTraining.findFirstOrThrow({ orderBy: { id: 'desc' } });
    await db.publicTraining.update({ where: { id: training.id }, data: { status: false } });
    try {
      await en.public.publicTrainings.byId({ id: training.id });
      expect.unreachable();
    } catch (error) {
      expect((error as TRPCError).code).toBe('NOT_FOUND');
    } finally {
      await db.publicTraining.update({ where: { id: training.id }, data: { status: true } });
    }
  });

  it('lists the categories in the request language', async () => {
    // Other test files add categories of their own to the shared database: the seeded ones keep their order among them.
    const seeded = [
      'Digital technology and data',
      'Engineering and industry',
      'Management and organisational development',
    ];
    const names = (await en.public.publicTrainings.categories()).map((c) => c.name);
    expect(names.filter((name) => seeded.includes(name))).toEqual(seeded);
    expect(names.join(' ')).not.toMatch(/[\u0E00-\u0E7F]/);
  });
});
