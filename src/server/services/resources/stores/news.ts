import { resources } from '@/lib/admin/resources';
import { defineStore } from '@/server/services/resources/store';

export const newsStore = defineStore({
  resource: resources.news,
  model: (tx) => tx.news,
  translations: { model: (tx) => tx.newsTranslation, foreignKey: 'newsId' },
  publicPaths: () => ['/', '/home', '/news', '/news/[id]'],
});

export const newsCategoryStore = defineStore({
  resource: resources.newsCategories,
  model: (tx) => tx.newsCategory,
  translations: { model: (tx) => tx.newsCategoryTranslation, foreignKey: 'newsCategoryId' },
  inUse: [
    {
      count: (tx, ids) => tx.news.count({ where: { newsCategoryId: { in: ids } } }),
      messageKey: 'admin_content.in_use.news',
    },
  ],
  publicPaths: () => ['/', '/home', '/news', '/news/[id]'],
});
