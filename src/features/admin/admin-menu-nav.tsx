'use client';

import { NavLink } from '@mantine/core';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import {
  type AdminMenuGroupKey,
  type AdminMenuItem,
  visibleAdminMenu,
  visibleAdminMenuGroups,
} from '@/features/admin/admin-menu';
import { useT } from '@/i18n/client';
import { adminPages } from '@/lib/admin-pages';

/** A menu this short is shown whole: groups would only hide it. */
const FLAT_UP_TO = 8;
const STORAGE_KEY = 'admin-menu-open';

const isActive = (item: AdminMenuItem, pathname: string) =>
  pathname === item.href || pathname.startsWith(`${item.href}/`);

/**
 * The side menu: the dashboard, then the groups an admin has pages in, each
 * collapsible. The group of the page shown is open; the groups a staff
 * member opened stay open (kept in the browser); the active item is scrolled
 * into view.
 */
export function AdminMenu({
  permissions,
  pathname,
  onNavigate,
}: {
  permissions: readonly string[];
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useT();
  const nav = useRef<HTMLElement>(null);
  const groups = visibleAdminMenuGroups(permissions);
  const flat = visibleAdminMenu(permissions).length <= FLAT_UP_TO;
  const activeGroup = groups.find((g) => g.items.some((i) => isActive(i, pathname)))?.key;
  const [opened, setOpened] = useState<Partial<Record<AdminMenuGroupKey, boolean>>>({});

  useEffect(() => {
    try {
      const kept = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as typeof opened;
      setOpened((o) => ({ ...kept, ...o }));
    } catch {
      // A damaged entry: start with the groups closed.
    }
  }, []);
  // The group of the page shown opens (a staff member may close it again).
  useEffect(() => {
    if (activeGroup) setOpened((o) => ({ ...o, [activeGroup]: true }));
  }, [activeGroup]);
  useEffect(() => {
    nav.current?.querySelector('a[data-active]')?.scrollIntoView({ block: 'nearest' });
  }, [pathname]);

  const toggle = (key: AdminMenuGroupKey, open: boolean) => {
    const next = { ...opened, [key]: open };
    setOpened(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private browsing without storage: the choice lasts for this page only.
    }
  };
  const link = (item: AdminMenuItem) => (
    <NavLink
      key={item.href}
      component={Link}
      href={item.href}
      label={t(item.labelKey)}
      active={isActive(item, pathname)}
      onClick={onNavigate}
    />
  );

  return (
    <nav aria-label={t('admin_shell.menu')} data-testid="admin-menu" ref={nav}>
      {link(adminPages.home)}
      {flat
        ? groups.flatMap((g) => g.items.map(link))
        : groups.map((g) => (
            <NavLink
              key={g.key}
              label={t(`admin_shell.menu_group.${g.key}`)}
              opened={!!opened[g.key]}
              onChange={(open) => toggle(g.key, open)}
              childrenOffset="sm"
              fw={600}
              data-testid={`menu-group-${g.key}`}
            >
              {g.items.map(link)}
            </NavLink>
          ))}
    </nav>
  );
}
