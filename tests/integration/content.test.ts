import { beforeAll, describe, expect, it, inject } from 'vitest';
import { db } from '@/server/db';
import { handleRest } from '@/server/rest/handle-rest';
import { callerWith } from './helpers';

// This file reads the seed's content (its counts, order and names); other files run before it
// on the same database and add news, portfolio items and banners of their own, so those go first.
beforeAll(async () => {
  const seeded = inject('seededContent');
  await db.news.deleteMany({ where: { id: { gt: seeded.news } } });
  await db.portfolio.deleteMany({ where: { id: { gt: seeded.portfolio } } });
  await db.banner.deleteMany({ where: { id: { gt: seeded.banner } } });
});

const en = callerWith({ cookie: 'i18next=en' });
const th = callerWith({ cookie: 'i18next=th' });

function rest(path: string, lang = 'en') {
  const req = new Request(`http://localhost/api/v1${path}`, {
    headers: { 'accept-language': lang },
  });
  return handleRest(req, new URL(req.url).pathname.replace('/api/v1', ''));
}

/** Runs `fn` with a row changed, then puts it back. */
async function withNews<T>(
  id: number,
  data: { status?: boolean; publishedAt?: Date },
  fn: () => Promise<T>,
) {
  const before = await db.news.findUniqueOrThrow({ where: { id } });
  await db.news.update({ where: { id }, data });
  try {
    return await fn();
  } finally {
    await db.news.update({
      where: { id },
      data: { status: before.status, publishedAt: before.publishedAt },
    });
  }
}

