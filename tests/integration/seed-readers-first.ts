import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that read the seed's content as it was written (its counts, order and names) run
 * first, in this order; every other file after them in vitest's own order. The files share one
 * database and many add content of their own (categories, faculties, services...), which would
 * otherwise show up in these files' public lists, depending on the order vitest picks.
 */
export const SEED_READERS = [
  'content.test.ts',
  'services.test.ts',
  'public-api.test.ts',
  'public-training-detail.test.ts',
  'search-wildcards.test.ts',
];

const rank = (file: TestSpecification) => {
  const i = SEED_READERS.findIndex((name) => file.moduleId.endsWith(`/${name}`));
  return i === -1 ? SEED_READERS.length : i;
};

export default class SeedReadersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rest = await super.sort(files.filter((f) => rank(f) === SEED_READERS.length));
    const first = files
      .filter((f) => rank(f) < SEED_READERS.length)
      .sort((a, b) => rank(a) - rank(b));
    return [...first, ...rest];
  }
}
