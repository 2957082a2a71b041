import { Anchor, Container, Grid, GridCol, Paper, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '@/config/site';
import { LazyContactForm } from '@/features/services/lazy-forms';
import { ContactMap } from '@/features/services/contact-map';
import { alternatesFor } from '@/i18n/alternates';
import { getPageT } from '@/i18n/server';

export async function contactMetadata(): Promise<Metadata> {
  const { t, locale } = await getPageT();
  const title = t('services.contact.title');
  const description = t('services.contact.intro');
  return {
    title,
    description,
    alternates: alternatesFor('/contact', locale),
    openGraph: { title, description, images: [{ url: '/images/demo/banner-1.jpg' }] },
  };
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7" fw={600}>
        {label}
      </Text>
      {children}
    </div>
  );
}

/** /contact: the centre's address, phone, e-mail and map, and the contact form. */
export async function ContactPage() {
  const { t, locale } = await getPageT();
  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t('services.contact.title')}</Title>
      <Text c="gray.7" mb="lg">
        {t('services.contact.intro')}
      </Text>
      <Grid gap="xl">
        <GridCol span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="contact-details-heading"
          >
            <Title order={2} size="h3" id="contact-details-heading" mb="md">
              {t('site_name')}
            </Title>
            <Stack gap="md">
              <Detail label={t('services.contact.address')}>
                <Text
                  component="address"
                  style={{ fontStyle: 'normal' }}
                  data-testid="contact-address"
                >
                  {siteConfig.address[locale]}
                </Text>
              </Detail>
              <Detail label={t('services.contact.phone')}>
                <Anchor href={`tel:${siteConfig.phone.replace(/\s+/g, '')}`}>
                  {siteConfig.phone}
                </Anchor>
              </Detail>
              <Detail label={t('services.contact.email')}>
                <Anchor href={`mailto:${siteConfig.email}`} style={{ overflowWrap: 'anywhere' }}>
                  {siteConfig.email}
                </Anchor>
              </Detail>
              <Detail label={t('services.contact.office_hours')}>
                <Text>{t('services.contact.office_hours_text')}</Text>
              </Detail>
              <Detail label={t('services.contact.map')}>
                <ContactMap mapUrl={siteConfig.mapUrl} />
              </Detail>
            </Stack>
          </Paper>
        </GridCol>
        <GridCol span={{ base: 12, md: 7 }}>
          <LazyContactForm />
        </GridCol>
      </Grid>
    </Container>
  );
}
