'use client';

import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useAdminForm } from '@/features/admin/resource/use-admin-form';
import { useT } from '@/i18n/client';
import { isPermission, permissionLabelKey, permissions } from '@/lib/permissions';
import {
  type ApiTokenCreateInput,
  apiTokenCreateSchema,
  apiTokenLifetimes,
} from '@/lib/schemas/api-tokens';
import { api, type RouterOutputs } from '@/trpc/react';

type Issued = RouterOutputs['admin']['apiTokens']['create'];

const initial = { name: '', permissions: [] as string[], expires_in_days: '90' };

/** The secret of a token just issued, shown this once with a copy button. */
function IssuedSecret({ issued, onDone }: { issued: Issued; onDone: () => void }) {
  const { t } = useT();
  return (
    <Stack data-testid="api-token-issued">
      <Alert color="yellow" title={t('api_tokens.shown_once_title')}>
        {t('api_tokens.shown_once_text')}
      </Alert>
      <Code
        block
        data-testid="api-token-secret"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {issued.token}
      </Code>
      <Group justify="space-between">
        <CopyButton value={issued.token}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              data-testid="api-token-copy"
            >
              {copied ? t('api_tokens.copied') : t('api_tokens.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone} data-testid="api-token-done">
          {t('api_tokens.done')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Issuing a token: a name, the permissions it carries (only the signed-in
 * admin's own are offered; the server refuses others) and how long it lives.
 * The answer's secret is shown once, then gone.
 */
export function IssueTokenModal({
  opened,
  onClose,
  held,
}: {
  opened: boolean;
  onClose: () => void;
  held: readonly string[];
}) {
  const { t } = useT();
  const utils = api.useUtils();
  const create = api.admin.apiTokens.create.useMutation();
  const [issued, setIssued] = useState<Issued | null>(null);
  const form = useAdminForm({
    initial,
    schema: apiTokenCreateSchema,
    toInput: (v): ApiTokenCreateInput => ({
      name: v.name,
      permissions: v.permissions.filter(isPermission),
      expires_in_days: Number(v.expires_in_days),
    }),
    save: async (input) => {
      setIssued(await create.mutateAsync(input));
    },
    savedMessage: 'api_tokens.issued',
    clearOnSave: true,
    onSaved: () => utils.admin.apiTokens.list.invalidate(),
  });
  const own = permissions.filter((p) => held.includes(p));
  const close = () => {
    setIssued(null);
    form.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      title={issued ? t('api_tokens.issued_title', { name: issued.name }) : t('api_tokens.new')}
      closeButtonProps={{ 'aria-label': t('close') }}
      closeOnClickOutside={!issued}
    >
      {issued ? (
        <IssuedSecret issued={issued} onDone={close} />
      ) : (
        <form onSubmit={form.submit} noValidate data-testid="api-token-form">
          <Stack>
            <TextInput
              label={t('api_tokens.name')}
              description={t('api_tokens.name_hint')}
              required
              maxLength={100}
              data-testid="api-token-name"
              {...form.getInputProps('name')}
            />
            <Checkbox.Group
              label={t('api_tokens.permissions')}
              description={t('api_tokens.permissions_hint')}
              required
              {...form.getInputProps('permissions')}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                {own.filter(isPermission).map((p) => (
                  <Checkbox key={p} value={p} label={t(permissionLabelKey(p))} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Select
              label={t('api_tokens.expires_in')}
              data={apiTokenLifetimes.map((d) => ({
                value: String(d),
                label: t('api_tokens.days', { count: d }),
              }))}
              allowDeselect={false}
              data-testid="api-token-lifetime"
              {...form.getInputProps('expires_in_days')}
            />
            <Text size="sm" c="dimmed">
              {t('api_tokens.acts_as_you')}
            </Text>
            <Button type="submit" loading={form.busy} data-testid="api-token-create">
              {t('api_tokens.create')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
