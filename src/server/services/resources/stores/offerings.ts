import { resources } from '@/lib/admin/resources';
import { serviceKindRoutes, type ServiceKind } from '@/lib/service-kinds';
import { defineStore } from '@/server/services/resources/store';
import { AppError } from '@/server/errors';

export const inhouseTrainingStore = defineStore({
  resource: resources.inhouseTrainings,
  model: (tx) => tx.inhouseTraining,
  translations: { model: (tx) => tx.inhouseTrainingTranslation, foreignKey: 'trainingId' },
  publicPaths: (id) => ['/in-house-training', `/in-house-training/${id}`],
});

export const inhouseTrainingCategoryStore = defineStore({
  resource: resources.inhouseTrainingCategories,
  model: (tx) => tx.inhouseTrainingCategory,
  translations: { model: (tx) => tx.inhouseTrainingCategoryTranslation, foreignKey: 'categoryId' },
  inUse: [
    {
      count: (tx, ids) => tx.inhouseTraining.count({ where: { categoryId: { in: ids } } }),
      messageKey: 'admin_content.in_use.inhouse_trainings',
    },
  ],
  publicPaths: () => ['/in-house-training'],
});

const kindPaths = (kind: string, id?: number) => {
  const base = serviceKindRoutes[kind as ServiceKind] ?? '/services';
  return id ? [base, `${base}/${id}`] : [base];
};

/** A service's kind follows its category (services.kind is kept for fast per-kind lists). */
export const instituteServiceStore = defineStore({
  resource: resources.instituteServices,
  model: (tx) => tx.service,
  translations: { model: (tx) => tx.serviceTranslation, foreignKey: 'serviceId' },
  async derive(tx, data) {
    if (typeof data.categoryId !== 'number') return data;
    const category = await tx.serviceCategory.findUnique({
      where: { id: data.categoryId },
      select: { kind: true },
    });
    if (!category)
      throw new AppError(
        'BAD_REQUEST',
        'admin_content.validation.not_found',
        'service_category_id',
      );
    return { ...data, kind: category.kind };
  },
  async publicPaths(id, tx) {
    const row = await tx.service.findUnique({ where: { id }, select: { kind: true } });
    return row ? kindPaths(row.kind, id) : [];
  },
});

export const serviceCategoryStore = defineStore({
  resource: resources.serviceCategories,
  model: (tx) => tx.serviceCategory,
  translations: { model: (tx) => tx.serviceCategoryTranslation, foreignKey: 'categoryId' },
  inUse: [
    {
      count: (tx, ids) => tx.service.count({ where: { categoryId: { in: ids } } }),
      messageKey: 'admin_content.in_use.services',
    },
  ],
  optionGroup: (row) => `nav.${row.kind === 'other' ? 'other_services' : String(row.kind)}`,
  async write(tx, id, input) {
    if (typeof input.kind === 'string')
      await tx.service.updateMany({ where: { categoryId: id }, data: { kind: input.kind } });
  },
  async publicPaths(id, tx) {
    const row = await tx.serviceCategory.findUnique({ where: { id }, select: { kind: true } });
    return row ? kindPaths(row.kind) : Object.values(serviceKindRoutes);
  },
});
