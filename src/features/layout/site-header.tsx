'use client';

import { Anchor, Box, Burger, Container, Drawer, Group, NavLink, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { useT } from 'next-i18next/client';
import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import { LanguageSwitcher } from '@/features/layout/language-switcher';
import { mainNav, type NavItem } from '@/features/layout/nav-items';
import { MemberDialogs } from '@/features/members/member-dialogs';
import { MemberTopBar } from '@/features/members/member-top-bar';

/** Header bar becomes sticky after this many pixels of scroll (SPEC.md section 9). */
const STICKY_AFTER_PX = 130;

function DesktopItem({ item, alignEnd = false }: { item: NavItem; alignEnd?: boolean }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  // A click right after the pointer opened the list by hovering keeps it open instead of toggling it shut.
  const byHover = useRef(false);
  if (!item.children) {
    return (
      <Anchor component={Link} href={item.href!} c="dark" fw={500} underline="never" px="xs" py={6}>
        {t(item.labelKey)}
      </Anchor>
    );
  }
  // A disclosure, the pattern WAI-ARIA recommends for site navigation: a button that shows a list of links,
  // on click, hover or keyboard, closed by Escape or by leaving it.
  return (
    <Box
      pos="relative"
      onMouseEnter={() => {
        byHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <UnstyledButton
        ref={button}
        fw={500}
        px="xs"
        py={6}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          const openedByHover = byHover.current;
          byHover.current = false;
          setOpen((o) => openedByHover || !o);
        }}
      >
        {t(item.labelKey)} ▾
      </UnstyledButton>
      <Paper
        id={id}
        withBorder
        shadow="md"
        p={4}
        pos="absolute"
        top="100%"
        miw={240}
        style={{ zIndex: 300, display: open ? undefined : 'none', ...(alignEnd ? { right: 0 } : { left: 0 }) }}
      >
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {item.children.map((child) => (
            <li key={child.labelKey}>
              {child.external ? (
                <NavLink component="a" href={child.href} target="_blank" rel="noopener noreferrer" label={`${t(child.labelKey)} ↗`} />
              ) : (
                <NavLink component={Link} href={child.href!} label={t(child.labelKey)} onClick={() => setOpen(false)} />
              )}
            </li>
          ))}
        </Stack>
      </Paper>
    </Box>
  );
}

function MobileItem({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useT();
  if (!item.children) return <NavLink component={Link} href={item.href!} label={t(item.labelKey)} onClick={onNavigate} />;
  return (
    <NavLink label={t(item.labelKey)} childrenOffset="md">
      {item.children.map((child) =>
        child.external ? (
          <NavLink key={child.labelKey} component="a" href={child.href} target="_blank" rel="noopener noreferrer" label={`${t(child.labelKey)} ↗`} />
        ) : (
          <NavLink key={child.labelKey} component={Link} href={child.href!} label={t(child.labelKey)} onClick={onNavigate} />
        ),
      )}
    </NavLink>
  );
}

export function SiteHeader({ nonDegreeUrl, memberMenu }: { nonDegreeUrl: string; memberMenu?: React.ReactNode }) {
  const { t } = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const sticky = scroll.y > STICKY_AFTER_PX;
  const items = mainNav(nonDegreeUrl);

  return (
    <Box component="header">
      <a className="skip-link" href="#main">
        {t('nav.skip_to_content')}
      </a>
      <Box bg="institute.9" c="white" py={6}>
        <Container size="xl">
          <Group justify="space-between" gap="xs">
            <LanguageSwitcher />
            <Group gap="md">
              {memberMenu ?? <MemberTopBar />}
            </Group>
          </Group>
        </Container>
      </Box>
      {/* A spacer keeps the page from jumping when the bar turns fixed. */}
      {sticky && <Box h={64} />}
      <Box
        data-sticky={sticky}
        bg="white"
        style={{
          position: sticky ? 'fixed' : 'relative',
          top: 0,
          left: 0,
          right: 0,
          zIndex: 100,
          boxShadow: sticky ? 'var(--mantine-shadow-sm)' : undefined,
          borderBottom: '1px solid var(--mantine-color-gray-2)',
        }}
      >
        <Container size="xl" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} href="/" underline="never" c="institute.9" aria-label={t('nav.home')}>
              <Group gap={8} wrap="nowrap">
                <Box w={36} h={36} bg="institute.8" c="white" style={{ borderRadius: 8, display: 'grid', placeItems: 'center', fontWeight: 800 }} aria-hidden="true">
                  AS
                </Box>
                <Text fw={700} size="sm" lh={1.2} maw={220} c="institute.9">
                  {t('site_name')}
                </Text>
              </Group>
            </Anchor>
            <Group component="nav" aria-label={t('nav.main')} gap={2} visibleFrom="lg" wrap="nowrap">
              {items.map((item, i) => (
                <DesktopItem key={item.labelKey} item={item} alignEnd={i >= items.length - 2} />
              ))}
            </Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="lg" aria-label={t('nav.open_menu')} />
          </Group>
        </Container>
      </Box>
      <Drawer opened={opened} onClose={close} title={t('site_name')} hiddenFrom="lg" size="xs" padding="md" closeButtonProps={{ 'aria-label': t('close') }}>
        <ScrollArea h="calc(100vh - 80px)">
          <Stack gap={0} component="nav" aria-label={t('nav.main')}>
            {items.map((item) => (
              <MobileItem key={item.labelKey} item={item} onNavigate={close} />
            ))}
          </Stack>
        </ScrollArea>
      </Drawer>
      <MemberDialogs />
    </Box>
  );
}
