import { resources } from '@/lib/admin/resources';
import { defineStore, type Row, type Tx } from '@/server/services/resources/store';
import { AppError } from '@/server/errors';
import { checkOrder, checkWindowBeforeStart } from '@/server/services/resources/stores/checks';
import { offerFreeSeats } from '@/server/services/waiting-list-service';

type Speaker = { speakerId: number };
type Document = {
  name: string;
  fileUrl: string;
  mimeType: string | null;
  sizeBytes: number | null;
};
type DocumentInput = { name: string; file_url: string };

const trainingPaths = (id: number) => ['/', '/home', '/public-training', `/public-training/${id}`];

export const publicTrainingStore = defineStore({
  resource: resources.publicTrainings,
  model: (tx) => tx.publicTraining,
  translations: { model: (tx) => tx.publicTrainingTranslation, foreignKey: 'trainingId' },
  include: {
    speakers: { orderBy: { sortOrder: 'asc' } },
    documents: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
  },
  searchColumns: ['courseCode'],
  inUse: [
    {
      count: (tx, ids) => tx.registration.count({ where: { publicTrainingId: { in: ids } } }),
      messageKey: 'admin_content.in_use.registrations',
    },
  ],
  read: (row: Row) => ({
    speakers: (row.speakers as Speaker[]).map((s) => s.speakerId),
    documents: (row.documents as Document[]).map((d) => ({
      name: d.name,
      file_url: d.fileUrl,
      mime_type: d.mimeType,
      size_bytes: d.sizeBytes,
    })),
  }),
  derive: (_tx, data) => {
    checkOrder(data.startTrainingDate, data.endTrainingDate, 'end_training_date');
    checkOrder(data.registerStartDate, data.registerEndDate, 'register_end_date');
    checkWindowBeforeStart(data.registerEndDate, data.startTrainingDate, 'register_end_date');
    return data;
  },
  async write(tx: Tx, id: number, input) {
    if (Array.isArray(input.speakers)) {
      await tx.publicTrainingSpeakerLink.deleteMany({ where: { trainingId: id } });
      const ids = [...new Set(input.speakers as number[])];
      if (ids.length)
        await tx.publicTrainingSpeakerLink.createMany({
          data: ids.map((speakerId, sortOrder) => ({ trainingId: id, speakerId, sortOrder })),
        });
    }
    if (Array.isArray(input.documents)) {
      const docs = input.documents as DocumentInput[];
      const uploads = await tx.upload.findMany({
        where: { path: { in: docs.map((d) => d.file_url) } },
      });
      const byPath = new Map(uploads.map((u) => [u.path, u]));
      docs.forEach((d, i) => {
        if (!byPath.has(d.file_url))
          throw new AppError(
            'BAD_REQUEST',
            'admin_content.validation.file_not_uploaded',
            `documents.${i}.file_url`,
          );
      });
      await tx.publicTrainingDocument.deleteMany({ where: { trainingId: id } });
      for (const [sortOrder, d] of docs.entries()) {
        const upload = byPath.get(d.file_url)!;
        await tx.publicTrainingDocument.create({
          data: {
            trainingId: id,
            name: d.name,
            fileUrl: d.file_url,
            mimeType: upload.mimeType,
            sizeBytes: upload.sizeBytes,
            sortOrder,
          },
        });
      }
    }
    // A raised seat limit (or a training published or reopened) may free seats: the waiting list takes them.
    await offerFreeSeats(tx, id, new Date());
  },
  // A training without registrations may be deleted: its waiting list goes with it.
  beforeDelete: async (tx, ids) => {
    await tx.waitingListEntry.deleteMany({ where: { publicTrainingId: { in: ids } } });
  },
  publicPaths: trainingPaths,
});

export const publicTrainingCategoryStore = defineStore({
  resource: resources.publicTrainingCategories,
  model: (tx) => tx.publicTrainingCategory,
  translations: { model: (tx) => tx.publicTrainingCategoryTranslation, foreignKey: 'categoryId' },
  inUse: [
    {
      count: (tx, ids) => tx.publicTraining.count({ where: { categoryId: { in: ids } } }),
      messageKey: 'admin_content.in_use.trainings',
    },
  ],
  publicPaths: () => ['/', '/home', '/public-training'],
});

export const publicTrainingSpeakerStore = defineStore({
  resource: resources.publicTrainingSpeakers,
  model: (tx) => tx.publicTrainingSpeaker,
  translations: { model: (tx) => tx.publicTrainingSpeakerTranslation, foreignKey: 'speakerId' },
  searchColumns: ['email'],
  inUse: [
    {
      count: (tx, ids) => tx.publicTrainingSpeakerLink.count({ where: { speakerId: { in: ids } } }),
      messageKey: 'admin_content.in_use.speaker',
    },
  ],
  async publicPaths(id, tx) {
    const links = await tx.publicTrainingSpeakerLink.findMany({
      where: { speakerId: id },
      select: { trainingId: true },
    });
    return ['/public-training', ...links.map((l) => `/public-training/${l.trainingId}`)];
  },
});
