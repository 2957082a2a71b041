'use client';

import { useBreadcrumbItem } from '@/features/admin/breadcrumb-item';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { type ReactNode, useState } from 'react';
import { useRouter } from 'next/navigation';
import { FieldInput, type Values } from '@/features/admin/resource/field-input';
import {
  FormPage,
  NOT_AN_ID,
  RecordPending,
  useEditedId,
} from '@/features/admin/resource/form-page';
import { useAdminForm } from '@/features/admin/resource/use-admin-form';
import { PreviewMenu } from '@/features/admin/resource/preview-menu';
import { DuplicateButton } from '@/features/admin/resource/duplicate-button';
import {
  autosaveKey,
  FormAutosave,
  forgetKeptEdits,
} from '@/features/admin/resource/form-autosave';
import { toastSuccess } from '@/features/ui/form-feedback';
import { duplicates } from '@/lib/admin/bulk';
import { api } from '@/trpc/react';
import { RevisionsButton } from '@/features/admin/resource/revisions-drawer';
import { keepsRevisions } from '@/lib/admin/revisions';
import { useResourceApi, useResourceUtils } from '@/features/admin/resource/use-resource';
import { useT } from '@/i18n/client';
import { type Locale, locales } from '@/i18n/locales';
import { type FieldDef, type Fields, IMAGE_KEYS, SEO_KEYS } from '@/lib/admin/fields';
import type { AnyRecord, Resource } from '@/lib/admin/resource';
import { type ResourceName, resources } from '@/lib/admin/resources';
import { siteTimeZone } from '@/lib/dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The date-time picker's value: the wall-clock time in the centre's time zone (SPEC.md section 9). */
const toPickerValue = (d: unknown) =>
  d
    ? dayjs(d as Date)
        .tz(siteTimeZone)
        .format('YYYY-MM-DD HH:mm:ss')
    : null;

function initialOf(f: FieldDef, fromRecord: unknown, isNew: boolean): unknown {
  if (f.kind === 'dateTime') {
    if (!isNew) return toPickerValue(fromRecord);
    if (typeof f.initial === 'function') return (f.initial as () => string)();
    return f.required
      ? dayjs().tz(siteTimeZone).startOf('minute').format('YYYY-MM-DD HH:mm:ss')
      : null;
  }
  if (f.kind === 'password') return '';
  if (!isNew)
    return f.kind === 'references'
      ? ((fromRecord as number[] | null) ?? []).map(String)
      : fromRecord;
  return (
    f.initial ??
    (f.kind === 'references' || f.kind === 'documents' ? [] : f.kind === 'boolean' ? false : '')
  );
}

function valuesOf(fields: Fields, source: AnyRecord | undefined, isNew: boolean): Values {
  return Object.fromEntries(
    Object.entries(fields).map(([k, f]) => [k, initialOf(f, source?.[k], isNew)]),
  );
}

function initialValues(resource: Resource, record: AnyRecord | undefined): Values {
  const isNew = !record;
  const values = valuesOf(resource.fields, record, isNew);
  // A read-only reference is shown by the name the record carries with it.
  for (const [k, f] of Object.entries(resource.fields))
    if (f.readOnly)
      values[`${k.replace(/_id$/, '')}_name`] = record?.[`${k.replace(/_id$/, '')}_name`] ?? '';
  if (resource.lang) {
    const lang = (record?.lang ?? {}) as Record<string, AnyRecord | undefined>;
    values.lang = Object.fromEntries(
      locales.map((code) => [
        code,
        valuesOf(resource.lang!, lang[code], isNew && code === 'th' ? true : !lang[code]),
      ]),
    );
  }
  return values;
}

/** What is sent: every field but the read-only ones and those not shown now (`when`), and the languages. */
function payloadOf(resource: Resource, values: Values): Values {
  const out: Values = {};
  for (const [k, f] of Object.entries(resource.fields))
    if (f.kind !== 'readonly' && !f.readOnly && (!f.when || f.when(values))) out[k] = values[k];
  if (resource.lang) out.lang = values.lang;
  return out;
}

