import { type Locale, languageIds, locales } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import type { FieldDef, Fields } from '@/lib/admin/fields';
import { searchedId } from '@/lib/ids';
import type { ListItemOf, ListQuery, RecordOf, Resource } from '@/lib/admin/resource';
import { lookupNames } from '@/server/services/resources/lookup-tables';
import { sanitizeRichText } from '@/lib/sanitize';
import type { Paged } from '@/lib/schemas/common';
import { paginate } from '@/server/services/paginate';
import { revalidatePublicPages } from '@/server/cache/public-pages';
import { containsInsensitive, type Db } from '@/server/db';
import { AppError } from '@/server/errors';
import type { Data, Row, Store, Tx } from '@/server/services/resources/store';
import { releaseUploads, uploadPathsIn } from '@/server/services/upload-release';
import { type Actor, recordAudit } from '@/server/services/audit-service';
import { keepsRevisions, type RevisionSummary } from '@/lib/admin/revisions';
import { type PublicationState, publicationStateOf, schedules } from '@/lib/admin/publication';

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const columnOf = (key: string, f: FieldDef) => f.db ?? camel(key);

/** Kinds that are not a column of the resource's own table. */
const NOT_A_COLUMN = new Set(['references', 'documents', 'readonly', 'password']);

function toColumn(f: FieldDef, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (f.kind === 'money') return typeof value === 'number' ? Math.round(value * 100) : value;
  if (f.kind === 'richText') return typeof value === 'string' ? sanitizeRichText(value) : value;
  return value;
}

function fromColumn(f: FieldDef, value: unknown): unknown {
  if (f.kind === 'money') return typeof value === 'number' ? value / 100 : value;
  return value ?? null;
}

/** The columns of `input` for the fields given (money in satang, rich text sanitised). */
export function columns(fields: Fields, input: Data): Data {
  const out: Data = {};
  for (const [key, f] of Object.entries(fields)) {
    if (NOT_A_COLUMN.has(f.kind) || !(key in input)) continue;
    out[columnOf(key, f)] = toColumn(f, input[key]);
  }
  return out;
}

function values(fields: Fields, row: Data | undefined): Data {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, f]) => !NOT_A_COLUMN.has(f.kind) || f.kind === 'readonly')
      .map(([k, f]) => [k, fromColumn(f, row?.[columnOf(k, f)])]),
  );
}

const codeOf = (languageId: unknown) => locales.find((l) => languageIds[l] === languageId);

type Registry = Record<string, Store>;

/**
 * The one service behind every back-office resource: list with the spec's
 * list query, read, create, update, delete (refused while in use), publish,
 * options for selects. Each save runs in one transaction with its
 * per-language rows and extra writes, then revalidates exactly the public
 * pages that show the item.
 */
/** What a revision keeps of a record: its own fields and both languages' entries, as JSON values. */
export function snapshotOf(fields: Fields, lang: Fields | undefined, record: Data): Data {
  const out: Data = {};
  for (const [key, f] of Object.entries(fields))
    if (f.kind !== 'readonly' && f.kind !== 'password') out[key] = record[key] ?? null;
  if (lang) {
    const entries = (record.lang ?? {}) as Record<string, Data | undefined>;
    const kept: Data = {};
    for (const code of locales) {
      const entry = entries[code];
      if (entry)
        kept[code] = Object.fromEntries(Object.keys(lang).map((k) => [k, entry[k] ?? null]));
    }
    out.lang = kept;
  }
  return JSON.parse(JSON.stringify(out)) as Data;
}

/** The keys whose values differ between two snapshots; a language's as lang.<code>.<key>. */
export function changedKeys(before: Data, after: Data): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const out: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'lang') continue;
    if (!same(before[key], after[key])) out.push(key);
  }
  const a = (before.lang ?? {}) as Record<string, Data | undefined>;
  const b = (after.lang ?? {}) as Record<string, Data | undefined>;
  for (const code of locales)
    for (const key of new Set([...Object.keys(a[code] ?? {}), ...Object.keys(b[code] ?? {})]))
      if (!same(a[code]?.[key], b[code]?.[key])) out.push(`lang.${code}.${key}`);
  return out;
}

