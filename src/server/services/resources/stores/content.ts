import { resources } from '@/lib/admin/resources';
import { defineStore } from '@/server/services/resources/store';
import { checkOrder } from '@/server/services/resources/stores/checks';

export const portfolioStore = defineStore({
  resource: resources.portfolios,
  model: (tx) => tx.portfolio,
  translations: { model: (tx) => tx.portfolioTranslation, foreignKey: 'portfolioId' },
  publicPaths: () => ['/', '/home', '/portfolio', '/portfolio/[id]'],
});

export const bannerStore = defineStore({
  resource: resources.banners,
  model: (tx) => tx.banner,
  translations: { model: (tx) => tx.bannerTranslation, foreignKey: 'bannerId' },
  derive: (_tx, data) => {
    checkOrder(data.startDate, data.endDate, 'end_date');
    return data;
  },
  publicPaths: () => ['/', '/home'],
});

export const researcherStore = defineStore({
  resource: resources.researchers,
  model: (tx) => tx.researcher,
  translations: { model: (tx) => tx.researcherTranslation, foreignKey: 'researcherId' },
  searchColumns: ['email'],
  publicPaths: () => ['/researcher'],
});

export const facultyStore = defineStore({
  resource: resources.faculties,
  model: (tx) => tx.faculty,
  translations: { model: (tx) => tx.facultyTranslation, foreignKey: 'facultyId' },
  inUse: [
    {
      count: (tx, ids) => tx.researcher.count({ where: { facultyId: { in: ids } } }),
      messageKey: 'admin_content.in_use.researchers',
    },
  ],
  publicPaths: () => ['/researcher'],
});

export const pageStore = defineStore({
  resource: resources.pages,
  model: (tx) => tx.page,
  translations: { model: (tx) => tx.pageTranslation, foreignKey: 'pageId' },
  async publicPaths(id, tx) {
    const row = await tx.page.findUnique({ where: { id }, select: { slug: true } });
    return row ? [`/${row.slug}`] : [];
  },
});
