'use client';

import { Center, Loader, Modal } from '@mantine/core';
import { useT } from '@/i18n/client';
import dynamic from 'next/dynamic';
import {
  memberDialogs,
  type MemberDialog,
  useOpenMemberDialog,
} from '@/features/members/dialog-store';

// The forms (with their schemas, input mask and bot check) load when a dialog
// first opens, so they weigh nothing on the cached public pages.
const loading = () => (
  <Center py="xl">
    <Loader size="sm" />
  </Center>
);
const LoginForm = dynamic(() => import('@/features/members/login-form').then((m) => m.LoginForm), {
  loading,
});
const RegisterForm = dynamic(
  () => import('@/features/members/register-form').then((m) => m.RegisterForm),
  { loading },
);
const ForgotPasswordForm = dynamic(
  () => import('@/features/members/forgot-password-form').then((m) => m.ForgotPasswordForm),
  { loading },
);
const ChangePasswordForm = dynamic(
  () => import('@/features/members/change-password-form').then((m) => m.ChangePasswordForm),
  { loading },
);

const titles: Record<MemberDialog, string> = {
  login: 'member.login_title',
  register: 'member.register_title',
  forgot: 'member.forgot_title',
  change_password: 'member.change_password_title',
};

/** The member dialogs of the public site; closing one unmounts its form (and resets its bot check). */
export function MemberDialogs() {
  const { t } = useT();
  const open = useOpenMemberDialog();
  return (
    <Modal
      opened={open !== null}
      onClose={memberDialogs.close}
      title={open ? t(titles[open]) : ''}
      size={open === 'register' ? 'lg' : 'md'}
      closeButtonProps={{ 'aria-label': t('close') }}
      fullScreen={false}
      centered
    >
      {open === 'login' && <LoginForm inDialog />}
      {open === 'register' && <RegisterForm inDialog />}
      {open === 'forgot' && <ForgotPasswordForm />}
      {open === 'change_password' && <ChangePasswordForm />}
    </Modal>
  );
}
