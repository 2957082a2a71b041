import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { newsService } from '@/server/services/news-service';
import { portfolioService } from '@/server/services/portfolio-service';
import { publicTrainingService } from '@/server/services/public-training-service';

/**
 * An item's main image is shared by both languages unless a language
 * overrides it: with only a Thai image, the English site shows the Thai one,
 * as its text falls back to Thai; an English image of its own wins there.
 */
const thImage = { imageUrl: '/uploads/2026/01/th.jpg', imageWidth: 800, imageHeight: 600 };
const enImage = { imageUrl: '/uploads/2026/01/en.jpg', imageWidth: 400, imageHeight: 300 };

describe("an item's image falls back to the Thai one like its text", () => {
  it('news: the English page shows the Thai image unless English has its own', async () => {
    const category = await db.newsCategory.findFirstOrThrow();
    const shared = await db.news.create({
      data: {
        newsCategoryId: category.id,
        publishedAt: new Date(Date.now() - 60_000),
        translations: {
          create: [
            { languageId: 1, name: 'ข่าวภาพไทย', ...thImage },
            { languageId: 2, name: 'News with a Thai image' },
          ],
        },
      },
    });
    const own = await db.news.create({
      data: {
        newsCategoryId: category.id,
        publishedAt: new Date(Date.now() - 60_000),
        translations: {
          create: [
            { languageId: 1, name: 'ข่าวสองภาพ', ...thImage },
            { languageId: 2, name: 'News with its own image', ...enImage },
          ],
        },
      },
    });
    const news = newsService(db);
    expect(await news.detail(shared.id, 'en')).toMatchObject({
      name: 'News with a Thai image',
      ...thImage,
    });
    expect(await news.detail(own.id, 'en')).toMatchObject(enImage);
    expect(await news.detail(own.id, 'th')).toMatchObject(thImage);
    const list = await news.list({ page: 1, per_page: 100 } as never, 'en');
    expect(list.items.find((n) => n.id === shared.id)).toMatchObject(thImage);
  });

  it('portfolio and public training: the same fallback', async () => {
    const portfolio = await db.portfolio.create({
      data: {
        publishedAt: new Date(Date.now() - 60_000),
        translations: {
          create: [
            { languageId: 1, name: 'ผลงานภาพไทย', ...thImage },
            { languageId: 2, name: 'Portfolio, Thai image' },
          ],
        },
      },
    });
    expect(await portfolioService(db).detail(portfolio.id, 'en')).toMatchObject(thImage);

    const category = await db.publicTrainingCategory.findFirstOrThrow({ where: { status: true } });
    const start = new Date(Date.now() + 30 * 86_400_000);
    const training = await db.publicTraining.create({
      data: {
        categoryId: category.id,
        courseCode: `IMG-${Date.now()}`,
        startTrainingDate: start,
        endTrainingDate: start,
        priceSatang: 100_000,
        seatLimit: 10,
        translations: {
          create: [
            { languageId: 1, name: 'หลักสูตรภาพไทย', ...thImage },
            { languageId: 2, name: 'Course, Thai image' },
          ],
        },
      },
    });
    expect(await publicTrainingService(db).detail(training.id, 'en')).toMatchObject(thImage);
  });
});
