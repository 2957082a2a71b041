'use client';

import { Modal } from '@mantine/core';
import { useT } from 'next-i18next/client';
import { ChangePasswordForm } from '@/features/members/change-password-form';
import { memberDialogs, type MemberDialog, useOpenMemberDialog } from '@/features/members/dialog-store';
import { ForgotPasswordForm } from '@/features/members/forgot-password-form';
import { LoginForm } from '@/features/members/login-form';
import { RegisterForm } from '@/features/members/register-form';

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
