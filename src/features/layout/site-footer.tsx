import { SiteLink } from './site-link';
import { siteConfig } from '@/config/site';
import { serviceKinds } from '@/features/layout/nav-items';
import { getPageT } from '@/i18n/server';
import classes from './site-frame.module.css';

export async function SiteFooter() {
  const { t, locale } = await getPageT();
  const external = {
    target: '_blank',
    rel: 'noopener noreferrer',
    className: classes.footerLink,
  } as const;
  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <div className={classes.footerGrid}>
          <div className={classes.footerColumn}>
            <h2 className={classes.footerTitle}>{t('footer.about_title')}</h2>
            <p className={classes.footerText}>{t('footer.about_text')}</p>
            <SiteLink href="/about-us" className={classes.footerLink}>
              {t('nav.about')}
            </SiteLink>
            <SiteLink href="/privacy-policy" className={classes.footerLink}>
              {t('footer.privacy_policy')}
            </SiteLink>
          </div>
          <div className={classes.footerColumn}>
            <h2 className={classes.footerTitle}>{t('footer.academic_services')}</h2>
            <SiteLink href="/public-training" className={classes.footerLink}>
              {t('nav.public_training')}
            </SiteLink>
            <SiteLink href="/in-house-training" className={classes.footerLink}>
              {t('nav.inhouse_training')}
            </SiteLink>
            {serviceKinds.map((s) => (
              <SiteLink key={s.href} href={s.href} className={classes.footerLink}>
                {t(s.labelKey)}
              </SiteLink>
            ))}
          </div>
          <div className={classes.footerColumn}>
            <h2 className={classes.footerTitle}>{t('footer.related_links')}</h2>
            {siteConfig.relatedLinks.map((l) => (
              <a key={l.href} href={l.href} {...external}>
                {l.label[locale]}
              </a>
            ))}
            <h2 className={`${classes.footerTitle} ${classes.footerTitleSpaced}`}>
              {t('footer.social')}
            </h2>
            {siteConfig.social.map((s) => (
              <a key={s.name} href={s.href} {...external}>
                {s.name}
              </a>
            ))}
          </div>
          <address className={classes.footerColumn}>
            <h2 className={classes.footerTitle}>{t('footer.contact_title')}</h2>
            <p className={classes.footerText}>{siteConfig.address[locale]}</p>
            <p className={classes.footerText}>
              {t('footer.phone')}:{' '}
              <a href={`tel:${siteConfig.phone.replace(/\s/g, '')}`} className={classes.footerLink}>
                {siteConfig.phone}
              </a>
            </p>
            <p className={classes.footerText}>
              {t('footer.email')}:{' '}
              <a href={`mailto:${siteConfig.email}`} className={classes.footerLink}>
                {siteConfig.email}
              </a>
            </p>
            <a href={siteConfig.mapUrl} {...external}>
              {t('footer.map')} ↗
            </a>
          </address>
        </div>
        <p className={classes.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
