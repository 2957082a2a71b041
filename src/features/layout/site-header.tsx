import { SiteLink } from './site-link';
import { DesktopNav } from '@/features/layout/desktop-nav';
import { LanguageSwitcher } from '@/features/layout/language-switcher';
import { MobileNav } from '@/features/layout/mobile-nav';
import { mainNav, translateNav } from '@/features/layout/nav-items';
import { StickyBar } from '@/features/layout/sticky-bar';
import { MemberTopBar } from '@/features/members/member-top-bar';
import { getPageT } from '@/i18n/server';
import classes from './site-header.module.css';

/**
 * The public header (SPEC.md sections 2 and 9): a top bar with the language
 * switch and the member links or menu, and the main bar with the logo and the
 * main menu (a drawer on phones), sticky after 130 px of scroll. Server
 * rendered; only the switch, the member part, the menus and the sticky
 * behaviour are small client islands.
 */
export async function SiteHeader({ nonDegreeUrl }: { nonDegreeUrl: string }) {
  const { t } = await getPageT();
  const items = translateNav(mainNav(nonDegreeUrl), (key) => t(key));
  return (
    <header>
      <a className="skip-link" href="#main">
        {t('nav.skip_to_content')}
      </a>
      <div className={classes.topBar}>
        <div className={`${classes.container} ${classes.topBarInner}`}>
          <LanguageSwitcher />
          <MemberTopBar />
        </div>
      </div>
      <StickyBar>
        <div className={`${classes.container} ${classes.barInner}`}>
          <SiteLink href="/" className={classes.brand} aria-label={t('nav.home')}>
            <span className={classes.logo} aria-hidden="true">
              AS
            </span>
            <span className={classes.siteName}>{t('site_name')}</span>
          </SiteLink>
          <DesktopNav items={items} label={t('nav.main')} />
          <MobileNav
            items={items}
            label={t('nav.main')}
            title={t('site_name')}
            openLabel={t('nav.open_menu')}
            closeLabel={t('close')}
          />
        </div>
      </StickyBar>
    </header>
  );
}
