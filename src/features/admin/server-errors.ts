import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import type { ClientT } from '@/i18n/translate';

/** Field messages of a failed call (already translated by the server), first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data = (error as TRPCClientError<never>).data as { fieldErrors?: Record<string, string[]> } | undefined;
  return Object.fromEntries(Object.entries(data?.fieldErrors ?? {}).map(([k, v]) => [k, v[0] ?? '']));
}

function statusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? ((error as TRPCClientError<never>).data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}

/** A 4xx the form cannot pin on a field is shown as a toast (401 and 5xx are the shell's). */
export function notifyFailure(error: unknown, t: ClientT) {
  const status = statusOf(error);
  if (status === 401 || (status !== undefined && status >= 500)) return;
  notifications.show({ color: 'red', title: t('errors_occurred'), message: error instanceof Error ? error.message : t('an_error_occurred'), closeButtonProps: { 'aria-label': t('close') } });
}

export function notifySaved(t: ClientT, key = 'admin_shell.saved') {
  notifications.show({ color: 'green', message: t(key), closeButtonProps: { 'aria-label': t('close') } });
}
