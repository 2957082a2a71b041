'use client';

import { SiteLink } from './site-link';
import { useId, useRef, useState } from 'react';
import type { NavLinkItem } from '@/features/layout/nav-items';
import classes from './site-header.module.css';

function MenuLink({
  item,
  onNavigate,
  className,
}: {
  item: NavLinkItem;
  onNavigate?: () => void;
  className?: string;
}) {
  return item.external ? (
    <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
      {item.label} ↗
    </a>
  ) : (
    <SiteLink href={item.href!} className={className} onClick={onNavigate}>
      {item.label}
    </SiteLink>
  );
}

/**
 * A group of the main menu as a disclosure, the pattern WAI-ARIA recommends for
 * site navigation: a button that shows a list of links, on click, hover or
 * keyboard, closed by Escape or by leaving it.
 */
function Group({ item, alignEnd }: { item: NavLinkItem; alignEnd: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  // A click right after the pointer opened the list by hovering keeps it open instead of toggling it shut.
  const byHover = useRef(false);
  return (
    <div
      className={classes.group}
      data-nav-group
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
      <button
        ref={button}
        type="button"
        className={classes.navItem}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          const openedByHover = byHover.current;
          byHover.current = false;
          setOpen((o) => openedByHover || !o);
        }}
      >
        {item.label} ▾
      </button>
      <ul
        id={id}
        className={classes.dropdown}
        data-align={alignEnd ? 'end' : 'start'}
        hidden={!open}
      >
        {item.children!.map((child) => (
          <li key={child.label}>
            <MenuLink
              item={child}
              className={classes.dropdownLink}
              onNavigate={() => setOpen(false)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The main menu on wide screens (hidden below 75em, where MobileNav takes over). */
export function DesktopNav({ items, label }: { items: NavLinkItem[]; label: string }) {
  return (
    <nav aria-label={label} className={classes.desktopNav}>
      {items.map((item, i) =>
        item.children ? (
          <Group key={item.label} item={item} alignEnd={i >= items.length - 2} />
        ) : (
          <MenuLink key={item.label} item={item} className={classes.navItem} />
        ),
      )}
    </nav>
  );
}
