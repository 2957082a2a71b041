'use client';

import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useT } from '@/i18n/client';
import { IntentLink } from '@/features/ui/intent-link';
import { memberDialogs } from '@/features/members/dialog-store';
import { isLocale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import type { SessionMember } from '@/features/members/member-session';

/** The logged-in member's menu (SPEC.md section 2): loaded only for members, so guests never download it. */
export function MemberMenu({ member, onLogout }: { member: SessionMember; onLogout: () => void }) {
  const { t, i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : 'th';
  const name = `${member.firstname} ${member.lastname}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton
          c="white"
          aria-label={t('member.menu.label', { name })}
          data-testid="member-menu"
        >
          <Group gap={8} wrap="nowrap">
            <Avatar src={member.image_url} alt="" size={28} radius="xl" color="white">
              {member.firstname.slice(0, 1)}
            </Avatar>
            <Text size="sm" fw={600} c="white" truncate maw={{ base: 120, sm: 220 }}>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* The previous visit; on a member's very first visit, now. */}
        <Menu.Label>
          {t('member.menu.latest_online', {
            date: formatDate(member.latest_accessed_at ?? new Date(), locale),
          })}
        </Menu.Label>
        <Menu.Item component={IntentLink} href="/member/account">
          {t('member.menu.profile')}
        </Menu.Item>
        <Menu.Item onClick={() => memberDialogs.open('change_password')}>
          {t('member.menu.change_password')}
        </Menu.Item>
        <Menu.Item component={IntentLink} href="/member/register_history">
          {t('member.menu.history')}
        </Menu.Item>
        <Menu.Item component={IntentLink} href="/member/send-payment-slip">
          {t('member.menu.send_slip')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={onLogout}>
          {t('member.menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