/** /admin/<resource>/form (?<primary key>= to edit): the generic form of every resource; `children` (a resource's own read-only panels) follow its fields. */
export function ResourceForm({ name, children }: { name: ResourceName; children?: ReactNode }) {
  const resource: Resource = resources[name];
  const { t } = useT();
  const id = useEditedId(resource.primaryKey);
  const record = useResourceApi(name).get.useQuery(
    { id: id ?? NOT_AN_ID },
    { enabled: !!id, retry: false },
  );
  const item = t(resource.itemKey);
  const data = record.data as AnyRecord | undefined;
  useBreadcrumbItem(
    id === null
      ? t('admin_content.new_item_title', { item })
      : data
        ? String(data[resource.titleField ?? 'name'] ?? '') || null
        : null,
  );
  // A restored revision is read again and the form starts over from it.
  const [generation, setGeneration] = useState(0);
  if (id === null && !resource.canCreate)
    return <Alert color="yellow">{t('errors.not_found')}</Alert>;
  if (id !== null && !record.data)
    return <RecordPending failed={id === NOT_AN_ID || record.isError} listHref={resource.route} />;
  return (
    <ResourceFormFields
      key={`${id ?? 'new'}:${generation}`}
      name={name}
      resource={resource}
      id={id}
      onRestored={() => void record.refetch().then(() => setGeneration((g) => g + 1))}
      initial={initialValues(resource, record.data)}
    >
      {id !== null ? children : null}
    </ResourceFormFields>
  );
}

