'use client';

import { NavLink } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IntentLink } from '@/features/ui/intent-link';
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

const matches = (item: AdminMenuItem, pathname: string) =>
  pathname === item.href || pathname.startsWith(`${item.href}/`);

/** The item whose page is shown: the longest href that holds the path (reports, not also its attendance report). */
const activeHref = (items: readonly AdminMenuItem[], pathname: string) =>
  items
    .filter((i) => matches(i, pathname))
    .reduce<string | null>(
      (best, i) => (!best || i.href.length > best.length ? i.href : best),
      null,
    );

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
  const active = activeHref([adminPages.home, ...groups.flatMap((g) => g.items)], pathname);
  const activeGroup = groups.find((g) => g.items.some((i) => i.href === active))?.key;
  // The groups a staff member opened stay open (kept in the browser); the group of the page shown
  // is open unless closed on this page.
  const [kept, setKept] = useLocalStorage<Partial<Record<AdminMenuGroupKey, boolean>>>({
    key: STORAGE_KEY,
    defaultValue: {},
    getInitialValueInEffect: true,
  });
  const [activeClosedAt, setActiveClosedAt] = useState<string | null>(null);
  const isOpen = (key: AdminMenuGroupKey) =>
    key === activeGroup ? activeClosedAt !== pathname : !!kept[key];
  const toggle = (key: AdminMenuGroupKey, open: boolean) => {
    if (key === activeGroup) setActiveClosedAt(open ? null : pathname);
    else setKept({ ...kept, [key]: open });
  };

  // Only where the menu is beside the page (md and up): the phone's drawer opens at its top.
  useEffect(() => {
    if (!window.matchMedia('(min-width: 62em)').matches) return;
    nav.current?.querySelector('a[data-active]')?.scrollIntoView({ block: 'nearest' });
  }, [pathname]);

  const link = (item: AdminMenuItem) => (
    <NavLink
      key={item.href}
      component={IntentLink}
      href={item.href}
      label={t(item.labelKey)}
      active={item.href === active}
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
              opened={isOpen(g.key)}
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