describe('public news', () => {
  it('pages 12 at a time, pinned first then newest, in the request language', async () => {
    // Visible = published and due; other files may leave scheduled (future-dated) news behind.
    const total = await db.news.count({
      where: { status: true, publishedAt: { lte: new Date() } },
    });
    expect(total).toBeGreaterThan(12);
    const first = await en.public.news.list({});
    expect(first.total).toBe(total);
    expect(first.items).toHaveLength(12);
    expect(first.lastPage).toBe(Math.ceil(total / 12));
    expect(first.items[0]).toMatchObject({
      pin: true,
      name: "This year's public training programme is open",
      categoryName: 'Announcements',
    });
    const dates = first.items.slice(1).map((n) => n.publishedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const second = await en.public.news.list({ page: 2 });
    expect(second.items).toHaveLength(total - 12);
    expect(second.items.map((n) => n.id)).not.toContain(first.items[0]!.id);
    expect((await th.public.news.list({})).items[0]!.name).toBe('เปิดรับสมัครหลักสูตรอบรมสาธารณะประจำปี');
  });

  it('filters by category', async () => {
    const categories = await en.public.news.categories();
    expect(categories.map((c) => c.name)).toEqual([
      'Announcements',
      'Activities',
      'Research and innovation',
    ]);
    const activities = categories[1]!;
    const list = await en.public.news.list({ filter_category_id: activities.id });
    expect(list.total).toBe(
      await db.news.count({
        where: { status: true, publishedAt: { lte: new Date() }, newsCategoryId: activities.id },
      }),
    );
    expect(list.items.every((n) => n.categoryName === 'Activities')).toBe(true);
    expect((await en.public.news.list({ filter_category_id: '*' })).total).toBe(
      (await en.public.news.list({})).total,
    );
  });

  it('gives highlights, popular and latest, with filter_pin=0 leaving out pinned and highlighted news', async () => {
    const highlights = await en.public.news.highlights({ limit: 5 });
    expect(highlights.length).toBe(3);
    expect(highlights.every((n) => n.highlight)).toBe(true);

    const popular = await en.public.news.popular({ limit: 5 });
    const views = popular.map((n) => n.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const maxViews = (
      await db.news.aggregate({ where: { status: true }, _max: { viewCount: true } })
    )._max.viewCount;
    expect(views[0]).toBe(maxViews);

    const latest = await en.public.news.latest({ limit: 4 });
    expect(latest[0]!.pin).toBe(true);
    const home = await en.public.news.latest({ limit: 4, filter_pin: 0 });
    expect(home).toHaveLength(4);
    expect(home.some((n) => n.pin || n.highlight)).toBe(false);
    expect(home[0]!.name).toBe('Laboratory open day');
    expect((await en.public.news.latest({ limit: 3, filter_pin: 1 })).every((n) => n.pin)).toBe(
      true,
    );
  });

  it('gives the detail with body and SEO fields, and related news of the same category', async () => {
    const item = (await en.public.news.list({})).items[1]!;
    const detail = await en.public.news.byId({ id: item.id });
    expect(detail.body).toContain('<p>');
    expect(detail.seo.metaTitle).toBe(detail.name);
    expect(detail.imageUrl).toMatch(/^\/images\/demo\/news-\d+\.jpg$/);
    expect((await th.public.news.byId({ id: item.id })).name).not.toBe(detail.name);
    const related = await en.public.news.related({ id: item.id });
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((n) => n.categoryId === detail.categoryId && n.id !== detail.id)).toBe(
      true,
    );
  });

  it('hides unpublished and future news everywhere (NOT_FOUND for the detail)', async () => {
    const pinned = (await en.public.news.highlights({ limit: 1 }))[0]!;
    await expect(en.public.news.byId({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await withNews(pinned.id, { status: false }, async () => {
      await expect(en.public.news.byId({ id: pinned.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect((await en.public.news.list({ per_page: 100 })).items.map((n) => n.id)).not.toContain(
        pinned.id,
      );
      expect((await en.public.news.highlights({})).map((n) => n.id)).not.toContain(pinned.id);
    });
    await withNews(pinned.id, { publishedAt: new Date(Date.now() + 86_400_000) }, async () => {
      await expect(th.public.news.byId({ id: pinned.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect((await en.public.news.popular({ limit: 24 })).map((n) => n.id)).not.toContain(
        pinned.id,
      );
    });
  });
});

describe('public portfolio', () => {
  it('lists newest first, gives latest and the detail, and 404s an unpublished item', async () => {
    const list = await en.public.portfolios.list({ per_page: 4 });
    expect(list.total).toBe(6);
    expect(list.lastPage).toBe(2);
    expect(list.items[0]!.name).toBe('Real-time production tracking for an auto-parts plant');
    expect((await en.public.portfolios.list({ per_page: 4, page: 2 })).items).toHaveLength(2);
    const latest = await th.public.portfolios.latest({ limit: 3, exclude_id: list.items[0]!.id });
    expect(latest).toHaveLength(3);
    expect(latest.map((p) => p.id)).not.toContain(list.items[0]!.id);
    const detail = await th.public.portfolios.byId({ id: list.items[0]!.id });
    expect(detail.name).toBe('ระบบติดตามการผลิตแบบเรียลไทม์ให้โรงงานชิ้นส่วนยานยนต์');
    expect(detail.seo.metaDescription).toBeTruthy();

    await db.portfolio.update({ where: { id: detail.id }, data: { status: false } });
    try {
      await expect(en.public.portfolios.byId({ id: detail.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect((await en.public.portfolios.list({})).total).toBe(5);
    } finally {
      await db.portfolio.update({ where: { id: detail.id }, data: { status: true } });
    }
  });
});

describe('public researchers', () => {
  it('pages 16 at a time and lists the faculties', async () => {
    const faculties = await en.public.researchers.categories();
    expect(faculties.map((f) => f.name)).toEqual([
      'Faculty of Engineering',
      'Faculty of Science',
      'Faculty of Information Technology',
    ]);
    const first = await en.public.researchers.teachers({});
    expect(first.perPage).toBe(16);
    expect(first.items).toHaveLength(16);
    expect(first.total).toBe(18);
    expect((await en.public.researchers.teachers({ page: 2 })).items).toHaveLength(2);
  });

  it('searches name and expertise ignoring case, in either language, and filters by faculty', async () => {
    const byExpertise = await en.public.researchers.teachers({
      filter_keyword: 'ARTIFICIAL intelligence',
    });
    expect(byExpertise.items.map((r) => r.expertise)).toEqual(['Artificial intelligence']);
    const byName = await en.public.researchers.teachers({ filter_keyword: 'somCHAI' });
    expect(byName.total).toBe(0);
    const mankong = await en.public.researchers.teachers({ filter_keyword: 'mankong' });
    expect(mankong.items.map((r) => r.name)).toEqual(['Assoc. Prof. Dr. Prasert Mankong']);
    const thaiNameInEnglish = await en.public.researchers.teachers({ filter_keyword: 'ประเสริฐ' });
    expect(thaiNameInEnglish.items.map((r) => r.name)).toContain(
      'Assoc. Prof. Dr. Prasert Mankong',
    );
    expect(
      (await th.public.researchers.teachers({ filter_keyword: 'ปัญญาประดิษฐ์' })).items[0]!.expertise,
    ).toBe('ปัญญาประดิษฐ์');

    const [engineering, science] = await en.public.researchers.categories();
    const eng = await en.public.researchers.teachers({ fac_id: engineering!.id });
    expect(eng.total).toBe(6);
    expect(eng.items.every((r) => r.facultyName === 'Faculty of Engineering')).toBe(true);
    expect(
      (await en.public.researchers.teachers({ fac_id: science!.id, filter_keyword: 'mankong' }))
        .total,
    ).toBe(0);
    expect((await en.public.researchers.teachers({ fac_id: '*' })).total).toBe(18);
  });
});

describe('banners and pages', () => {
  it('gives enabled banners of a category in order, inside their date window', async () => {
    const hero = await en.public.banners.list({ category: 'HOME_HERO' });
    expect(hero.map((b) => b.name)).toEqual([
      'Growing people and organisations through knowledge',
      'Testing, research and development in one place',
    ]);
    expect((await th.public.banners.list({ category: 'HOME_NEWS' }))[0]!.name).toBe(
      'เปิดรับสมัครอบรมสาธารณะแล้ววันนี้',
    );
    const [first] = hero;
    await db.banner.update({
      where: { id: first!.id },
      data: { endDate: new Date(Date.now() - 1000) },
    });
    try {
      expect(
        (await en.public.banners.list({ category: 'HOME_HERO' })).map((b) => b.id),
      ).not.toContain(first!.id);
    } finally {
      await db.banner.update({ where: { id: first!.id }, data: { endDate: null } });
    }
    await expect(
      en.public.banners.list({ category: 'OTHER' as 'HOME_HERO' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('has a privacy policy covering SPEC.md section 1 in both languages', async () => {
    const policyEn = await en.public.pages.bySlug({ slug: 'privacy-policy' });
    for (const phrase of [
      'name',
      'e-mail',
      'telephone',
      'address',
      'signed up',
      'never sell',
      'opt out of marketing',
      'cookies',
      'do not store credit card',
      'Contact',
    ]) {
      expect(policyEn.body).toContain(phrase);
    }
    const policyTh = await th.public.pages.bySlug({ slug: 'privacy-policy' });
    for (const phrase of [
      'ชื่อ',
      'อีเมล',
      'โทรศัพท์',
      'ที่อยู่',
      'วันที่สมัครสมาชิก',
      'ไม่ขาย',
      'ยกเลิกการรับข่าวสารทางการตลาด',
      'คุกกี้',
      'ไม่จัดเก็บข้อมูลบัตรเครดิต',
      'ติดต่อเรา',
    ]) {
      expect(policyTh.body).toContain(phrase);
    }
    expect((await en.public.pages.bySlug({ slug: 'about-us' })).seo.metaTitle).toBe('About us');
  });
});

describe('content REST endpoints', () => {
  it('serves the paths of SPEC.md section 7', async () => {
    const banners = (await (await rest('/banners/?category=HOME_NEWS')).json()) as {
      category: string;
    }[];
    expect(banners.length).toBe(2);
    expect(banners.every((b) => b.category === 'HOME_NEWS')).toBe(true);
    const home = (await (await rest('/news/latest?filter_pin=0')).json()) as {
      pin: boolean;
      highlight: boolean;
    }[];
    expect(home.length).toBeGreaterThan(0);
    expect(home.some((n) => n.pin || n.highlight)).toBe(false);
    expect(((await (await rest('/news/highlight')).json()) as unknown[]).length).toBe(3);
    expect(((await (await rest('/news/popular')).json()) as unknown[]).length).toBe(5);
    expect(
      ((await (await rest('/news/categories', 'th')).json()) as { name: string }[])[0]!.name,
    ).toBe('ข่าวประชาสัมพันธ์');
    const news = (await (await rest('/news?page=2')).json()) as {
      page: number;
      data: { news_id: number }[];
    };
    expect(news.page).toBe(2);
    const detail = (await (await rest(`/news/${news.data[0]!.news_id}?with=lang`)).json()) as {
      news_id: number;
      meta_title: unknown;
      lang: Record<string, { language_code: string; name: string }>;
    };
    expect(detail.news_id).toBe(news.data[0]!.news_id);
    expect(detail).toHaveProperty('meta_title');
    expect(detail.lang.th!.language_code).toBe('th');
    expect(detail.lang.en!.name).toBeTruthy();
    expect(await (await rest(`/news/${news.data[0]!.news_id}`)).json()).not.toHaveProperty('lang');
    expect((await rest('/news/999999')).status).toBe(404);
    expect(((await (await rest('/portfolios/latest')).json()) as unknown[]).length).toBe(4);
    const portfolios = (await (await rest('/portfolios')).json()) as {
      total: number;
      data: { portfolio_id: number }[];
    };
    expect(portfolios.total).toBe(6);
    expect((await rest(`/portfolios/${portfolios.data[0]!.portfolio_id}`)).status).toBe(200);
    const faculties = (await (await rest('/researcher/categories')).json()) as {
      faculty_id: number;
    }[];
    const teachers = (await (
      await rest(
        `/researcher/teachers?per_page=16&page=1&filter_keyword=&fac_id=${faculties[2]!.faculty_id}`,
      )
    ).json()) as { total: number; per_page: number };
    expect(teachers).toMatchObject({ total: 6, per_page: 16 });
    expect((await rest('/banners?category=NOPE')).status).toBe(400);
  });
});
