import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidatePath = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath: (...args: unknown[]) => revalidatePath(...args) }));
const { revalidatePublicPages } = await import('@/server/cache/public-pages');

describe('revalidatePublicPages and the cached list queries', () => {
  beforeEach(() => revalidatePath.mockClear());

  it('drops a list with every cached query of it, in both languages', () => {
    revalidatePublicPages(['/news', '/in-house-training']);
    expect(revalidatePath.mock.calls).toEqual([
      ['/th/news'],
      ['/en/news'],
      ['/[lng]/(site)/news/q/[query]', 'page'],
      ['/th/in-house-training'],
      ['/en/in-house-training'],
      ['/[lng]/(site)/in-house-training/q/[query]', 'page'],
    ]);
  });

  it('leaves the query pages alone when only a detail page changes', () => {
    revalidatePublicPages(['/news/3']);
    expect(revalidatePath.mock.calls).toEqual([['/th/news/3'], ['/en/news/3']]);
  });
});
