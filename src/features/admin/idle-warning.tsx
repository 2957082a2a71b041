'use client';

import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { signOutRealm } from '@/features/auth/realm-auth-client';
import { useT } from '@/i18n/client';
import { api } from '@/trpc/react';

/** Shown this long before the session's idle end. */
const WARN_MS = 2 * 60 * 1000;
/** The server notes a session's use at most once a minute, so its idle end may come up to a minute sooner than this tab's. */
const SERVER_TOUCH_MS = 60 * 1000;
/** How long after the idle limit this tab asks the server whether the session still lives (another tab may have used it). */
const CHECK_AFTER_MS = 5 * 1000;

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The warning before a staff session ends for want of use (docs/security.md
 * "Staff sessions"). The limit is the server's (the session row's last use);
 * this only counts from this tab's last call to the server and offers to
 * stay, which is one more call. Past the limit it asks the server once: an
 * ended session goes to the login page, one another tab kept alive goes on.
 */
export function IdleWarning({ idleMs }: { idleMs: number }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const utils = api.useUtils();
  const pathname = usePathname();
  const lastCall = useRef(0);
  const [left, setLeft] = useState<number | null>(null);

  // Every page load and every call to the server is a use of the session.
  useEffect(() => {
    lastCall.current = Date.now();
  }, [pathname]);
  useEffect(() => {
    const note = () => {
      lastCall.current = Date.now();
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'fetch') note();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'pending') note();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);

  useEffect(() => {
    let asking = false;
    const timer = window.setInterval(() => {
      const now = Date.now();
      // The countdown ends at the earliest the server may end the session.
      const remaining = lastCall.current + idleMs - SERVER_TOUCH_MS - now;
      setLeft(remaining <= WARN_MS ? remaining : null);
      // Once the server has surely ended it, unless another tab kept it alive, ask: a 401 leaves for the login page.
      if (asking || now < lastCall.current + idleMs + CHECK_AFTER_MS) return;
      asking = true;
      utils.admin.user
        .fetch(undefined, { staleTime: 0 })
        .then(() => {
          lastCall.current = Date.now();
          setLeft(null);
        })
        // A full load: the session has ended, and nothing of this page should stay in memory.
        .catch(() => window.location.assign('/admin/login?expired=1'))
        .finally(() => {
          asking = false;
        });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [idleMs, utils]);

  async function stay() {
    await utils.admin.user.fetch(undefined, { staleTime: 0 });
    lastCall.current = Date.now();
    setLeft(null);
  }

  async function logout() {
    await signOutRealm('admin');
    window.location.assign('/admin/login');
  }

  return (
    <Modal
      opened={left !== null}
      onClose={() => void stay()}
      title={t('second_factor.idle_title')}
      centered
    >
      <Text mb="md">{t('second_factor.idle_text', { time: clock(left ?? 0) })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void logout()}>
          {t('second_factor.idle_logout')}
        </Button>
        <Button onClick={() => void stay()} data-autofocus>
          {t('second_factor.idle_stay')}
        </Button>
      </Group>
    </Modal>
  );
}
