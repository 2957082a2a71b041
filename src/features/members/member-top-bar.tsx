'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import {
  memberDialogs,
  type MemberDialog,
  useOpenMemberDialog,
} from '@/features/members/dialog-store';
import { memberSession, useMemberSession } from '@/features/members/member-session';
import classes from '@/features/layout/site-header.module.css';
import { useT } from '@/i18n/client';

// The member menu and dialogs (Mantine, tRPC, the whole dictionary) load only
// for a logged-in member or when a guest opens a dialog.
const MemberArea = dynamic(
  () => import('@/features/members/member-area').then((m) => m.MemberArea),
  { ssr: false },
);

/**
 * The member part of the top bar: login and register links for a guest (they
 * open the dialogs; without JavaScript they are plain links to the pages), the
 * member menu for a member.
 */
export function MemberTopBar() {
  const { t, i18n } = useT();
  const member = useMemberSession();
  const dialog = useOpenMemberDialog();
  const [areaWanted, setAreaWanted] = useState(false);

  useEffect(() => {
    void memberSession.refresh();
    const onFocus = () => memberSession.refreshIfStale();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);
  // Once wanted, the member area stays mounted (a closed dialog or a logout keeps what was loaded).
  if ((dialog || member) && !areaWanted) setAreaWanted(true);

  const openDialog = (which: MemberDialog) => (event: React.MouseEvent) => {
    event.preventDefault();
    memberDialogs.open(which);
  };

  return (
    <div
      className={classes.member}
      data-member-bar
      data-link-class={classes.topLink}
      data-login-label={t('nav.login')}
      data-register-label={t('nav.register')}
    >
      {member === undefined ? null : member ? null : (
        <>
          <Link href="/login" className={classes.topLink} onClick={openDialog('login')}>
            {t('nav.login')}
          </Link>
          <Link href="/register" className={classes.topLink} onClick={openDialog('register')}>
            {t('nav.register')}
          </Link>
        </>
      )}
      {areaWanted && <MemberArea language={i18n.language} member={member ?? null} />}
    </div>
  );
}
