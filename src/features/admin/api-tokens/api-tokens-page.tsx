'use client';

import 'mantine-datatable/styles.css';
import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { IssueTokenModal } from '@/features/admin/api-tokens/issue-token-modal';
import { toastCallFailure } from '@/features/admin/use-admin-api-errors';
import { useGrantRule } from '@/features/admin/use-grant-rule';
import { toastSuccess } from '@/features/ui/form-feedback';
import { useT } from '@/i18n/client';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { isPermission, permissionLabelKey } from '@/lib/permissions';
import { api, type RouterOutputs } from '@/trpc/react';

type Token = RouterOutputs['admin']['apiTokens']['list'][number];

const stateColor = { active: 'green', expired: 'gray', revoked: 'red' } as const;

/**
 * /admin/api_tokens (docs/api-tokens.md): the API tokens of integrations,
 * each with its permissions, issuer, expiry and last use; issue one (its
 * secret shown once) or revoke one after a confirmation. For holders of
 * access/api_token.
 */
export function ApiTokensPage() {
  const { t, i18n } = useT();
  const locale = i18n.language as Locale;
  const utils = api.useUtils();
  const { me } = useGrantRule();
  const list = api.admin.apiTokens.list.useQuery();
  const revoke = api.admin.apiTokens.revoke.useMutation();
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const when = (d: Date | null) => (d ? formatDate(d, locale) : t('api_tokens.never'));

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: revoking.id });
      toastSuccess(t, t('api_tokens.revoked', { name: revoking.name }));
      setRevoking(null);
      await utils.admin.apiTokens.list.invalidate();
    } catch (error) {
      toastCallFailure(t, error);
    }
  }

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('api_tokens.title')}
        </Title>
        <Button onClick={() => setIssuing(true)} disabled={!me} data-testid="api-token-new">
          {t('api_tokens.new')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('api_tokens.intro')}
      </Text>
      <DataTable
        withTableBorder
        striped
        minHeight={160}
        records={list.data ?? []}
        fetching={list.isFetching}
        noRecordsText={t('api_tokens.none')}
        data-testid="api-tokens"
        customRowAttributes={() => ({ 'data-testid': 'api-token-row' })}
        columns={[
          {
            accessor: 'name',
            title: t('api_tokens.name'),
            render: (r) => (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {r.name}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {r.prefix}…
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'permissions',
            title: t('api_tokens.permissions'),
            render: (r) => (
              <Group gap={4}>
                {r.permissions.filter(isPermission).map((p) => (
                  <Badge key={p} size="sm" variant="outline" color="gray">
                    {t(permissionLabelKey(p))}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { accessor: 'userName', title: t('api_tokens.issued_by') },
          {
            accessor: 'expiresAt',
            title: t('api_tokens.expires_at'),
            render: (r) => formatDate(r.expiresAt, locale),
          },
          {
            accessor: 'lastUsedAt',
            title: t('api_tokens.last_used'),
            render: (r) => when(r.lastUsedAt),
          },
          {
            accessor: 'state',
            title: t('api_tokens.state'),
            render: (r) => (
              <Badge color={stateColor[r.state]} variant="light" data-testid="api-token-state">
                {t(`api_tokens.states.${r.state}`)}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (r) =>
              r.state === 'revoked' ? null : (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => setRevoking(r)}
                  data-testid="api-token-revoke"
                >
                  {t('api_tokens.revoke')}
                </Button>
              ),
          },
        ]}
      />
      <IssueTokenModal
        opened={issuing}
        onClose={() => setIssuing(false)}
        held={me?.permissions ?? []}
      />
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('api_tokens.revoke_title')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack>
          <Text>{t('api_tokens.revoke_text', { name: revoking?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              {t('api_tokens.cancel')}
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() => void confirmRevoke()}
              data-testid="api-token-revoke-confirm"
            >
              {t('api_tokens.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
