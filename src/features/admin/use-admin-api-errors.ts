'use client';

import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { signOutRealm } from '@/features/auth/realm-auth-client';
import { serverErrors, toastCloseButtonProps, toastErrors } from '@/features/ui/form-feedback';
import type { ClientT } from '@/i18n/translate';

/** A 401 or a 5xx: the shell answers those itself (below), so a form or list does not toast them again. */
const answeredByShell = (status: number | null) =>
  status === 401 || (status !== null && status >= 500);

/** The toast of a failed back-office call that the shell leaves to its caller: the server's message. */
export function toastCallFailure(t: ClientT, error: unknown) {
  const { message, status } = serverErrors(error);
  if (!answeredByShell(status)) toastErrors(t, message);
}

/**
 * The back office's answer to failed calls (SPEC.md sections 4, 8, 9): a 401
 * while logged in (session expired or revoked, user disabled) shows the
 * token-expired notice, logs out and goes to login; a 500 or above shows a
 * generic error toast. Everything else is left to the caller.
 */
export function useAdminApiErrors() {
  const { t } = useT();
  const router = useRouter();
  const queryClient = useQueryClient();
  const loggingOut = useRef(false);

  useEffect(() => {
    function onError(error: unknown) {
      const { status } = serverErrors(error);
      if (!answeredByShell(status)) return;
      if (status === 401) {
        if (loggingOut.current) return;
        loggingOut.current = true;
        notifications.show({
          id: 'token-expired',
          color: 'yellow',
          title: t('token_expired_title'),
          message: t('token_expired_text'),
          closeButtonProps: toastCloseButtonProps(t),
        });
        void signOutRealm('admin').then(() => {
          queryClient.clear();
          router.replace(
            `/admin/login?expired=1&callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`,
          );
          router.refresh();
        });
      } else {
        notifications.show({
          color: 'red',
          title: t('error_title'),
          message: t('error_text'),
          closeButtonProps: toastCloseButtonProps(t),
        });
      }
    }
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, router, t]);
}