function ResourceFormFields({
  name,
  resource,
  id,
  initial,
  onRestored,
  children,
}: {
  name: ResourceName;
  resource: Resource;
  id: number | null;
  initial: Values;
  onRestored: () => void;
  children?: ReactNode;
}) {
  const { t } = useT();
  const utils = useResourceUtils(name);
  const hooks = useResourceApi(name);
  const create = hooks.create.useMutation();
  const update = hooks.update.useMutation();
  const [tab, setTab] = useState<Locale>('th');
  const router = useRouter();
  const me = api.admin.user.useQuery();
  // Unsaved edits are kept in this browser and offered back when the form opens again.
  const storageKey = autosaveKey(name, id, me.data?.id);
  const form = useAdminForm({
    initial,
    schema: resource.input,
    toInput: (values) => payloadOf(resource, values),
    save: (payload) =>
      id === null ? create.mutateAsync(payload) : update.mutateAsync({ ...payload, id }),
    onSaved: () => {
      forgetKeptEdits(storageKey);
      return utils.invalidate();
    },
    listHref: resource.route,
    onFieldErrors: (fields) => {
      // With errors only in one language's fields, that language's tab is shown.
      const langError = Object.keys(fields).find((k) => k.startsWith('lang.'));
      if (langError && !Object.keys(fields).some((k) => !k.startsWith('lang.')))
        setTab(langError.split('.')[1] as Locale);
    },
  });
  const { values, errors } = form;
  const item = t(resource.itemKey);
  /** The form's values for a preview of unsaved edits, checked first (errors on their fields otherwise). */
  const unsavedValues = () => {
    const payload = payloadOf(resource, values);
    return form.checkWith(resource.input, payload) ? payload : null;
  };

  /**
   * A new item's preview saves it first, always as a draft whatever its switch says (so the
   * preview never publishes it); the form then goes on as that item's edit form.
   */
  const saveDraft = async (): Promise<number | null> => {
    const payload = unsavedValues();
    if (!payload) return null;
    try {
      const created: AnyRecord = await create.mutateAsync(
        'status' in resource.fields ? { ...payload, status: false } : payload,
      );
      const newId = Number(created[resource.primaryKey]);
      forgetKeptEdits(storageKey);
      form.markSaved();
      await utils.invalidate();
      toastSuccess(t, t('admin_safety.preview.saved_draft'));
      router.replace(`${resource.route}/form?${resource.primaryKey}=${newId}`);
      return newId;
    } catch (error) {
      form.showRefusal(error);
      return null;
    }
  };

  /** Sets fields under a prefix (a language's: `lang.en.`), each as its own change, so each clears its own error. */
  const setUnder = (prefix: string) => (changes: Values) => {
    for (const [key, value] of Object.entries(changes))
      form.setFieldValue(`${prefix}${key}`, value);
  };
  const setBase = setUnder('');
  const setLang = (code: Locale) => setUnder(`lang.${code}.`);

  const wide = (f: FieldDef) =>
    ['richText', 'textarea', 'documents', 'readonly', 'references'].includes(f.kind);
  const visible = (fields: Fields, keys?: readonly string[]) =>
    Object.entries(fields).filter(
      ([k, f]) =>
        f.kind !== 'imageSize' &&
        !f.notInForm &&
        (!f.when || f.when(values)) &&
        (!keys || keys.includes(k)),
    );
  const mainImage = resource.lang?.image_url;
  const langErrors = (code: Locale) =>
    Object.keys(errors).filter((k) => k.startsWith(`lang.${code}.`)).length;

  return (
    <FormPage
      form={form}
      title={
        id === null
          ? t('admin_content.new_item_title', { item })
          : t('admin_content.edit_item_title', { item })
      }
      listHref={resource.route}
      testId="resource-form"
      aside={
        <>
          {resource.publicHref && (
            <PreviewMenu
              name={name}
              id={id}
              unsaved={form.unsaved ? unsavedValues : undefined}
              saveDraft={saveDraft}
            />
          )}
          {id !== null && duplicates(resource) && <DuplicateButton name={name} id={id} />}
          {id !== null && keepsRevisions(name) && (
            <RevisionsButton name={name} resource={resource} id={id} onRestored={onRestored} />
          )}
          {id !== null && resource.publicHref ? (
            <Anchor href={resource.publicHref(id)} target="_blank" rel="noopener" size="sm">
              {t('admin_content.view_on_site')} ↗
            </Anchor>
          ) : null}
        </>
      }
    >
      {storageKey && (
        <FormAutosave
          key={storageKey}
          storageKey={storageKey}
          values={values}
          unsaved={form.unsaved}
          initial={initial}
          onRestore={(kept: Values) => {
            form.setValues(kept);
            toastSuccess(t, t('admin_bulk.autosave.restored'));
          }}
        />
      )}
      {mainImage && (
        <Paper withBorder p="lg" data-testid="main-image">
          <FieldInput
            id="lang.th.image_url"
            name="image_url"
            field={{
              ...mainImage,
              label: 'admin_content.main_image',
              hint: 'admin_content.main_image_hint',
            }}
            values={(values.lang as Record<Locale, Values>).th}
            error={errors['lang.th.image_url']}
            set={setLang('th')}
          />
        </Paper>
      )}
      {visible(resource.fields).length > 0 && (
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {visible(resource.fields).map(([key, f]) => (
              <div key={key} style={wide(f) ? { gridColumn: '1 / -1' } : undefined}>
                <FieldInput
                  id={key}
                  name={key}
                  field={id === null && f.requiredOnCreate ? { ...f, required: true } : f}
                  values={values}
                  error={errors[key]}
                  set={setBase}
                />
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      )}
      {resource.lang && (
        <Paper withBorder p="lg">
          <Tabs value={tab} onChange={(v) => v && setTab(v as Locale)} keepMounted={false}>
            <Tabs.List mb="md">
              {locales.map((code) => (
                <Tabs.Tab
                  key={code}
                  value={code}
                  rightSection={
                    langErrors(code) ? (
                      <Badge color="red" size="xs" circle>
                        {langErrors(code)}
                      </Badge>
                    ) : code === 'th' ? (
                      <Text size="xs" c="dimmed">
                        {t('admin_content.required_language')}
                      </Text>
                    ) : null
                  }
                  data-testid={`tab-${code}`}
                >
                  {t(`admin_content.language_${code}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {locales.map((code) => {
              const langValues = (values.lang as Record<Locale, Values>)[code];
              // The SEO section holds the meta fields; the main image sits at the top of the form
              // (the Thai row's), and the English tab may override it.
              const seoKeys: readonly string[] = 'meta_title' in resource.lang! ? SEO_KEYS : [];
              const imageKeys: readonly string[] = mainImage ? IMAGE_KEYS : [];
              const main = visible(resource.lang!)
                .filter(([k]) => !seoKeys.includes(k) && !imageKeys.includes(k))
                .concat(
                  code === 'th' || !mainImage
                    ? []
                    : [
                        [
                          'image_url',
                          {
                            ...mainImage,
                            label: 'admin_content.image_override',
                            hint: 'admin_content.image_override_hint',
                          },
                        ],
                      ],
                );
              const seo = visible(resource.lang!, seoKeys);
              return (
                <Tabs.Panel key={code} value={code}>
                  {code === 'en' && (
                    <Alert color="blue" variant="light" mb="md">
                      {t('admin_content.english_fallback')}
                    </Alert>
                  )}
                  <Stack gap="md">
                    {main.map(([key, f]) => (
                      <FieldInput
                        key={key}
                        id={`lang.${code}.${key}`}
                        name={key}
                        field={{ ...f, required: f.required && code === 'th' }}
                        values={langValues}
                        error={errors[`lang.${code}.${key}`]}
                        set={setLang(code)}
                      />
                    ))}
                    {seo.length > 0 && (
                      <Accordion
                        variant="contained"
                        defaultValue={seo.some(([k]) => errors[`lang.${code}.${k}`]) ? 'seo' : null}
                      >
                        <Accordion.Item value="seo">
                          <Accordion.Control>{t('admin_content.seo')}</Accordion.Control>
                          <Accordion.Panel>
                            <Stack gap="md">
                              {seo.map(([key, f]) => (
                                <FieldInput
                                  key={key}
                                  id={`lang.${code}.${key}`}
                                  name={key}
                                  field={f}
                                  values={langValues}
                                  error={errors[`lang.${code}.${key}`]}
                                  set={setLang(code)}
                                />
                              ))}
                            </Stack>
                          </Accordion.Panel>
                        </Accordion.Item>
                      </Accordion>
                    )}
                  </Stack>
                </Tabs.Panel>
              );
            })}
          </Tabs>
        </Paper>
      )}
      {children}
    </FormPage>
  );
}