function parseJson(text: string): Data {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Data) : {};
  } catch {
    return {};
  }
}

export function resourceService<R extends Resource>(
  store: Store<R>,
  db: Db,
  registry: Registry,
  actor: Actor | null = null,
) {
  const resource = store.resource;
  const fields = resource.fields;
  const lang = resource.lang;
  const model = store.model;
  const include = { ...(store.translations ? { translations: true } : {}), ...store.include };
  const pk = resource.primaryKey;

  function nameOf(row: Row, locale: Locale): string {
    if (store.label) return store.label(row);
    const rows = (row.translations as Row[] | undefined) ?? [];
    const tr =
      rows.find((t) => t.languageId === languageIds[locale]) ??
      rows.find((t) => t.languageId === languageIds.th) ??
      rows[0];
    const key = resource.titleField ?? 'name';
    return String(tr?.[camel(key)] ?? row[camel(key)] ?? `#${row.id}`);
  }

  function toRecord(row: Row, locale: Locale): Data {
    const out: Data = { [pk]: row.id, ...values(fields, row), ...store.read?.(row, locale) };
    if (lang) {
      const rows = (row.translations as Row[] | undefined) ?? [];
      const entries: Data = {};
      for (const tr of rows) {
        const code = codeOf(tr.languageId);
        if (code) entries[code] = { language_code: code, ...values(lang, tr) };
      }
      const flat = (entries[locale] ?? entries.th ?? {}) as Data;
      for (const key of Object.keys(lang)) out[key] = flat[key] ?? null;
      out.lang = entries;
    }
    out.created_at = (row.createdAt as Date | undefined) ?? null;
    out.updated_at = (row.updatedAt as Date | undefined) ?? null;
    return out;
  }

  async function withReferenceNames(records: Data[], locale: Locale): Promise<Data[]> {
    for (const [key, f] of Object.entries(fields)) {
      const isReference = f.kind === 'reference' && !!f.resource && !!registry[f.resource];
      if (!isReference && !(f.kind === 'lookup' && f.lookup)) continue;
      const ids = [
        ...new Set(records.map((r) => r[key]).filter((v): v is number => typeof v === 'number')),
      ];
      const labels = isReference
        ? await resourceService(registry[f.resource!]!, db, registry).labels(ids, locale)
        : await lookupNames(db, f.lookup!, ids, locale);
      for (const r of records)
        r[`${key.replace(/_id$/, '')}_name`] =
          typeof r[key] === 'number' ? (labels.get(r[key] as number) ?? null) : null;
    }
    return records;
  }

  function whereOf(query: ListQuery): Data {
    const and: Data[] = [];
    for (const [key, value] of Object.entries(query.filters ?? {})) {
      const f = fields[key];
      if (value === undefined || !f || key === 'publication') continue;
      // Text filters match a part (an e-mail's domain); a date range arrives as Prisma's { gte, lt } already.
      const text = (f.kind === 'text' || f.kind === 'email') && typeof value === 'string';
      and.push({
        [columnOf(key, f)]: text
          ? containsInsensitive(f.kind === 'email' ? value.toLowerCase() : value)
          : value,
      });
    }
    const q = query.search?.trim();
    if (q) {
      const or: Data[] = [];
      const columns = store.searchColumns ?? [];
      if (store.translations)
        or.push({
          translations: {
            some: { [camel(resource.titleField ?? 'name')]: containsInsensitive(q) },
          },
        });
      for (const column of columns) or.push({ [column]: containsInsensitive(q) });
      // "Somchai Jaidee" finds first name Somchai and last name Jaidee: each word in some search column.
      const words = q.split(/\s+/);
      if (words.length > 1 && columns.length)
        or.push({
          AND: words.map((w) => ({ OR: columns.map((c) => ({ [c]: containsInsensitive(w) })) })),
        });
      // Digits find the item of that id too, when they can be one: 2^63 is only text, never a query the database refuses.
      const id = searchedId(q);
      if (id !== null) or.push({ id });
      and.push({ OR: or });
    }
    return { ...store.scope, ...(and.length ? { AND: and } : {}) };
  }

  const tracksPublication = 'publication' in fields && 'status' in fields;

  /** Of these items (all, when none are given), the ids ever published: a switched-off one is "unpublished", not a draft. */
  async function everPublished(ids?: number[]): Promise<Set<number>> {
    const rows = await db.contentRevision.findMany({
      where: {
        resource: resource.name,
        published: true,
        ...(ids ? { itemId: { in: ids } } : {}),
      },
      distinct: ['itemId'],
      select: { itemId: true },
    });
    return new Set(rows.map((r) => r.itemId));
  }

  /** The where of a publication state, now. */
  async function publicationWhere(state: PublicationState, now = new Date()): Promise<Data> {
    const schedule = schedules[resource.name];
    const col = (key: string | undefined) =>
      key && fields[key] ? columnOf(key, fields[key]) : null;
    const start = col(schedule?.start);
    const end = col(schedule?.end);
    // A required date is never null (Prisma refuses to compare it with null).
    const orNull = (key: string | undefined, column: string, cond: Data): Data =>
      fields[key!]?.required
        ? { [column]: cond }
        : { OR: [{ [column]: null }, { [column]: cond }] };
    const started = start ? orNull(schedule?.start, start, { lte: now }) : {};
    const notEnded = end ? orNull(schedule?.end, end, { gte: now }) : {};
    switch (state) {
      case 'draft':
        return { status: false, id: { notIn: [...(await everPublished())] } };
      case 'unpublished':
        return { status: false, id: { in: [...(await everPublished())] } };
      case 'scheduled':
        return start ? { status: true, [start]: { gt: now } } : { id: { in: [] } };
      case 'ended':
        return end ? { status: true, AND: [started, { [end]: { lt: now } }] } : { id: { in: [] } };
      default:
        return { status: true, AND: [started, notEnded] };
    }
  }

  /** Each record's publication state (resources that show one). */
  async function withPublication(records: Data[]): Promise<Data[]> {
    if (!tracksPublication || !records.length) return records;
    const ever = await everPublished(records.map((r) => r[pk] as number));
    for (const r of records)
      r.publication = publicationStateOf(resource.name, r, ever.has(r[pk] as number));
    return records;
  }

  function orderOf(query: ListQuery): Data[] {
    const column = query.sort ?? resource.list.defaultSort.column;
    const order = (
      query.order ?? (query.sort ? 'ASC' : resource.list.defaultSort.order)
    ).toLowerCase();
    const f = fields[column];
    const dbColumn = column === pk ? 'id' : f ? columnOf(column, f) : camel(column);
    return dbColumn === 'id' ? [{ id: order }] : [{ [dbColumn]: order }, { id: order }];
  }

  async function mustFind(tx: Tx, id: number, detail = false): Promise<Row> {
    const row = await model(tx).findUnique({
      where: { id },
      include: detail ? { ...include, ...store.detailInclude } : include,
    });
    if (!row || (store.scope && Object.entries(store.scope).some(([k, v]) => row[k] !== v)))
      throw new AppError('NOT_FOUND', 'errors.not_found');
    return row;
  }

  /** References must point at existing items; images at this site's files (uploaded or bundled). */
  async function checkInput(tx: Tx, input: Data, previous?: Data) {
    for (const [key, f] of Object.entries(fields)) {
      const target = f.resource ? registry[f.resource] : undefined;
      if ((f.kind === 'reference' || f.kind === 'references') && target) {
        const ids = ([] as unknown[])
          .concat(input[key] ?? [])
          .filter((v): v is number => typeof v === 'number');
        if (
          ids.length &&
          (await target.model(tx).count({ where: { id: { in: ids } } })) !== new Set(ids).size
        ) {
          throw new AppError('BAD_REQUEST', 'admin_content.validation.not_found', key);
        }
      }
      if (f.kind === 'lookup' && f.lookup && typeof input[key] === 'number') {
        if (!(await lookupNames(tx, f.lookup, [input[key] as number], 'th')).size)
          throw new AppError('BAD_REQUEST', 'admin_content.validation.not_found', key);
      }
    }
    const images: [string, unknown, unknown][] = [];
    for (const [key, f] of Object.entries(fields))
      if (f.kind === 'image') images.push([key, input[key], previous?.[key]]);
    const langInput = input.lang as Record<string, Data | undefined> | undefined;
    const langPrevious = previous?.lang as Record<string, Data | undefined> | undefined;
    for (const [key, f] of Object.entries(lang ?? {})) {
      if (f.kind !== 'image') continue;
      for (const code of locales)
        images.push([`lang.${code}.${key}`, langInput?.[code]?.[key], langPrevious?.[code]?.[key]]);
    }
    for (const [path, url, before] of images) {
      if (typeof url !== 'string' || url === before || url.startsWith('/images/')) continue;
      if (
        !url.startsWith('/uploads/') ||
        !(await tx.upload.findUnique({ where: { path: url }, select: { id: true } }))
      ) {
        throw new AppError('BAD_REQUEST', 'admin_content.validation.image_not_uploaded', path);
      }
    }
  }

  async function writeTranslations(tx: Tx, id: number, input: Data) {
    if (!lang || !store.translations || !input.lang) return;
    const entries = input.lang as Record<string, Data | undefined>;
    const rows = store.translations.model(tx);
    const fk = store.translations.foreignKey;
    for (const code of locales) {
      const entry = entries[code];
      const languageId = languageIds[code];
      if (!entry) {
        if (code !== 'th') await rows.deleteMany({ where: { [fk]: id, languageId } });
        continue;
      }
      const data = columns(lang, entry);
      await rows.upsert({
        where: { [`${fk}_languageId`]: { [fk]: id, languageId } },
        create: { ...data, [fk]: id, languageId },
        update: data,
      });
    }
  }

  /**
   * The save's revision (content resources) and audit entry, in its transaction: the item as
   * it is now, what changed from before, and whether the change published or unpublished it.
   */
  async function remember(tx: Tx, id: number, before: Data | undefined, restoredFrom?: number) {
    const row = await mustFind(tx, id);
    const after = snapshotOf(fields, lang, toRecord(row, 'th'));
    const previous = before ? snapshotOf(fields, lang, before) : undefined;
    const changed = previous ? changedKeys(previous, after) : [];
    const hasStatus = 'status' in fields;
    const action = restoredFrom
      ? 'restore'
      : !previous
        ? 'create'
        : hasStatus && previous.status !== after.status
          ? after.status
            ? 'publish'
            : 'unpublish'
          : 'update';
    let revisionId: number | null = null;
    if (keepsRevisions(resource.name)) {
      // An item saved before revisions were kept gets its earlier state as a first revision, so it can be restored.
      if (
        previous &&
        !(await tx.contentRevision.count({ where: { resource: resource.name, itemId: id } }))
      )
        await tx.contentRevision.create({
          data: {
            resource: resource.name,
            itemId: id,
            action: 'baseline',
            data: JSON.stringify(previous),
            published: previous.status === true,
          },
        });
      const revision = await tx.contentRevision.create({
        data: {
          resource: resource.name,
          itemId: id,
          action,
          data: JSON.stringify(after),
          changed: JSON.stringify(changed),
          published: after.status === true,
          restoredFrom: restoredFrom ?? null,
          userId: actor?.id ?? null,
          userName: actor?.name ?? '',
        },
      });
      revisionId = revision.id;
    }
    await recordAudit(tx, actor, {
      action,
      entity: resource.name,
      entityId: id,
      label: nameOf(row, 'th'),
      changed,
      revisionId,
    });
  }

  async function save(id: number | null, raw: Data, locale: Locale, restoredFrom?: number) {
    // The procedures validate already; parsing here too lets scripts and seeds call the service with raw values.
    const input = resource.input.parse(raw) as Data;
    let before: Data | undefined;
    const savedId = await db
      .$transaction(async (tx) => {
        const previous = id === null ? undefined : toRecord(await mustFind(tx, id), locale);
        before = previous;
        await checkInput(tx, input, previous);
        let data = columns(fields, input);
        if (store.derive) data = await store.derive(tx, data, input, previous);
        const row =
          id === null
            ? await model(tx).create({ data })
            : await model(tx).update({ where: { id }, data });
        await writeTranslations(tx, row.id, input);
        await store.write?.(tx, row.id, input);
        await remember(tx, row.id, previous, restoredFrom);
        return row.id;
      })
      .catch(rethrowConflicts);
    revalidatePublicPages(await store.publicPaths(savedId, db));
    // Files the item no longer shows (an image replaced, one taken out of the text, a document removed) go, unless shown elsewhere.
    if (before) {
      const kept = uploadPathsIn(toRecord(await mustFind(db, savedId), locale));
      await releaseUploads(
        db,
        [...uploadPathsIn(before)].filter((url) => !kept.has(url)),
      );
    }
    return savedId;
  }

  /** A copy's name: the original's, shortened to leave room, with the language's suffix. */
  function copyName(value: unknown, f: FieldDef, code: Locale): unknown {
    if (typeof value !== 'string' || !value) return value;
    const suffix = messages[code].admin_bulk.copy_suffix;
    return `${value.slice(0, Math.max(1, (f.max ?? 255) - suffix.length))}${suffix}`;
  }

  /** A value of a unique column no item has yet: CODE-COPY, CODE-COPY2, ... */
  async function freeValue(key: string, f: FieldDef, value: string): Promise<string> {
    const column = columnOf(key, f);
    const max = f.max ?? 255;
    for (let n = 1; n < 1000; n++) {
      const suffix = n === 1 ? '-COPY' : `-COPY${n}`;
      const candidate = `${value.slice(0, max - suffix.length)}${suffix}`;
      if (!(await model(db).count({ where: { [column]: candidate } }))) return candidate;
    }
    throw new AppError('CONFLICT', 'admin_content.validation.taken', key);
  }

  function rethrowConflicts(error: unknown): never {
    const e = error as { code?: string; meta?: { target?: unknown } };
    if (e?.code === 'P2002') {
      const target = String(e.meta?.target ?? '');
      const key = Object.entries(fields).find(
        ([k, f]) => target.includes(columnOf(k, f)) || target.includes(k),
      )?.[0];
      throw new AppError('CONFLICT', 'admin_content.validation.taken', key);
    }
    throw error;
  }

  return {
    async list(query: ListQuery, locale: Locale): Promise<Paged<ListItemOf<R>>> {
      const base = whereOf(query);
      const state = (query.filters as Data | undefined)?.publication as
        PublicationState | undefined;
      const where =
        tracksPublication && state ? { AND: [base, await publicationWhere(state)] } : base;
      const page = await paginate(
        query,
        () => model(db).count({ where }),
        (window) => model(db).findMany({ where, orderBy: orderOf(query), ...window, include }),
        async (rows) =>
          withPublication(
            await withReferenceNames(
              rows.map((r) => toRecord(r, locale)),
              locale,
            ),
          ),
      );
      return { ...page, items: page.items as ListItemOf<R>[] };
    },

    async get(id: number, locale: Locale): Promise<RecordOf<R>> {
      const [record] = await withPublication(
        await withReferenceNames([toRecord(await mustFind(db, id, true), locale)], locale),
      );
      // The records are built from the resource's fields, as RecordOf reads them from the same declaration.
      return record as RecordOf<R>;
    },

    async create(input: Data, locale: Locale) {
      return this.get(await save(null, input, locale), locale);
    },

    async update(id: number, input: Data, locale: Locale) {
      return this.get(await save(id, input, locale), locale);
    },

    /** Deletes items no longer in use; the answer names the reason otherwise. Their files go with them, unless shown elsewhere. */
    async remove(ids: number[]) {
      const paths = (await Promise.all(ids.map((id) => store.publicPaths(id, db)))).flat();
      const files = new Set<string>();
      const deleted = await db.$transaction(async (tx) => {
        const found = await model(tx).count({ where: { ...store.scope, id: { in: ids } } });
        if (found !== new Set(ids).size) throw new AppError('NOT_FOUND', 'errors.not_found');
        for (const use of store.inUse ?? []) {
          const count = await use.count(tx, ids);
          if (count > 0) throw new AppError('CONFLICT', use.messageKey, undefined, { count });
        }
        const refusal = await store.refuseDelete?.(tx, ids);
        if (refusal?.reasons.length)
          throw new AppError(
            'CONFLICT',
            refusal.messageKey,
            undefined,
            { count: refusal.reasons.length },
            refusal.reasons,
          );
        for (const row of await model(tx).findMany({ where: { id: { in: ids } }, include })) {
          uploadPathsIn(toRecord(row, 'th'), files);
          await recordAudit(tx, actor, {
            action: 'delete',
            entity: resource.name,
            entityId: row.id,
            label: nameOf(row, 'th'),
          });
        }
        if (keepsRevisions(resource.name))
          await tx.contentRevision.deleteMany({
            where: { resource: resource.name, itemId: { in: ids } },
          });
        for (const url of (await store.uploadsOf?.(tx, ids)) ?? []) files.add(url);
        await store.beforeDelete?.(tx, ids);
        return (await model(tx).deleteMany({ where: { id: { in: ids } } })).count;
      });
      revalidatePublicPages(paths);
      await releaseUploads(db, [...files]);
      return { deleted };
    },

    /** Publishes or unpublishes (the list's toggle). */
    async setStatus(id: number, status: boolean, locale: Locale) {
      await db.$transaction(async (tx) => {
        const before = toRecord(await mustFind(tx, id), 'th');
        await model(tx).update({ where: { id }, data: { status } });
        await store.write?.(tx, id, { status });
        if (before.status !== status) await remember(tx, id, before);
      });
      revalidatePublicPages(await store.publicPaths(id, db));
      return this.get(id, locale);
    },

    /**
     * Publishes or unpublishes several items at once (the list's bulk action), in one
     * transaction: each item that changes gets its revision and audit entry, as the toggle does.
     */
    async setStatusMany(ids: number[], status: boolean) {
      const wanted = [...new Set(ids)];
      const changed = await db.$transaction(
        async (tx) => {
          const rows = await model(tx).findMany({
            where: { ...store.scope, id: { in: wanted } },
            include,
          });
          if (rows.length !== wanted.length) throw new AppError('NOT_FOUND', 'errors.not_found');
          let count = 0;
          for (const row of rows) {
            const before = toRecord(row, 'th');
            if (before.status === status) continue;
            await model(tx).update({ where: { id: row.id }, data: { status } });
            await store.write?.(tx, row.id, { status });
            await remember(tx, row.id, before);
            count++;
          }
          return count;
        },
        { timeout: 60_000 },
      );
      if (changed)
        revalidatePublicPages(
          (await Promise.all(wanted.map((id) => store.publicPaths(id, db)))).flat(),
        );
      return { changed };
    },

    /**
     * A copy of the item as a new draft: every field and both languages, its name followed by
     * " (copy)" in each language (" (สำเนา)" in Thai), unique values (a course code) made free,
     * the Published switch off. Saved like any new item (a `create` revision and audit entry).
     */
    async duplicate(id: number, locale: Locale) {
      const record = toRecord(await mustFind(db, id, true), locale);
      const input = snapshotOf(fields, lang, record);
      if ('status' in fields) input.status = false;
      const title = resource.titleField ?? 'name';
      const entries = input.lang as Record<string, Data> | undefined;
      if (lang?.[title] && entries)
        for (const [code, entry] of Object.entries(entries))
          entry[title] = copyName(entry[title], lang[title], code as Locale);
      else if (fields[title]) input[title] = copyName(input[title], fields[title], locale);
      for (const [key, f] of Object.entries(fields))
        if (f.unique && typeof input[key] === 'string')
          input[key] = await freeValue(key, f, input[key]);
      // An item saved before today's checks (a seeded document outside the uploads) is refused, naming the field.
      const parsed = resource.input.safeParse(input);
      if (!parsed.success)
        throw new AppError(
          'CONFLICT',
          'admin_bulk.cannot_duplicate',
          parsed.error.issues[0]?.path.map(String).join('.') || undefined,
        );
      return this.get(await save(null, input, locale), locale);
    },

    /** The item's revisions, newest first (content resources; none for others). */
    async revisions(id: number): Promise<RevisionSummary[]> {
      await mustFind(db, id);
      const rows = await db.contentRevision.findMany({
        where: { resource: resource.name, itemId: id },
        orderBy: [{ id: 'desc' }],
        take: 500,
      });
      return rows.map(summaryOf);
    },

    /** One revision with the item as it was then; 404 unless it is this item's. */
    async revision(id: number, revisionId: number): Promise<RevisionSummary & { data: Data }> {
      await mustFind(db, id);
      const row = await db.contentRevision.findFirst({
        where: { id: revisionId, resource: resource.name, itemId: id },
      });
      if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
      return { ...summaryOf(row), data: parseJson(row.data) };
    },

    /**
     * Brings back the item's content as it was at a revision, as a new save (itself a
     * revision). The Published switch stays as it is now: publishing is its own act.
     */
    async restore(id: number, revisionId: number, locale: Locale) {
      const { data } = await this.revision(id, revisionId);
      const current = toRecord(await mustFind(db, id), locale);
      const input: Data = { ...data };
      if ('status' in fields) input.status = current.status;
      const parsed = resource.input.safeParse(input);
      if (!parsed.success) throw new AppError('CONFLICT', 'admin_safety.revisions.cannot_restore');
      await save(id, input, locale, revisionId);
      return this.get(id, locale);
    },

    /** Every item as a select's option, by name. */
    async options(locale: Locale) {
      const rows = await model(db).findMany({
        where: store.scope ?? {},
        orderBy: [{ id: 'asc' }],
        include,
      });
      return rows
        .map((r) => ({
          value: r.id,
          label: nameOf(r, locale),
          group: store.optionGroup?.(r) ?? null,
        }))
        .sort(
          (a, b) =>
            (a.group ?? '').localeCompare(b.group ?? '') || a.label.localeCompare(b.label, locale),
        );
    },

    async labels(ids: number[], locale: Locale): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await model(db).findMany({ where: { id: { in: ids } }, include });
      return new Map(rows.map((r) => [r.id, nameOf(r, locale)]));
    },
  };
}

function summaryOf(row: {
  id: number;
  action: string;
  changed: string;
  published: boolean;
  restoredFrom: number | null;
  userId: number | null;
  userName: string;
  createdAt: Date;
}): RevisionSummary {
  const changed = parseJson(row.changed);
  return {
    revision_id: row.id,
    action: row.action,
    changed: Array.isArray(changed) ? (changed as string[]) : [],
    published: row.published,
    restored_from: row.restoredFrom,
    user_id: row.userId,
    user_name: row.userName,
    created_at: row.createdAt,
  };
}

export type ResourceService = ReturnType<typeof resourceService>;
