'use client';

import { SiteLink } from './site-link';
import { useRef } from 'react';
import type { NavLinkItem } from '@/features/layout/nav-items';
import classes from './site-header.module.css';

/**
 * The main menu on phones and tablets: a burger button that opens a drawer.
 * The drawer is a native modal <dialog>, so the browser traps focus, closes it
 * on Escape and hides the page from screen readers while it is open. Groups
 * are native <details> disclosures.
 */
export function MobileNav({
  items,
  label,
  title,
  openLabel,
  closeLabel,
}: {
  items: NavLinkItem[];
  label: string;
  title: string;
  openLabel: string;
  closeLabel: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  const link = (item: NavLinkItem) =>
    item.external ? (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={classes.drawerLink}>
        {item.label} ↗
      </a>
    ) : (
      <SiteLink href={item.href!} className={classes.drawerLink} onClick={close}>
        {item.label}
      </SiteLink>
    );
  return (
    <>
      <button
        type="button"
        className={classes.burger}
        aria-label={openLabel}
        aria-haspopup="dialog"
        data-drawer-open
        onClick={() => dialog.current?.showModal()}
      >
        <span aria-hidden="true" />
      </button>
      <dialog
        ref={dialog}
        className={classes.drawer}
        data-drawer
        aria-label={title}
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
      >
        <div className={classes.drawerPanel}>
          <div className={classes.drawerHeader}>
            <p className={classes.drawerTitle}>{title}</p>
            <button
              type="button"
              className={classes.drawerClose}
              data-drawer-close
              aria-label={closeLabel}
              onClick={close}
            >
              ×
            </button>
          </div>
          <nav aria-label={label}>
            <ul className={classes.drawerList}>
              {items.map((item) => (
                <li key={item.label}>
                  {item.children ? (
                    <details className={classes.drawerGroup}>
                      <summary className={classes.drawerLink}>{item.label}</summary>
                      <ul className={classes.drawerList}>
                        {item.children.map((child) => (
                          <li key={child.label} className={classes.drawerChild}>
                            {link(child)}
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    link(item)
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
